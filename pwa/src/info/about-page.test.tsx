import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { renderScreen } from '../test/render-screen.tsx';
import AboutPage from './about-page.tsx';

const appName = DEFAULT_SITE_CONFIG.appName;

/** A static page (precached, no API call): it reads the same offline, so it has no loading state. */
describe('AboutPage', () => {
  it('shows its static figures and sections, with its title', async () => {
    await renderScreen(AboutPage, { route: '/about' });
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

  it('leads on to the catalogue and the contact page', async () => {
    const page = await renderScreen(AboutPage, { route: '/about' });
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await page.user.click(screen.getByRole('link', { name: 'Browse courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(AboutPage, { route: '/about', language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: `ብዛዕባ ${appName}` })).toBeTruthy();
    expect(screen.getByText('መጠን ዓወት')).toBeTruthy();
    expect(document.title).toBe(`ብዛዕባና | ${appName}`);
  });
});
