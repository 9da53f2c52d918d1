import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { renderScreen } from '../test/render-screen.tsx';
import TermsPage from './terms-page.tsx';

const site = DEFAULT_SITE_CONFIG;

/** A static page (precached, no API call): it reads the same offline, so it has no loading state. */
describe('TermsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-14T09:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists its ten sections in the contents, dated today, with its title', async () => {
    await renderScreen(TermsPage, { route: '/terms-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(document.title).toBe(`Terms of Service | ${site.appName}`);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated: March 14, 2030');
    const payment = screen.getByRole('region', { name: '4. Payment terms' });
    expect(payment.textContent).toContain('US dollars (USD)');
    expect(payment.textContent).toContain('All sales are final');
  });

  it('jumps to a section from the contents and gives its heading the focus', async () => {
    const page = await renderScreen(TermsPage, { route: '/terms-of-service' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    await page.user.click(within(contents).getByRole('link', { name: /Payment terms/ }));
    expect(window.location.hash).toBe('#payment');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '4. Payment terms' }));
  });

  it('links to the privacy policy, the contact form and the support e-mail', async () => {
    const page = await renderScreen(TermsPage, { route: '/terms-of-service' });
    const contact = screen.getByRole('region', { name: '10. Contact us' });
    expect(
      within(contact).getByRole('link', { name: site.supportEmail }).getAttribute('href'),
    ).toBe(`mailto:${site.supportEmail}`);
    await page.user.click(screen.getByRole('link', { name: 'Read our Privacy Policy' }));
    expect(page.location()).toBe('/privacy-policy');
  });

  it('speaks Tigrinya, with a Tigrinya date', async () => {
    await renderScreen(TermsPage, { route: '/terms-of-service', language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: 'ውዕል ኣገልግሎት' })).toBeTruthy();
    expect(screen.getByTestId('last-updated').textContent).toBe('ናይ መወዳእታ ምሕዳስ፦ 14 መጋቢት 2030');
    expect(screen.getByRole('region', { name: '5. ኣእምሮኣዊ ንብረት' })).toBeTruthy();
  });
});
