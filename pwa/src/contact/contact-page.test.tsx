import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactSubmitSchema, DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, held, networkFailure, ok } from '../test/api-stub.ts';
import { goOnline, renderScreen } from '../test/render-screen.tsx';
import ContactPage from './contact-page.tsx';

const route = '/contact';
const site = DEFAULT_SITE_CONFIG;
const SEND = 'POST /api/contact/submit';
const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** What a screen reader reads after the field's name: its error, if any. */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function fillIn(page: Awaited<ReturnType<typeof renderScreen>>) {
  await page.user.type(field('Full name'), 'Selam Tesfay');
  await page.user.type(field('E-mail'), 'selam@example.com');
  await page.user.type(field('Subject'), 'Certificate question');
  await page.user.type(field('Message'), 'Where do I find my certificate?');
}

describe('ContactPage', () => {
  it('shows each validation error beside its field and clears it on edit', async () => {
    const page = await renderScreen(ContactPage, { route });
    expect(document.title).toBe(`Contact Us | ${site.appName}`);
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(description(field('Full name'))).toBe('Name is required');
    expect(description(field('E-mail'))).toBe('Email is required');
    expect(description(field('Subject'))).toBe('Subject is required');
    expect(description(field('Message'))).toBe('Message is required');
    expect(document.activeElement).toBe(field('Full name'));

    await page.user.type(field('Full name'), 'Selam');
    expect(field('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name is required')).toBeNull();
    await page.user.type(field('E-mail'), 'selam-at-example');
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(description(field('E-mail'))).toBe('Please enter a valid email address');
    expect(page.api.calls(SEND)).toHaveLength(0);
  });

  it('sends a valid message, says so while sending and after, and clears the form', async () => {
    const send = held(ok(null, { message: 'Message sent' }));
    const page = await renderScreen(ContactPage, { route, api: { [SEND]: send.reply } });
    await fillIn(page);
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    // The API checks the body with the shared schema; so does the test.
    const body = contactSubmitSchema.parse(page.api.calls(SEND)[0]?.body);
    expect(body).toEqual({
      name: 'Selam Tesfay',
      email: 'selam@example.com',
      subject: 'Certificate question',
      message: 'Where do I find my certificate?',
    });
    send.release();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you! Your message has been sent. We will reply within 24 hours.',
    );
    for (const label of ['Full name', 'E-mail', 'Subject', 'Message'])
      expect(field(label)).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it("explains a failed send with the server's message, keeping what was typed", async () => {
    const page = await renderScreen(ContactPage, {
      route,
      api: { [SEND]: fail(503, 'Mail is down for a moment.') },
    });
    await fillIn(page);
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mail is down for a moment.');
    expect(field('Message')).toHaveProperty('value', 'Where do I find my certificate?');
  });

  it('advises checking the connection when the message cannot leave', async () => {
    const page = await renderScreen(ContactPage, { route, api: { [SEND]: networkFailure } });
    await fillIn(page);
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send message. Please check your connection and try again.',
    );
    expect(field('Message')).toHaveProperty('value', 'Where do I find my certificate?');
  });

  it('offline, holds the message and sends it when the connection returns', async () => {
    const page = await renderScreen(ContactPage, {
      route,
      offline: true,
      api: { [SEND]: ok(null) },
    });
    await fillIn(page);
    await page.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    expect(page.api.calls(SEND)).toHaveLength(0);
    goOnline();
    expect(await screen.findByText(/^Thank you! Your message has been sent./)).toBeTruthy();
    expect(page.api.calls(SEND)).toHaveLength(1);
  });

  it('shows the academy contact cards from the site configuration', async () => {
    await renderScreen(ContactPage, { route });
    expect(screen.getByRole('link', { name: site.supportEmail }).getAttribute('href')).toBe(
      `mailto:${site.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: site.infoEmail })).toBeTruthy();
    expect(screen.getByRole('link', { name: site.supportPhone }).getAttribute('href')).toBe(
      `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`,
    );
    for (const text of [site.addressLine1, site.hoursWeekdays, '24/7 support', 'Secure checkout'])
      expect(screen.getByText(text, { exact: false })).toBeTruthy();
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).parentElement;
    expect(within(faq ?? document.body).getByRole('link', { name: /Help Center/ })).toBeTruthy();
  });

  it('speaks Tigrinya in its errors', async () => {
    const page = await renderScreen(ContactPage, { route, language: 'ti' });
    await page.user.click(screen.getByRole('button', { name: 'መልእኽቲ ስደዱ' }));
    expect(description(field('ምሉእ ስም'))).toBe('በጃኹም ስምኩም ኣእትዉ');
    await page.user.type(field('ኢመይል'), 'not-an-address');
    await page.user.click(screen.getByRole('button', { name: 'መልእኽቲ ስደዱ' }));
    expect(description(field('ኢመይል'))).toBe('በጃኹም ቅኑዕ ኣድራሻ ኢመይል ኣእትዉ');
  });
});
