import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { field, goOffline, renderScreen } from '../test/render-screen.tsx';
import RegisterPage from './register-page.tsx';

const route = '/register';
const REGISTER = 'POST /api/auth/register';

async function fillIn(page: Awaited<ReturnType<typeof renderScreen>>) {
  await page.fill('First name', 'Selam');
  await page.fill('Last name', 'Tesfay');
  await page.fill('Email', 'selam@example.com');
  await page.fill('Phone number', '+291 7123456');
  await page.fill('Password', 'secret12');
  await page.fill('Confirm password', 'secret12');
}
const create = () => screen.getByRole('button', { name: 'Create account' });

describe('RegisterPage', () => {
  it('checks every field before sending', async () => {
    const page = await renderScreen(RegisterPage, { route });
    expect(document.title).toBe(`Create your account | ${DEFAULT_SITE_CONFIG.appName}`);
    await page.fill('Email', 'selam-at-example');
    await page.fill('Password', 'secret12');
    await page.fill('Confirm password', 'secret21');
    await page.user.click(create());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Passwords do not match',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(page.api.calls(REGISTER)).toHaveLength(0);
  });

  it('creates the account, busy meanwhile, then asks to check the inbox', async () => {
    const answer = held(
      ok(
        { verificationRequired: true },
        { message: 'Registration successful! Please check your email to verify your account.' },
      ),
    );
    const page = await renderScreen(RegisterPage, { route, api: { [REGISTER]: answer.reply } });
    await fillIn(page);
    await page.user.click(create());
    expect(screen.getByRole('button', { name: 'Creating account…' })).toHaveProperty(
      'disabled',
      true,
    );
    const sent = page.api.calls(REGISTER)[0]?.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      name: 'Selam Tesfay',
      email: 'selam@example.com',
      phoneNumber: '+2917123456',
      password: 'secret12',
    });
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByTestId('register-success').textContent).toBe(
      'Registration successful! Please check your email to verify your account.',
    );
    await page.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(page.location()).toBe('/');
  });

  it("shows the server's refusal above the form", async () => {
    const page = await renderScreen(RegisterPage, {
      route,
      api: { [REGISTER]: fail(409, 'An account with this email already exists') },
    });
    await fillIn(page);
    await page.user.click(create());
    expect((await screen.findByRole('alert')).textContent).toContain('already');
    expect(field('Email')).toHaveProperty('value', 'selam@example.com');
  });

  it('offline, advises checking the connection and keeps what was typed', async () => {
    const page = await renderScreen(RegisterPage, { route, api: { [REGISTER]: networkFailure } });
    goOffline();
    await fillIn(page);
    await page.user.click(create());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(field('First name')).toHaveProperty('value', 'Selam');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    const page = await renderScreen(RegisterPage, { route, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'ኣካውንት ክፈቱ' })).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'ኣካውንት ክፈቱ' }));
    expect(screen.getByText('ሽም የድሊ')).toBeTruthy();
  });
});
