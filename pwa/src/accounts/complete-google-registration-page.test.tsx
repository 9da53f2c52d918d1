import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeGoogleRegistrationSchema, DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { goOffline, renderScreen } from '../test/render-screen.tsx';
import { getToken } from '../session/auth-storage.ts';
import CompleteGoogleRegistrationPage from './complete-google-registration-page.tsx';

const route = '/complete-google-registration';
const COMPLETE = 'POST /api/auth/complete-google-registration';
const REGISTRATION_TOKEN = 'r'.repeat(40);
const at = `${route}?registrationToken=${REGISTRATION_TOKEN}&email=abebe%40example.com&name=Abebe`;
const complete = () => screen.getByRole('button', { name: 'Complete registration' });

describe('CompleteGoogleRegistrationPage', () => {
  it('greets the learner and checks the phone number before sending', async () => {
    const page = await renderScreen(CompleteGoogleRegistrationPage, { route, at });
    expect(document.title).toBe(`Complete your registration | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByText('Welcome, Abebe! One last step: add your phone number.')).toBeTruthy();
    expect(screen.getByText('abebe@example.com')).toBeTruthy();
    await page.user.click(complete());
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    expect(page.api.calls(COMPLETE)).toHaveLength(0);
  });

  it('saves the phone number, stores the session and says all is set', async () => {
    const answer = held(ok({ token: 'jwt-g', user: LEARNER }, { message: '' }));
    const page = await renderScreen(CompleteGoogleRegistrationPage, {
      route,
      at,
      api: { [COMPLETE]: answer.reply },
    });
    await page.fill('Phone number', '+2917123456');
    await page.user.click(complete());
    expect(screen.getByRole('status').textContent).toBe('Saving your phone number…');
    expect(completeGoogleRegistrationSchema.parse(page.api.calls(COMPLETE)[0]?.body)).toEqual({
      registrationToken: REGISTRATION_TOKEN,
      phoneNumber: '+2917123456',
    });
    answer.release();
    expect((await screen.findByTestId('complete-google-success')).textContent).toBe(
      'Registration completed successfully!',
    );
    expect(screen.getByText('Taking you to your dashboard…')).toBeTruthy();
    expect(getToken()).toBe('jwt-g');
  });

  it('explains a refusal, and Try Again returns to an empty phone field', async () => {
    const page = await renderScreen(CompleteGoogleRegistrationPage, {
      route,
      at,
      api: { [COMPLETE]: fail(500, 'Internal error') },
    });
    await page.fill('Phone number', '+2917123456');
    await page.user.click(complete());
    expect((await screen.findByTestId('complete-google-error')).textContent).toBe(
      'Failed to complete registration. Please try again.',
    );
    await page.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '');
  });

  it('offline, advises checking the connection', async () => {
    const page = await renderScreen(CompleteGoogleRegistrationPage, {
      route,
      at,
      api: { [COMPLETE]: networkFailure },
    });
    goOffline();
    await page.fill('Phone number', '+2917123456');
    await page.user.click(complete());
    expect((await screen.findByTestId('complete-google-error')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('starts an incomplete link in error with only Go to Login', async () => {
    const page = await renderScreen(CompleteGoogleRegistrationPage, {
      route,
      at: `${route}?registrationToken=abc&email=a%40b.c`,
    });
    expect(screen.getByTestId('complete-google-error').textContent).toBe(
      'Invalid registration link. Please try signing in with Google again.',
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await page.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(page.location()).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(CompleteGoogleRegistrationPage, { route, at, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'ምዝገባኹም ኣዛዝሙ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ምዝገባ ኣዛዝሙ' })).toBeTruthy();
  });
});
