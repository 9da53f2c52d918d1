import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { asNewClient } from '../../test/fixtures/accounts.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://academy.example' });
});
afterAll(async () => {
  await smtp?.close();
});

describe('verification e-mail over SMTP', () => {
  it('is delivered by the e-mail job through a real SMTP server, and its link verifies the account', async () => {
    const email = 'smtp-learner@example.test';
    const res = await app.request('POST', '/api/auth/register', {
      body: { name: 'Senait Habte', email, phoneNumber: '+12025550142', password: 'secret12' },
      headers: asNewClient(),
    });
    expect(res.status).toBe(201);
    const mail = await eventually(
      async () => smtp.messages.find((m) => m.to.includes(email)),
      20_000,
    );
    expect(mail.subject).toMatch(/Verify your email address/);
    const token = /https:\/\/academy\.example\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const verified = await app.request('POST', '/api/auth/verify-email', {
      body: { token },
      headers: asNewClient(),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ email, isVerified: true });
  });
});
