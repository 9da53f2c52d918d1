import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { JoinGroupButton } from './join-group-button.tsx';

const COURSE = '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

function LoginPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p data-testid="login-page">{from}</p>;
}

function renderOn(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<JoinGroupButton courseId={COURSE} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'expired-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the join button when the session has expired (spec 000 §8 Group)', () => {
  for (const [language, copy] of [
    ['en', { join: 'Join the WhatsApp group', login: 'Log in', message: 'Please log in' }],
    ['ti', { join: 'ናብ ጉጅለ ዋትስኣፕ ተጸንበሩ', login: 'እተዉ', message: 'በጃኹም እተዉ' }],
  ] as const) {
    it(`shows the message with a login link that comes back to the page (${language})`, async () => {
      await initTestI18n(language);
      vi.stubGlobal(
        'fetch',
        vi.fn(() => answer(401, { success: false, message: 'Session expired', data: null })),
      );
      renderOn(`/group-link-expired?course=${COURSE}`);
      fireEvent.click(await screen.findByRole('button', { name: copy.join }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(copy.message);
      fireEvent.click(screen.getByRole('link', { name: copy.login }));
      expect((await screen.findByTestId('login-page')).textContent).toBe(
        `/group-link-expired?course=${COURSE}`,
      );
    });
  }

  it('shows a failure without a login link when the server fails', async () => {
    await initTestI18n('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(500, { success: false, message: 'Server error', data: null })),
    );
    renderOn('/course/x/watch/y');
    fireEvent.click(await screen.findByRole('button', { name: 'Join the WhatsApp group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate access token');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
