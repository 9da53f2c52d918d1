import { CONTACT_MESSAGES } from '@academy/shared';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { OutboxMailer } from '../email/mailer.ts';
import { CONTACT_LIMIT } from './contact.routes.ts';
import { contactMessages } from './contact.table.ts';

const THANKS = 'Thank you! Your message has been sent. We will reply within 24 hours.';

const valid = {
  name: 'Almaz Tesfaye',
  email: 'almaz@example.com',
  subject: 'Certificate question',
  message: 'ሰላም! When do I get my certificate?',
};

let app: TestApp;
let proxiedApp: TestApp;
beforeAll(async () => {
  [app, proxiedApp] = await Promise.all([startTestApp(), startTestApp({ TRUST_PROXY: 'false' })]);
});

/** Each test speaks from its own address (through the trusted loopback proxy), so limits never mix. */
let nextAddress = 1;
const from = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

const submit = (body: unknown, headers: Record<string, string> = from(), target = app) =>
  target.request('POST', '/api/contact/submit', { body, headers });

describe('POST /api/contact/submit: validation', () => {
  it.each([
    ['name', { name: undefined }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: 42 }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: 'n'.repeat(201) }, CONTACT_MESSAGES.tooLong],
    ['email', { email: undefined }, CONTACT_MESSAGES.emailRequired],
    ['email', { email: '' }, CONTACT_MESSAGES.emailRequired],
    ['email', { email: 'almaz@' }, CONTACT_MESSAGES.emailInvalid],
    ['email', { email: 'almaz example.com' }, CONTACT_MESSAGES.emailInvalid],
    ['subject', { subject: undefined }, CONTACT_MESSAGES.subjectRequired],
    ['subject', { subject: '\n\t' }, CONTACT_MESSAGES.subjectRequired],
    ['message', { message: undefined }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: '' }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: 'm'.repeat(10_001) }, CONTACT_MESSAGES.tooLong],
  ])('refuses a bad %s with "%s"', async (field, change, message) => {
    const res = await submit({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message, errors: { [field]: message } });
  });

  it('names every bad field at once, the first one as the message', async () => {
    const res = await submit({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTACT_MESSAGES.nameRequired);
    expect(res.body.errors).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses a body that is not an object', async () => {
    const res = await submit(['not', 'an', 'object']);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be a JSON object');
  });
});

describe('POST /api/contact/submit: a valid message', () => {
  it('is stored, and e-mailed to support through the job queue with the visitor as reply-to', async () => {
    const res = await app.request('POST', '/api/contact/submit', {
      body: { ...valid, name: '  Almaz Tesfaye  ' },
      headers: { ...from(), 'accept-language': 'ti-ER,ti;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: THANKS });

    const [row] = await app.ctx.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row).toMatchObject({ ...valid, language: 'ti' });

    const outbox = app.ctx.mailer as OutboxMailer;
    expect(outbox).toBeInstanceOf(OutboxMailer);
    const mail = await eventually(async () =>
      (await outbox.list()).find((m) => m.subject === `[Contact] ${valid.subject}`),
    );
    expect(mail).toMatchObject({
      to: app.config.site.supportEmail,
      replyTo: valid.email,
      from: `${app.config.site.appName} <${app.config.site.supportEmail}>`,
    });
    expect(mail.text).toContain('Name: Almaz Tesfaye');
    expect(mail.text).toContain(`E-mail: ${valid.email}`);
    expect(mail.text).toContain('Language: ti');
    expect(mail.text).toContain(valid.message);
  });

  it('keeps a subject on one line, so a visitor cannot add mail headers', async () => {
    const res = await submit({ ...valid, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(res.status).toBe(200);
    const outbox = app.ctx.mailer as OutboxMailer;
    const mail = await eventually(async () =>
      (await outbox.list()).find((m) => m.subject.includes('victim')),
    );
    expect(mail.subject).toBe('[Contact] Hi Bcc: victim@example.com');
  });
});

describe('POST /api/contact/submit: rate limit', () => {
  const expectedMessage =
    'You have sent several messages in a short time. Please try again in about 1 hour.';

  it(`accepts ${CONTACT_LIMIT.points} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const address = from();
    for (let i = 0; i < CONTACT_LIMIT.points; i += 1) {
      expect((await submit(valid, address)).status).toBe(200);
    }
    const refused = await submit(valid, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, data: null, message: expectedMessage });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(CONTACT_LIMIT.durationSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT.durationSeconds);
    // Another visitor behind the same proxy is not affected.
    expect((await submit(valid)).status).toBe(200);
  });

  it('allows RATE_LIMIT_SCALE times as many messages when an operator raises the limits', async () => {
    const scaled = await startTestApp({ RATE_LIMIT_SCALE: '2' });
    const address = from();
    for (let i = 0; i < CONTACT_LIMIT.points * 2; i += 1) {
      expect((await submit(valid, address, scaled)).status).toBe(200);
    }
    expect((await submit(valid, address, scaled)).status).toBe(429);
  });

  it('does not count messages refused for a typo', async () => {
    const address = from();
    for (let i = 0; i < 3; i += 1)
      expect((await submit({ ...valid, email: 'x' }, address)).status).toBe(400);
    for (let i = 0; i < CONTACT_LIMIT.points; i += 1) {
      expect((await submit(valid, address)).status).toBe(200);
    }
  });

  it('counts an IPv6 visitor by network (/64), so new addresses from one line do not reset it', async () => {
    for (let i = 0; i < CONTACT_LIMIT.points; i += 1) {
      const res = await submit(valid, {
        'x-forwarded-for': `2001:db8:77:1::${(i + 1).toString(16)}`,
      });
      expect(res.status).toBe(200);
    }
    const refused = await submit(valid, { 'x-forwarded-for': '2001:0db8:0077:0001:ffff::9' });
    expect(refused.status).toBe(429);
    expect((await submit(valid, { 'x-forwarded-for': '2001:db8:77:2::1' })).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot dodge the limit', async () => {
    for (let i = 0; i < CONTACT_LIMIT.points; i += 1) {
      expect((await submit(valid, from(), proxiedApp)).status).toBe(200);
    }
    const refused = await submit(valid, from(), proxiedApp);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(expectedMessage);
  });
});
