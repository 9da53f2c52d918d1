import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, emailOnlySchema } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { field, goOffline, renderScreen } from '../test/render-screen.tsx';
import ResendVerificationPage from './resend-verification-page.tsx';

const route = '/resend-verification';
const RESEND = 'POST /api/auth/resend-verification';
const send = () => screen.getByRole('button', { name: 'Send verification email' });

describe('ResendVerificationPage', () => {
  it('takes the address from the login page and sends a new link', async () => {
    const answer = held(ok(null, { message: 'Verification email sent' }));
    const page = await renderScreen(ResendVerificationPage, {
      route,
      at: `${route}?email=selam%40example.com`,
      api: { [RESEND]: answer.reply },
    });
    expect(document.title).toBe(`Resend verification email | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(field('Email')).toHaveProperty('value', 'selam@example.com');
    await page.user.click(send());
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    expect(emailOnlySchema.parse(page.api.calls(RESEND)[0]?.body)).toEqual({
      email: 'selam@example.com',
    });
    answer.release();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Verification email sent! Please check your inbox.',
    );
  });

  it('checks the address before sending', async () => {
    const page = await renderScreen(ResendVerificationPage, { route });
    await page.user.type(field('Email'), 'not-an-address');
    await page.user.click(send());
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(page.api.calls(RESEND)).toHaveLength(0);
  });

  it("says it failed, or keeps the server's words when asked to wait", async () => {
    const page = await renderScreen(ResendVerificationPage, {
      route,
      at: `${route}?email=selam%40example.com`,
      api: { [RESEND]: fail(500, 'Internal error') },
    });
    await page.user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send verification email. Please try again.',
    );
    page.api.set({ [RESEND]: fail(429, 'Too many requests. Try again in 15 minutes.') });
    await page.user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in 15 minutes.',
    );
  });

  it('offline, says the e-mail could not be sent', async () => {
    const page = await renderScreen(ResendVerificationPage, {
      route,
      at: `${route}?email=selam%40example.com`,
      api: { [RESEND]: networkFailure },
    });
    goOffline();
    await page.user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send verification email. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(ResendVerificationPage, { route, language: 'ti' });
    expect(screen.getByRole('button', { name: 'ናይ ምርግጋጽ ኢመይል ስደዱ' })).toBeTruthy();
  });
});
