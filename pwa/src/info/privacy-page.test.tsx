import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { renderScreen } from '../test/render-screen.tsx';
import PrivacyPage from './privacy-page.tsx';
import { DAY_MS } from './use-today.ts';

const site = DEFAULT_SITE_CONFIG;

/** A static page (precached, no API call): it reads the same offline, so it has no loading state. */
describe('PrivacyPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2030-03-14T09:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists every section of the policy, dated today and again the next day', async () => {
    await renderScreen(PrivacyPage, { route: '/privacy-policy' });
    expect(document.title).toBe(`Privacy Policy | ${site.appName}`);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '1.Introduction',
      '2.Information we collect',
      '3.How we use your information',
      '4.How we share information',
      '5.Data security',
      '6.Your rights',
      '7.Cookies',
      '8.International transfers',
      "9.Children's privacy",
      '10.Changes to this policy',
      '11.Contact us',
    ]);
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated: March 14, 2030');
    act(() => {
      vi.advanceTimersByTime(DAY_MS);
    });
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated: March 15, 2030');
  });

  it('names who to write to and what it says about children and transfers', async () => {
    await renderScreen(PrivacyPage, { route: '/privacy-policy' });
    const contact = screen.getByRole('region', { name: '11. Contact us' });
    expect(within(contact).getByRole('link', { name: site.privacyEmail })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: site.dpoEmail })).toBeTruthy();
    expect(contact.textContent).toContain(site.addressLine1);
    expect(screen.getByRole('region', { name: "9. Children's privacy" }).textContent).toContain(
      'under 13',
    );
    expect(
      screen.getByRole('region', { name: '8. International transfers' }).textContent,
    ).toContain('United States');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(PrivacyPage, { route: '/privacy-policy', language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: 'ፖሊሲ ብሕትውና' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '7. ኩኪታት' })).toBeTruthy();
    expect(document.title).toBe(`ፖሊሲ ብሕትውና | ${site.appName}`);
  });
});
