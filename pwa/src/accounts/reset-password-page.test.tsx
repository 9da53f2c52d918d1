import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, emailOnlySchema, resetPasswordSchema } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { field, goOffline, renderScreen } from '../test/render-screen.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const route = '/reset-password';
const FORGOT = 'POST /api/auth/forgot-password';
const RESET = 'POST /api/auth/reset-password';
const TOKEN = 'b'.repeat(64);
const appName = DEFAULT_SITE_CONFIG.appName;

describe('ResetPasswordPage', () => {
  describe('without a link: asking for one', () => {
    it('sends a reset link to the address given, busy meanwhile', async () => {
      const answer = held(ok(null, { message: '' }));
      const page = await renderScreen(ResetPasswordPage, {
        route,
        api: { [FORGOT]: answer.reply },
      });
      expect(document.title).toBe(`Reset your password | ${appName}`);
      await page.user.type(field('Email'), 'selam@example.com');
      await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
      expect(emailOnlySchema.parse(page.api.calls(FORGOT)[0]?.body)).toEqual({
        email: 'selam@example.com',
      });
      answer.release();
      expect((await screen.findByTestId('reset-request-result')).textContent).toBe(
        'If an account exists for that email, a reset link is on its way.',
      );
    });

    it('offline, advises checking the connection', async () => {
      const page = await renderScreen(ResetPasswordPage, {
        route,
        api: { [FORGOT]: networkFailure },
      });
      goOffline();
      await page.user.type(field('Email'), 'selam@example.com');
      await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Could not send the reset link. Please check your connection and try again.',
      );
    });
  });

  describe('with a link: choosing a new password', () => {
    const at = `${route}?token=${TOKEN}`;

    it('checks that the two passwords match before sending', async () => {
      const page = await renderScreen(ResetPasswordPage, { route, at });
      expect(document.title).toBe(`Set a new password | ${appName}`);
      await page.user.type(field('New password'), 'secret12');
      await page.user.type(field('Confirm password'), 'secret13');
      await page.user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(screen.getByText('Passwords do not match')).toBeTruthy();
      expect(page.api.calls(RESET)).toHaveLength(0);
    });

    it('saves the new password and leads back to the login', async () => {
      const page = await renderScreen(ResetPasswordPage, {
        route,
        at,
        api: { [RESET]: ok(null, { message: '' }) },
      });
      await page.user.type(field('New password'), 'secret12');
      await page.user.type(field('Confirm password'), 'secret12');
      await page.user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect((await screen.findByTestId('reset-done')).textContent).toBe(
        'Your password has been reset successfully.',
      );
      expect(screen.getByText('Taking you to the login page…')).toBeTruthy();
      const sent = resetPasswordSchema.parse({
        ...(page.api.calls(RESET)[0]?.body as object),
        confirmPassword: 'secret12',
      });
      expect(sent).toMatchObject({ token: TOKEN, newPassword: 'secret12' });
      await page.user.click(screen.getByRole('link', { name: 'Back to login' }));
      expect(page.location()).toBe('/login');
    });

    it('says an expired link could not reset the password, and offers a new link', async () => {
      const page = await renderScreen(ResetPasswordPage, {
        route,
        at,
        api: { [RESET]: fail(400, 'Request failed with status 400') },
      });
      await page.user.type(field('New password'), 'secret12');
      await page.user.type(field('Confirm password'), 'secret12');
      await page.user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Could not reset your password. The link may have expired.',
      );
      expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
        '/reset-password',
      );
    });
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(ResetPasswordPage, { route, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'መሕለፊ ቃል ምሕዳስ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'መላግቦ ስደዱ' })).toBeTruthy();
  });
});
