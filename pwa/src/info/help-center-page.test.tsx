import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { renderScreen } from '../test/render-screen.tsx';
import HelpCenterPage from './help-center-page.tsx';

const site = DEFAULT_SITE_CONFIG;
const questionsIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** A static page (precached, no API call): it reads the same offline, so it has no loading state. */
describe('HelpCenterPage', () => {
  it('opens questions one by one and filters them by category tab', async () => {
    const page = await renderScreen(HelpCenterPage, { route: '/help-center' });
    expect(document.title).toBe(`Help Center | ${site.appName}`);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button')).toHaveLength(14);

    const first = within(panel).getByRole('button', { name: 'How do I create an account?' });
    const second = within(panel).getByRole('button', { name: 'How do I buy a course?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await page.user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByRole('region', { name: 'How do I create an account?' }).textContent,
    ).toContain('verification link');
    await page.user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await page.user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');

    const tab = (name: string) => screen.getByRole('tab', { name });
    await page.user.click(tab('Payments'));
    expect(tab('Payments').getAttribute('aria-selected')).toBe('true');
    expect(tab('All').getAttribute('aria-selected')).toBe('false');
    expect(questionsIn(screen.getByRole('tabpanel'))).toEqual([
      'Which payment methods do you accept?',
      'Can I get a refund?',
      'Do you store my card details?',
    ]);
    await page.user.click(
      screen.getByRole('button', { name: 'Which payment methods do you accept?' }),
    );
    expect(
      screen.getByRole('region', { name: 'Which payment methods do you accept?' }).textContent,
    ).toContain('Visa, MasterCard and American Express');

    await page.user.click(tab('Certificates'));
    expect(questionsIn(screen.getByRole('tabpanel'))).toHaveLength(2);
    // Arrow keys move along the tabs, as in any tab list.
    await page.user.keyboard('{ArrowRight}');
    expect(tab('Payments').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Payments'));
    await page.user.click(tab('All'));
    expect(questionsIn(screen.getByRole('tabpanel'))).toHaveLength(14);
  });

  it('offers e-mail, WhatsApp and the contact page', async () => {
    const page = await renderScreen(HelpCenterPage, { route: '/help' });
    expect(screen.getByRole('link', { name: /E-mail support/ }).getAttribute('href')).toBe(
      `mailto:${site.supportEmail}`,
    );
    const whatsapp = screen.getByRole('link', { name: /WhatsApp chat/ });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Reply within 24 hours')).toBeTruthy();
    const more = screen.getByRole('region', { name: 'Still need help?' });
    await page.user.click(within(more).getByRole('link', { name: 'Contact us' }));
    expect(page.location()).toBe('/contact');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(HelpCenterPage, { route: '/help-center', language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: 'ማእከል ሓገዝ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ገንዘበይ ክምለሰለይ ይኽእል ዶ?' })).toBeTruthy();
    expect(document.title).toBe(`ማእከል ሓገዝ | ${site.appName}`);
  });
});
