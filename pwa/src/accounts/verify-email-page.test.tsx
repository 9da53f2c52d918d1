import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, verifyEmailSchema } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { goOnline, renderScreen } from '../test/render-screen.tsx';
import { getToken } from '../session/auth-storage.ts';
import VerifyEmailPage from './verify-email-page.tsx';

const route = '/verify-email';
const VERIFY = 'POST /api/auth/verify-email';
const TOKEN = 'a'.repeat(64);

describe('VerifyEmailPage', () => {
  it('says it is verifying while the link is checked', async () => {
    const page = await renderScreen(VerifyEmailPage, {
      route,
      at: `${route}?token=${TOKEN}`,
      api: { [VERIFY]: never },
    });
    expect(document.title).toBe(`Verify email | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByRole('status').textContent).toBe(
      'Please wait while we verify your email address…',
    );
    expect(verifyEmailSchema.parse(page.api.calls(VERIFY)[0]?.body)).toEqual({ token: TOKEN });
  });

  it('signs the learner in and takes them to the dashboard', async () => {
    const page = await renderScreen(VerifyEmailPage, {
      route,
      at: `${route}?token=${TOKEN}`,
      api: { [VERIFY]: ok({ token: 'jwt-2', user: LEARNER }, { message: 'Email verified' }) },
    });
    expect(await screen.findByText('Email verified', { selector: 'h1, h2' })).toBeTruthy();
    expect(screen.getByText('Taking you to your dashboard…')).toBeTruthy();
    expect(getToken()).toBe('jwt-2');
    await page.user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(page.location()).toBe('/dashboard');
  });

  it('explains an expired link and offers resend, login and home', async () => {
    await renderScreen(VerifyEmailPage, {
      route,
      at: `${route}?token=${TOKEN}`,
      api: { [VERIFY]: fail(400, 'Request failed with status 400') },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email verification failed. The link may have expired.',
    );
    expect(
      screen.getByRole('link', { name: 'Resend verification email' }).getAttribute('href'),
    ).toBe('/resend-verification');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('calls a link without a token invalid without asking the server', async () => {
    const page = await renderScreen(VerifyEmailPage, { route });
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is invalid or incomplete. Please open the link from your email again.',
    );
    expect(page.api.calls()).toHaveLength(0);
  });

  it('offline, waits without spending the link, and verifies once back online', async () => {
    const page = await renderScreen(VerifyEmailPage, {
      route,
      at: `${route}?token=${TOKEN}`,
      offline: true,
      api: { [VERIFY]: ok({ token: 'jwt-3', user: LEARNER }, { message: 'Email verified' }) },
    });
    expect(screen.getByText('Please wait while we verify your email address…')).toBeTruthy();
    expect(page.api.calls(VERIFY)).toHaveLength(0);
    goOnline();
    expect(await screen.findByText('Taking you to your dashboard…')).toBeTruthy();
    expect(page.api.calls(VERIFY)).toHaveLength(1);
  });

  it('advises checking the connection when the server cannot be reached', async () => {
    await renderScreen(VerifyEmailPage, {
      route,
      at: `${route}?token=${TOKEN}`,
      api: { [VERIFY]: networkFailure },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(VerifyEmailPage, { route, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'ምርግጋጽ ኣይተዓወተን' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ናብ ምእታው ተመለሱ' })).toBeTruthy();
  });
});
