import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG, type RatingSummary } from '@academy/shared';
import { networkFailure, ok } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AboutPage from './about-page.tsx';

const appName = DEFAULT_SITE_CONFIG.appName;
/** Nobody rated yet: the figures are the site configuration's claims. */
const NO_RATINGS = {
  'GET /api/ratings/summary': ok<RatingSummary>({ average: null, count: 0, learners: 0 }),
};

/**
 * A precached page: its one call, the rating summary, only replaces two claims with real figures, so
 * it reads the same offline (the claims stay) and has no loading state.
 */
describe('AboutPage', () => {
  it('shows its static figures and sections, with its title', async () => {
    await renderScreen(AboutPage, { route: '/about', api: NO_RATINGS });
    expect(screen.getByRole('heading', { level: 1, name: `About ${appName}` })).toBeTruthy();
    const stats = screen.getByRole('region', { name: `${appName} in numbers` });
    const figures = [
      ['100+', 'Students'],
      ['10+', 'Instructors'],
      ['95%', 'Success rate'],
      ['4.9/5', 'Average rating'],
    ];
    for (const [value, label] of figures) {
      expect(within(stats).getByText(value ?? '')).toBeTruthy();
      expect(within(stats).getByText(label ?? '')).toBeTruthy();
    }
    for (const heading of ['Our mission', 'Why choose us', 'Our values', 'Our team'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(document.title).toBe(`About Us | ${appName}`);
  });

  it('shows the real average and learner count once learners rated a course', async () => {
    await renderScreen(AboutPage, {
      route: '/about',
      api: {
        'GET /api/ratings/summary': ok<RatingSummary>({ average: 4.3, count: 3, learners: 42 }),
      },
    });
    const stats = screen.getByRole('region', { name: `${appName} in numbers` });
    expect(await within(stats).findByText('4.3/5')).toBeTruthy();
    expect(within(stats).getByText('42')).toBeTruthy();
  });

  it('keeps the claims when the summary cannot be had', async () => {
    const page = await renderScreen(AboutPage, {
      route: '/about',
      api: { 'GET /api/ratings/summary': networkFailure },
    });
    await vi.waitFor(() => expect(page.api.calls('GET /api/ratings/summary')).toHaveLength(1));
    const stats = screen.getByRole('region', { name: `${appName} in numbers` });
    expect(within(stats).getByText('4.9/5')).toBeTruthy();
    expect(within(stats).getByText('100+')).toBeTruthy();
  });

  it('leads on to the catalogue and the contact page', async () => {
    const page = await renderScreen(AboutPage, { route: '/about', api: NO_RATINGS });
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await page.user.click(screen.getByRole('link', { name: 'Browse courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(AboutPage, { route: '/about', language: 'ti', api: NO_RATINGS });
    expect(screen.getByRole('heading', { level: 1, name: `ብዛዕባ ${appName}` })).toBeTruthy();
    expect(screen.getByText('መጠን ዓወት')).toBeTruthy();
    expect(document.title).toBe(`ብዛዕባና | ${appName}`);
  });
});
