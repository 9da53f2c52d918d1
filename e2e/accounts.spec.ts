import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { baseURL, googleMockPort } from '../playwright.config.ts';
import { academyApi, expect, mailbox, openIn, test } from './fixtures.ts';

/**
 * The learner's account in the browser (spec 000 §2, §4, §5, §8; 001 §2, §4): registration with a photo,
 * the e-mailed verification link, the dashboard, the profile, the password, signing out and in, a
 * deactivation noticed by the 30 s session check, and Google sign-in through to the phone-number step,
 * all against the real server, its outbox and a local OAuth2 server standing in for Google.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const PHOTO = path.join(here, '../pwa/public/icons/icon-192.png');
const ADMIN = { email: 'admin@academy.local', password: 'Admin123!' };

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // The cookie banner is the shell's; answered once here so it does not cover the forms.
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

/** The navbar hides while the page is scrolled down (spec 000 §2): back to the top, as a learner would. */
/** The signed-in hint the app keeps in a cookie for the server (undefined: none). */
async function signedInHint(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'signed_in')?.value;
}

async function openUserMenu(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('user-menu-button').first().click();
}

test.describe.serial('a learner with an e-mail account', () => {
  const id = tag();
  const learner = {
    firstName: 'Selam',
    lastName: `Tesfay${id.slice(0, 4)}`,
    email: `selam.${id}@example.com`,
    phone: '+2917123456',
    password: 'first-pass1',
    newPassword: 'second-pass2',
  };
  let userId = '';

  test('registers with a photo and verifies the e-mail from the outbox', async ({ page }) => {
    await openIn(page, '/register', 'en');
    await page.getByLabel('First name').fill(learner.firstName);
    await page.getByLabel('Last name').fill(learner.lastName);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel(/^Password/).fill(learner.password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(
      page.getByText('Please enter a valid international phone number (e.g., +1234567890)'),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Phone number').fill(learner.phone);
    await page.getByLabel('Confirm password').fill(learner.password);
    await page.locator('input[type=file][name=profilePhoto]').setInputFiles(PHOTO);
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('photo-preview')).toHaveCount(0);
    await page.locator('input[type=file][name=profilePhoto]').setInputFiles(PHOTO);
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(page.getByTestId('register-success')).toContainText('Registration successful!');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);

    // Not verified yet: signing in says so and points to the resend page.
    await page.goto('/login');
    await signIn(page, learner.email, learner.password);
    await expect(page.getByText('Please verify your email first')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Resend the verification email', exact: true }),
    ).toBeVisible();

    const message = (await mailbox(page)).find((m) => m.to.includes(learner.email));
    expect(message, 'verification e-mail in the outbox').toBeTruthy();
    const link = message!.links.find((l) => l.includes('/verify-email?token='));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByTestId('verify-success')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.getByTestId('dashboard-welcome')).toHaveText(
      `Welcome back, ${learner.firstName} ${learner.lastName}!`,
    );
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await expect(page.getByTestId('stat-total').getByTestId('stat-value')).toHaveText('0');
    await expect(page.getByTestId('stat-average').getByTestId('stat-value')).toHaveText('0%');
    await expect(page.getByTestId('browse-courses')).toHaveAttribute('href', '/courses');
    // The navbar's avatar is the uploaded photo.
    await expect(page.getByTestId('user-menu-button').first().locator('img')).toBeVisible();
    userId = await page.evaluate(() => localStorage.getItem('userId') ?? '');
    expect(userId).not.toBe('');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('learner');
  });

  test('edits the profile, its photo and the password, then signs out and in again', async ({
    page,
  }) => {
    await openIn(page, '/login', 'en');
    await signIn(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The server is told a learner is signed in here (it then sends them no visitor's drawing).
    expect(await signedInHint(page)).toBe('1');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText(
      `${learner.firstName} ${learner.lastName}`,
    );
    await expect(page.getByText('Email account')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();

    // A local account must keep a phone number; the error goes as soon as the field is edited.
    await page.getByRole('button', { name: 'Edit profile', exact: true }).click();
    await page.getByLabel('Phone number').fill('');
    await page.getByLabel('Age').fill('150');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByTestId('toasts')).toContainText('Please fix the highlighted fields');
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Age must be a whole number between 1 and 120')).toBeVisible();
    await page.getByLabel('Phone number').fill('+291 7 654 321');
    await expect(page.getByText('Phone number is required')).toHaveCount(0);
    await page.getByLabel('Age').fill('29');
    await page.getByLabel('Sex').selectOption('female');
    await page.getByLabel('Address').fill('Harnet Avenue 12');
    await page.getByLabel('City').fill('Asmara');
    await page.getByLabel('Country').fill('Eritrea');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByTestId('toasts')).toContainText('Profile updated successfully');
    await expect(page.getByRole('button', { name: 'Edit profile', exact: true })).toBeVisible();
    await expect(page.getByText('+2917654321')).toBeVisible();
    await expect(page.getByText('Asmara')).toBeVisible();
    await expect(page.getByText('Female')).toBeVisible();

    // Cancel drops unsaved edits.
    await page.getByRole('button', { name: 'Edit profile', exact: true }).click();
    await page.getByLabel('City').fill('Keren');
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await expect(page.getByText('Asmara')).toBeVisible();
    await expect(page.getByText('Keren')).toHaveCount(0);

    // Photo removal and upload take effect at once.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText('Profile photo removed');
    await expect(page.getByTestId('user-menu-button').first().locator('img')).toHaveCount(0);
    await page.getByTestId('profile-photo-input').setInputFiles(PHOTO);
    await expect(page.getByTestId('toasts')).toContainText('Profile photo updated');
    await expect(page.getByTestId('user-menu-button').first().locator('img')).toBeVisible();

    // Password: the panel opens and closes; a wrong current password is the server's message.
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    const form = page.getByTestId('password-form');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await form.getByLabel('Current password').fill('wrong-pass');
    await form.getByLabel(/^New password/).fill(learner.newPassword);
    await form.getByLabel('Confirm new password').fill('mismatch');
    await form.getByRole('button', { name: 'Update password', exact: true }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await form.getByLabel('Confirm new password').fill(learner.newPassword);
    await form.getByRole('button', { name: 'Update password', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText('Current password is incorrect');
    await form.getByLabel('Current password').fill(learner.password);
    await form.getByRole('button', { name: 'Update password', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText('Password changed successfully');
    await expect(form).toHaveCount(0);

    // The change ended other sessions but kept this one: the next session check still passes.
    const check = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await check).status()).toBe(200);
    await expect(page.getByTestId('profile-name')).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await signedInHint(page)).toBeUndefined();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, learner.email, learner.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await page.getByLabel(/^Password/).fill(learner.newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Sent to /login by the profile page, the learner goes back there after signing in.
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('is shown Account Suspended by the session check once an admin deactivates the account', async ({
    page,
    playwright,
  }) => {
    await page.clock.install();
    await openIn(page, '/login', 'en');
    await signIn(page, learner.email, learner.newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    const api = await academyApi(playwright);
    const login = await api.post('/api/admin/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBeTruthy();
    const adminToken = (await login.json()).data.token as string;
    const deactivate = await api.put(`/api/user/admin/${userId}/status`, {
      data: { status: 'inactive' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(deactivate.ok(), await deactivate.text()).toBeTruthy();

    // No reload, no focus change: the periodic check (every 30 s) must find out by itself. The page's
    // clock is Playwright's, moved on 30 s instead of waiting them.
    const modal = page.getByTestId('account-suspended-modal');
    await page.clock.runFor(30_000);
    await expect(modal.getByText('Account Suspended')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Signing in again shows the same modal, whose Contact Support goes to the terms page.
    await signIn(page, learner.email, learner.newPassword);
    await expect(modal.getByText('Account Suspended')).toBeVisible();
    await modal.getByRole('button', { name: 'Contact Support', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);

    await api.put(`/api/user/admin/${userId}/status`, {
      data: { status: 'active' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    await api.dispose();
  });
});

test('an admin at the learner login is sent to the admin login, in both languages', async ({
  page,
}) => {
  // Probe finding 24.9: the learner login refuses an administrator's password.
  await openIn(page, '/login', 'en');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(
    page.getByText('This is an administrator account. Please sign in on the admin login page.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('link', { name: 'Go to the admin login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.evaluate(() => localStorage.setItem('language', 'ti'));
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(ADMIN.email);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('link', { name: 'ናብ ምእታው ኣመሓዳሪ ኺዱ' })).toBeVisible();
});

test.describe.serial('Google sign-in', () => {
  let oauth: OAuth2Server;
  const id = tag();
  const google = {
    sub: `google-${id}`,
    email: `abebe.${id}@gmail.example`,
    email_verified: true,
    name: 'Abebe Kidane',
    given_name: 'Abebe',
    family_name: 'Kidane',
  };

  test.beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(googleMockPort, '127.0.0.1');
    // Every userinfo call answers this learner's profile, as Google would after consent.
    oauth.service.on('beforeUserinfo', (response) => {
      response.body = google;
      response.statusCode = 200;
    });
  });

  test.afterAll(async () => {
    await oauth?.stop();
  });

  test('a new Google learner gives a phone number and lands on the dashboard', async ({ page }) => {
    await openIn(page, '/login', 'en');
    await page.getByTestId('google-sign-in').click();
    await expect(page).toHaveURL(/\/complete-google-registration\?/);
    await expect(page.getByText(google.email)).toBeVisible();
    await expect(page.getByText('Welcome, Abebe Kidane!')).toBeVisible();

    await page.getByRole('button', { name: 'Complete registration', exact: true }).click();
    await expect(page.getByText('Please enter your phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('0912 345');
    await page.getByRole('button', { name: 'Complete registration', exact: true }).click();
    await expect(
      page.getByText('Please enter a valid international phone number (e.g., +1234567890)'),
    ).toBeVisible();
    await page.getByLabel('Phone number').fill('  +2917111222 ');
    await page.getByRole('button', { name: 'Complete registration', exact: true }).click();
    await expect(page.getByTestId('complete-google-success')).toHaveText(
      'Registration completed successfully!',
    );
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome back, Abebe Kidane!');

    await page.goto('/profile');
    await expect(page.getByText('Google account')).toBeVisible();
    await expect(page.getByText('+2917111222')).toBeVisible();
  });

  test('a returning Google learner passes the callback page to the dashboard', async ({ page }) => {
    await openIn(page, '/login', 'en');
    await page.getByTestId('google-sign-in').click();
    await expect(page.getByTestId('google-callback-success')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/google-callback\?token=/);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome back, Abebe Kidane!');
  });

  test('the callback page reports errors and returns to login', async ({ page }) => {
    await openIn(page, '/auth/google-callback?error=Google%20sign-in%20was%20cancelled.', 'en');
    await expect(page.getByTestId('google-callback-error')).toHaveText(
      'Google sign-in was cancelled.',
    );
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await page.goto('/auth/google-callback');
    await expect(page.getByTestId('google-callback-error')).toHaveText(
      'No authentication token received',
    );

    await page.goto('/auth/google-callback?token=not-a-real-token');
    await expect(page.getByTestId('google-callback-error')).toHaveText(
      'Authentication failed. Please try again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an incomplete registration link starts in error with only Go to Login', async ({
    page,
  }) => {
    await openIn(page, '/complete-google-registration?registrationToken=abc&email=a%40b.c', 'en');
    await expect(page.getByTestId('complete-google-error')).toHaveText(
      'Invalid registration link. Please try signing in with Google again.',
    );
    await expect(page.getByRole('button', { name: 'Try Again', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('@phone a learner signs in, opens the profile and signs out through the mobile menu, in Tigrinya', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, '/dashboard', 'ti');
  // A learner page without a token goes to the login page.
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('input[name=email]').fill('learner@academy.local');
  await page.locator('input[name=password]').fill('Learner123!');
  await page.getByRole('button', { name: 'እተዉ', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('እንቋዕ ብደሓን መጻእኩም፡ Demo Learner!');
  await expect(page.getByText('ኩሎም ኮርሳት')).toBeVisible();

  await page.locator('button[aria-controls=mobile-menu]').click();
  const menu = page.getByTestId('user-menu-inline');
  await expect(menu.getByText('learner@academy.local')).toBeVisible();
  await menu.getByRole('link', { name: 'ፕሮፋይል', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Demo Learner');
  await expect(page.getByText('ኣካውንት ኢመይል')).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.locator('button[aria-controls=mobile-menu]').click();
  await menu.getByRole('button', { name: 'ውጹ', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
