import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { goOnline, renderScreen } from '../test/render-screen.tsx';
import { getStoredUser, getToken } from '../session/auth-storage.ts';
import GoogleCallbackPage from './google-callback-page.tsx';

const route = '/auth/google-callback';
const VERIFY = 'POST /api/auth/verify-token';
const ME = 'GET /api/auth/me';

describe('GoogleCallbackPage', () => {
  it("says it is signing in while Google's token is checked", async () => {
    const page = await renderScreen(GoogleCallbackPage, {
      route,
      at: `${route}?token=google-jwt`,
      api: { [VERIFY]: never },
    });
    expect(document.title).toBe(`Google sign-in | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByRole('status').textContent).toBe('Completing your Google sign-in…');
    expect(page.api.calls(VERIFY)[0]?.headers.get('Authorization')).toBe('Bearer google-jwt');
    expect(getToken()).toBeNull();
  });

  it('stores the checked session and opens the dashboard', async () => {
    const page = await renderScreen(GoogleCallbackPage, {
      route,
      at: `${route}?token=google-jwt`,
      api: { [VERIFY]: ok({ valid: true }), [ME]: ok(LEARNER) },
    });
    expect((await screen.findByTestId('google-callback-success')).textContent).toBe(
      'Authentication successful! Redirecting to your dashboard…',
    );
    expect(getToken()).toBe('google-jwt');
    // The page moves on by itself after 1.5 s (spec 000 §8).
    await screen.findByTestId('elsewhere', undefined, { timeout: 5_000 });
    expect(page.location()).toBe('/dashboard');
    expect(getStoredUser()?.email).toBe(LEARNER.email);
  });

  it("reports the API's error from the address, with a way back to the login", async () => {
    const page = await renderScreen(GoogleCallbackPage, {
      route,
      at: `${route}?error=Google%20sign-in%20was%20cancelled.`,
    });
    expect(screen.getByTestId('google-callback-error').textContent).toBe(
      'Google sign-in was cancelled.',
    );
    expect(screen.getByText('Returning to the login page…')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(page.location()).toBe('/login');
  });

  it('reports a missing token and a refused one without storing anything', async () => {
    const page = await renderScreen(GoogleCallbackPage, { route });
    expect(screen.getByTestId('google-callback-error').textContent).toBe(
      'No authentication token received',
    );
    page.unmount();
    await renderScreen(GoogleCallbackPage, {
      route,
      at: `${route}?token=not-a-real-token`,
      api: { [VERIFY]: fail(401, 'Invalid token') },
    });
    expect((await screen.findByTestId('google-callback-error')).textContent).toBe(
      'Authentication failed. Please try again.',
    );
    expect(getToken()).toBeNull();
  });

  it('offline, waits and signs in once the connection returns', async () => {
    const page = await renderScreen(GoogleCallbackPage, {
      route,
      at: `${route}?token=google-jwt`,
      offline: true,
      api: { [VERIFY]: ok({ valid: true }), [ME]: networkFailure },
    });
    expect(screen.getByText('Completing your Google sign-in…')).toBeTruthy();
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    expect(page.api.calls(VERIFY)).toHaveLength(0);
    goOnline();
    expect(await screen.findByTestId('google-callback-success')).toBeTruthy();
    expect(getToken()).toBe('google-jwt');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(GoogleCallbackPage, { route, language: 'ti' });
    expect(screen.getByTestId('google-callback-error').textContent).toBe('ናይ ምርግጋጽ ቶከን ኣይተቐበልናን');
    expect(screen.getByRole('link', { name: 'ናብ ምእታው ኪዱ' })).toBeTruthy();
  });
});
