import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { createQueryClient } from '../api/query-client.ts';
import { accountKeys, useMe } from './account-queries.ts';
import { SessionWatcher, useSessionStatus } from './session-watcher.tsx';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderWatcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SessionWatcher />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const me = {
  _id: 'u1',
  id: 'u1',
  name: 'Selam Tesfay',
  email: 'selam@example.com',
  purchasedCourses: [],
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(me));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session check (spec 000 §4)', () => {
  it('checks on load with the stored token and keeps the fresh user', async () => {
    const fetchMock = vi.fn(() =>
      answer(200, { success: true, message: '', data: { ...me, name: 'Selam T.' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWatcher();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Selam T.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(localStorage.getItem('userId')).toBe('u1');
  });

  it('checks again every 30 s and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(() => answer(200, { success: true, message: '', data: me }));
    vi.stubGlobal('fetch', fetchMock);
    renderWatcher();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });

  it('shows Account Suspended for a deactivated account, clears the session, and Close goes to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(401, { success: false, data: null, message: ACCOUNT_MESSAGES.accountNotActive }),
      ),
    );
    renderWatcher();
    // The modal is a lazy chunk: on a busy machine its first import can take more than a second.
    expect(await screen.findByText('Account Suspended', {}, { timeout: 5000 })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(screen.queryByText('Account Suspended')).toBeNull();
  });

  it('Contact Support goes to the terms page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(401, { success: false, data: null, message: 'Account suspended' })),
    );
    renderWatcher();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact Support' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/terms-of-service'));
  });

  it('signs out straight to /login when the token is refused for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(401, { success: false, data: null, message: 'Authentication required' })),
    );
    renderWatcher();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Account Suspended')).toBeNull();
  });

  it('keeps the token when the network is down', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderWatcher();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
  });

  it('gives its verdict at the first odd answer, when a page asked for the learner first', async () => {
    // A captive portal's page where the API's answer should be.
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('<!doctype html><form>Accept the terms</form>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    function PageAskingFirst() {
      useMe();
      return <p data-testid="status">{useSessionStatus()}</p>;
    }
    // The app's own retry policy (3 retries, 1 s apart and doubling), and the page's query before the
    // watcher's check, as the dashboard's is when its copy is already there.
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <PageAskingFirst />
          <SessionWatcher />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Joined to the page's retrying fetch, the check failed only after four requests and 7 s; now the
    // first answer is the verdict.
    await waitFor(
      () => expect(client.getQueryState(accountKeys.me('tok-1'))?.status).toBe('error'),
      { timeout: 15_000 },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('invalid'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  }, 20_000);

  it('does nothing without a token', async () => {
    localStorage.clear();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWatcher();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
