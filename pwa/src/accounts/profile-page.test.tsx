import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, held, networkFailure, never, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { LEARNER_TOKEN, renderScreen } from '../test/render-screen.tsx';
import { storeSession } from '../session/auth-storage.ts';
import type { AccountUser } from './accounts-api.ts';
import ProfilePage from './profile-page.tsx';

const route = '/profile';
const ME = 'GET /api/auth/me';
const SAVE = 'PUT /api/auth/profile';
const USER: AccountUser = { ...LEARNER, phoneNumber: '+291 7 123 456', city: 'Asmara' };

describe('ProfilePage', () => {
  it('says it is loading while the account is on its way (nothing stored yet)', async () => {
    storeSession(LEARNER_TOKEN);
    await renderScreen(ProfilePage, { route, api: { [ME]: never } });
    expect(screen.getByRole('status').textContent).toBe('Loading your profile…');
    expect(document.title).toBe('My profile | Selam Academy');
  });

  it("shows the learner's details, read-only until Edit profile", async () => {
    await renderScreen(ProfilePage, { route, learner: USER, api: { [ME]: ok(USER) } });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    const personal = screen.getByRole('heading', { name: 'Personal information' }).parentElement!;
    expect(within(personal.parentElement!).getByText('Selam')).toBeTruthy();
    expect(screen.getAllByText('selam@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Asmara')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Security settings' })).toBeTruthy();
  });

  it('saves an edited name, says so and shows it', async () => {
    const save = held(ok<AccountUser>({ ...USER, firstName: 'Saba', name: 'Saba Tesfay' }));
    const page = await renderScreen(ProfilePage, {
      route,
      learner: USER,
      api: { [ME]: ok(USER), [SAVE]: save.reply },
    });
    await page.user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await page.fill('First name', 'Saba');
    await page.user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Saving…' })[0]).toHaveProperty('disabled', true);
    const sent = page.api.calls(SAVE)[0]?.body as FormData;
    expect(sent.get('firstName')).toBe('Saba');
    expect(sent.get('lastName')).toBe('Tesfay');
    save.release();
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByText('Saba')).toBeTruthy();
  });

  it("explains a refused save with the server's sentence and keeps the form open", async () => {
    const page = await renderScreen(ProfilePage, {
      route,
      learner: USER,
      api: { [ME]: ok(USER), [SAVE]: fail(400, 'Age must be a number') },
    });
    await page.user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await page.fill('First name', 'Saba');
    await page.user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Age must be a number')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);
  });

  it('explains a failed load and loads again on Try again', async () => {
    storeSession(LEARNER_TOKEN);
    const page = await renderScreen(ProfilePage, {
      route,
      api: { [ME]: fail(500, 'Internal error') },
    });
    expect(await screen.findByText('Failed to load your profile')).toBeTruthy();
    page.api.set({ [ME]: ok(USER) });
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
  });

  it('offline, shows the stored account rather than an error', async () => {
    await renderScreen(ProfilePage, {
      route,
      learner: USER,
      offline: true,
      api: { [ME]: networkFailure },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('Asmara')).toBeTruthy();
    expect(screen.getByTestId('offline-banner').textContent).toContain("You're offline.");
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await renderScreen(ProfilePage, { route });
    expect(page.location()).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(ProfilePage, {
      route,
      language: 'ti',
      learner: USER,
      api: { [ME]: ok(USER) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ፕሮፋይለይ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ፕሮፋይል ኣመሓይሹ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ውልቃዊ ሓበሬታ' })).toBeTruthy();
  });
});
