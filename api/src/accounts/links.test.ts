import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asNewClient,
  createLearner,
  tokenFromEmail,
  waitForEmail,
} from '../../test/fixtures/accounts.ts';
import type { OutboxMailer } from '../email/mailer.ts';
import { findUserByEmail } from './user.repository.ts';
import { authTokens } from './user.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
});

const post = (path: string, body: unknown) =>
  app.request('POST', path, { body, headers: asNewClient() });
const outbox = () => (app.ctx.mailer as OutboxMailer).list();
/** Moves every stored link of a user past its expiry, as if the time had passed. */
const expireLinks = (userId: string) =>
  app.ctx.database.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.userId, userId));

async function registerAndGetToken(email: string) {
  const res = await post('/api/auth/register', {
    name: 'Luwam Kidane',
    email,
    phoneNumber: '+4915112345678',
    password: 'first-pass',
  });
  expect(res.status).toBe(201);
  return tokenFromEmail(await waitForEmail(app, email, { subject: /verify/i }), '/verify-email');
}

describe('e-mail verification', () => {
  it('verifies once, signs the learner in, and refuses the same link again', async () => {
    const email = 'luwam@example.test';
    const token = await registerAndGetToken(email);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/verified/i);
    expect(res.body.data.user).toMatchObject({ email, isVerified: true });
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(res.body.data.token) });
    expect(me.body.data.isVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
    expect((await post('/api/auth/login', { email, password: 'first-pass' })).status).toBe(200);
  });

  it('refuses an expired link (24 hours) and an unknown or missing one', async () => {
    const email = 'late@example.test';
    const token = await registerAndGetToken(email);
    const owner = await findUserByEmail(app.ctx.database.db, email);
    const [row] = await app.ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, owner!.id));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5_000);
    await expireLinks(row!.userId);
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);

    const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/invalid/);
    const missing = await post('/api/auth/verify-email', {});
    expect(missing.body.message).toBe(ACCOUNT_MESSAGES.tokenMissing);
  });

  it('stores only a hash of the link token', async () => {
    const token = await registerAndGetToken('hashed@example.test');
    const rows = await app.ctx.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token || r.tokenHash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('resend answers the same for unknown, verified and unverified addresses, and mails only the last', async () => {
    const unverified = 'resend@example.test';
    await registerAndGetToken(unverified);
    const { user: verified } = await createLearner(app);
    const before = (await outbox()).length;
    const answers = [];
    for (const email of ['ghost@example.test', verified.email, unverified]) {
      answers.push(await post('/api/auth/resend-verification', { email }));
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(answers[0]!.body.message);
    }
    const mails = (await outbox()).filter((m) => m.to === unverified);
    await waitForEmail(app, unverified, { after: mails[0]!.sentAt });
    const after = await outbox();
    expect(after.length - before).toBe(1);
    // The new link works.
    const fresh = tokenFromEmail((await waitForEmail(app, unverified))!, '/verify-email');
    expect((await post('/api/auth/verify-email', { token: fresh })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and e-mails a reset link only to accounts', async () => {
    const { user } = await createLearner(app);
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    const mail = await waitForEmail(app, user.email, { subject: /reset/i });
    expect(mail.links[0]).toMatch(/^https:\/\/academy\.example\/reset-password\?token=/);
    expect((await outbox()).some((m) => m.to === 'nobody-here@example.test')).toBe(false);
  });

  it('resets once, ends the other sessions, and the link cannot be used twice', async () => {
    const { user, token: oldSession } = await createLearner(app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenFromEmail(
      await waitForEmail(app, user.email, { subject: /reset/i }),
      '/reset-password',
    );

    const short = await post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    const mismatch = await post('/api/auth/reset-password', {
      token,
      newPassword: 'new-secret',
      confirmPassword: 'other-secret',
    });
    expect(mismatch.body.message).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);

    const res = await post('/api/auth/reset-password', { token, newPassword: 'new-secret' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/reset/);
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(oldSession) })).status).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'new-secret' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Secret123!' })).status,
    ).toBe(401);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'third-secret' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
  });

  it('expires after one hour, and a newer request retires the older link', async () => {
    const { user } = await createLearner(app);
    await post('/api/auth/forgot-password', { email: user.email });
    const first = await waitForEmail(app, user.email, { subject: /reset/i });
    await post('/api/auth/forgot-password', { email: user.email });
    const second = await waitForEmail(app, user.email, { subject: /reset/i, after: first.sentAt });
    const older = await post('/api/auth/reset-password', {
      token: tokenFromEmail(first, '/reset-password'),
      newPassword: 'new-secret',
    });
    expect(older.status).toBe(400);

    const rows = await app.ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    const latest = rows.find((r) => r.usedAt === null)!;
    expect(
      Math.abs(latest.expiresAt.getTime() - latest.createdAt.getTime() - 3600_000),
    ).toBeLessThan(5_000);
    await expireLinks(user.id);
    const expired = await post('/api/auth/reset-password', {
      token: tokenFromEmail(second, '/reset-password'),
      newPassword: 'new-secret',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('verifies an unverified account, since the link proves the address', async () => {
    const { user } = await createLearner(app, { isVerified: false });
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenFromEmail(
      await waitForEmail(app, user.email, { subject: /reset/i }),
      '/reset-password',
    );
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'new-secret' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'new-secret' })).status,
    ).toBe(200);
  });

  it('limits reset requests per client and address', async () => {
    const headers = asNewClient();
    let status = 0;
    for (let i = 0; i < 6; i += 1) {
      const res = await app.request('POST', '/api/auth/forgot-password', {
        body: { email: 'target@example.test' },
        headers,
      });
      status = res.status;
      if (i === 5) expect(res.headers.get('retry-after')).toBeTruthy();
    }
    expect(status).toBe(429);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('checks the current password, ends other sessions and returns a fresh token for this one', async () => {
    const { user, token } = await createLearner(app);
    const other = (await post('/api/auth/login', { email: user.email, password: 'Secret123!' }))
      .body.data.token as string;

    const wrong = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(token),
      body: { currentPassword: 'not-it', newPassword: 'brand-new' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');

    const short = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(token),
      body: { currentPassword: 'Secret123!', newPassword: '123' },
    });
    expect(short.body.message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    const mismatch = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(token),
      body: {
        currentPassword: 'Secret123!',
        newPassword: 'brand-new',
        confirmPassword: 'brand-old',
      },
    });
    expect(mismatch.body.message).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);

    const res = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(token),
      body: { currentPassword: 'Secret123!', newPassword: 'brand-new' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully');
    const fresh = res.body.data.token as string;
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(fresh) })).status).toBe(200);
    for (const stale of [token, other]) {
      expect((await app.request('GET', '/api/auth/me', { headers: bearer(stale) })).status).toBe(
        401,
      );
    }
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'brand-new' })).status,
    ).toBe(200);
  });
});
