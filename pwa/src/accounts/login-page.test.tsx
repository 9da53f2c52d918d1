import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_SITE_CONFIG, loginSchema } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { field, goOffline, renderScreen } from '../test/render-screen.tsx';
import { getToken } from '../session/auth-storage.ts';
import LoginPage from './login-page.tsx';

const route = '/login';
const LOGIN = 'POST /api/auth/login';

async function logIn(page: Awaited<ReturnType<typeof renderScreen>>, password = 'secret1') {
  await page.user.type(field('Email'), 'selam@example.com');
  await page.user.type(field('Password'), password);
  await page.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('checks the fields before sending anything', async () => {
    const page = await renderScreen(LoginPage, { route });
    expect(document.title).toBe(`Log in | ${DEFAULT_SITE_CONFIG.appName}`);
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(page.api.calls(LOGIN)).toHaveLength(0);
  });

  it('signs the learner in, shows the busy button meanwhile, and goes to the dashboard', async () => {
    const answer = held(ok({ token: 'jwt-1', user: LEARNER }));
    const page = await renderScreen(LoginPage, { route, api: { [LOGIN]: answer.reply } });
    await logIn(page);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveProperty('disabled', true);
    expect(loginSchema.parse(page.api.calls(LOGIN)[0]?.body)).toEqual({
      email: 'selam@example.com',
      password: 'secret1',
    });
    answer.release();
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe('/dashboard');
    expect(getToken()).toBe('jwt-1');
  });

  it('says the e-mail or password is wrong, and links to the reset and register pages', async () => {
    const page = await renderScreen(LoginPage, {
      route,
      api: { [LOGIN]: fail(401, ACCOUNT_MESSAGES.invalidCredentials) },
    });
    await logIn(page, 'wrong-one');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(getToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('asks an unverified learner to verify first, with a link to send the e-mail again', async () => {
    const page = await renderScreen(LoginPage, {
      route,
      api: { [LOGIN]: fail(403, ACCOUNT_MESSAGES.verifyEmailFirst) },
    });
    await logIn(page);
    expect(await screen.findByText('Please verify your email first')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Resend the verification email' }).getAttribute('href'),
    ).toBe('/resend-verification?email=selam%40example.com');
  });

  it('offline, advises checking the connection', async () => {
    const page = await renderScreen(LoginPage, { route, api: { [LOGIN]: networkFailure } });
    goOffline();
    await logIn(page);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not sign in. Please check your connection and try again.',
    );
  });

  it('sends a learner who is already signed in on to the dashboard', async () => {
    const page = await renderScreen(LoginPage, { route, learner: LEARNER });
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe('/dashboard');
  });

  it('speaks Tigrinya', async () => {
    const page = await renderScreen(LoginPage, {
      route,
      language: 'ti',
      api: { [LOGIN]: fail(401, ACCOUNT_MESSAGES.invalidCredentials) },
    });
    expect(screen.getByRole('heading', { name: 'እተዉ' })).toBeTruthy();
    await page.user.type(field('ኢመይል'), 'selam@example.com');
    await page.user.type(field('መሕለፊ ቃል'), 'wrong-one');
    await page.user.click(screen.getByRole('button', { name: 'እተዉ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ኢመይል ወይ መሕለፊ ቃል ጌጋ እዩ');
  });
});
