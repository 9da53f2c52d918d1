import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, held, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import GroupLinkExpiredPage from './group-link-expired-page.tsx';

const route = '/group-link-expired';
const COURSE_ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const TOKEN = 'GET /api/courses/:id/group-token';

describe('GroupLinkExpiredPage', () => {
  it('says the link expired and leads to the dashboard', async () => {
    const page = await renderScreen(GroupLinkExpiredPage, { route });
    expect(document.title).toBe(
      `This WhatsApp group link has expired | ${DEFAULT_SITE_CONFIG.appName}`,
    );
    expect(
      screen.getByRole('heading', { name: 'This WhatsApp group link has expired' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the WhatsApp group' })).toBeNull();
    await page.user.click(screen.getByRole('link', { name: 'My dashboard' }));
    expect(page.location()).toBe('/dashboard');
  });

  it('gets a new join link for the course, busy meanwhile, and asks before opening it', async () => {
    const answer = held(
      ok({ joinUrl: 'https://chat.whatsapp.com/abc', expiresAt: '2026-11-26T12:30:00.000Z' }),
    );
    const page = await renderScreen(GroupLinkExpiredPage, {
      route,
      at: `${route}?course=${COURSE_ID}`,
      learner: LEARNER,
      api: { [TOKEN]: answer.reply },
    });
    await page.user.click(screen.getByRole('button', { name: 'Join the WhatsApp group' }));
    expect(page.api.calls(TOKEN)[0]?.params.id).toBe(COURSE_ID);
    answer.release();
    expect(await screen.findByText('Open the WhatsApp group?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open WhatsApp' })).toBeTruthy();
  });

  it('says the link could not be made (offline or refused)', async () => {
    const page = await renderScreen(GroupLinkExpiredPage, {
      route,
      at: `${route}?course=${COURSE_ID}`,
      learner: LEARNER,
      api: { [TOKEN]: fail(500, 'Internal error') },
    });
    await page.user.click(screen.getByRole('button', { name: 'Join the WhatsApp group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate access token');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(GroupLinkExpiredPage, { route, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'እዚ ናይ ጉጅለ ዋትስኣፕ መላግቦ ግዚኡ ሓሊፉ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ዳሽቦርደይ' })).toBeTruthy();
  });
});
