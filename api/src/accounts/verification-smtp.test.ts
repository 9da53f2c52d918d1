import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { asNewClient } from '../../test/fixtures/accounts.ts';

/** Port from the accounts range of the team rules. */
const SMTP_PORT = 43025;

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let app: TestApp;

/** The message body with quoted-printable soft breaks and escapes undone (enough to read links). */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  app = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    PUBLIC_URL: 'https://academy.example',
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('verification e-mail over SMTP', () => {
  it('is delivered by the e-mail job through a real SMTP server, and its link verifies the account', async () => {
    const email = 'smtp-learner@example.test';
    const res = await app.request('POST', '/api/auth/register', {
      body: { name: 'Senait Habte', email, phoneNumber: '+12025550142', password: 'secret12' },
      headers: asNewClient(),
    });
    expect(res.status).toBe(201);
    const mail = await eventually(async () => received.find((m) => m.to.includes(email)), 20_000);
    const text = readable(mail.raw);
    expect(text).toMatch(/Subject: Verify your email address/);
    const token = /https:\/\/academy\.example\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    const verified = await app.request('POST', '/api/auth/verify-email', {
      body: { token },
      headers: asNewClient(),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ email, isVerified: true });
  });
});
