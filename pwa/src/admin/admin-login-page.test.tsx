import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AdminArea from './admin-area.tsx';
import AdminLoginPage from './admin-login-page.tsx';
import { getAdminToken } from '../session/admin-session.ts';
import { ADMIN } from './admin-test-fixtures.ts';

const route = '/admin/login';
const LOGIN = 'POST /api/admin/login';
const login = { route, layout: AdminArea };

async function signIn(
  page: Awaited<ReturnType<typeof renderScreen>>,
  email: string,
  password: string,
) {
  await page.user.type(screen.getByLabelText(/^Email/), email);
  await page.user.type(screen.getByLabelText(/^Password/), password);
  await page.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminLoginPage', () => {
  it('signs an admin in and opens the admin dashboard', async () => {
    const answer = held(ok({ token: 'new-admin-token', user: ADMIN }));
    const page = await renderScreen(AdminLoginPage, { ...login, api: { [LOGIN]: answer.reply } });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(document.title).toBe('Admin Login | Admin | Selam Academy');
    await signIn(page, 'admin@example.com', 'secret-password');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeTruthy();
    expect(page.api.calls(LOGIN)[0]?.body).toEqual({
      email: 'admin@example.com',
      password: 'secret-password',
    });
    answer.release();
    await vi.waitFor(() => expect(page.location()).toBe('/admin/dashboard'));
    expect(getAdminToken()).toBe('new-admin-token');
  });

  it('asks for both fields before sending anything', async () => {
    const page = await renderScreen(AdminLoginPage, login);
    await page.user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await page.user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The browser's own required check stops an empty form in a real browser; happy-dom submits it.
    expect(page.api.calls()).toEqual([]);
  });

  it('says the credentials are wrong when the server refuses them', async () => {
    const page = await renderScreen(AdminLoginPage, {
      ...login,
      api: { [LOGIN]: fail(401, 'Invalid admin credentials') },
    });
    await signIn(page, 'admin@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(page.location()).toBe('/admin/login');
  });

  it('says to check the connection when the server cannot be reached', async () => {
    const page = await renderScreen(AdminLoginPage, { ...login, api: { [LOGIN]: networkFailure } });
    await signIn(page, 'admin@example.com', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('shows the password on request', async () => {
    const page = await renderScreen(AdminLoginPage, login);
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    await page.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(AdminLoginPage, { ...login, language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: 'ምእታው ኣመሓዳሪ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'እቶ' })).toBeTruthy();
  });
});
