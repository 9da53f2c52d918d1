import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { asNewClient, createLearner, DEFAULT_TEST_PASSWORD } from '../../test/fixtures/accounts.ts';

/**
 * What the security probe found on the accounts routes: change-password could be tried without end,
 * one network address could try passwords against any number of accounts (and mail resets to any
 * number of people), and forgot-password did less work for unknown addresses.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.test`;

/** Sends `count` requests a few at a time and answers their statuses. */
async function repeat(count: number, send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j));
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

describe('change-password', () => {
  it('is throttled per account, from whatever address the guesses come', async () => {
    const learner = await createLearner(app);
    const statuses = await repeat(12, () =>
      app.request('PUT', '/api/auth/change-password', {
        headers: { ...bearer(learner.token), ...asNewClient() },
        body: { currentPassword: 'a-wrong-guess', newPassword: 'another-secret-1' },
      }),
    );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const res = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(learner.token),
      body: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: 'another-secret-1' },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password change attempts\. Please try again in/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('one network address across many accounts', () => {
  it('is capped after 100 failed sign-ins in 15 minutes, whatever the e-mail', async () => {
    const address = asNewClient();
    const statuses = await repeat(101, () =>
      app.request('POST', '/api/auth/login', {
        headers: address,
        body: { email: unknownEmail(), password: 'guess-123' },
      }),
    );
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another address is not affected.
    const other = await app.request('POST', '/api/auth/login', {
      headers: asNewClient(),
      body: { email: unknownEmail(), password: 'guess-123' },
    });
    expect(other.status).toBe(401);
  });

  it('is capped on forgot-password and resend-verification, whatever the e-mail', async () => {
    for (const route of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
      const address = asNewClient();
      const statuses = await repeat(51, () =>
        app.request('POST', route, { headers: address, body: { email: unknownEmail() } }),
      );
      expect(
        statuses.slice(0, 50).every((s) => s === 200),
        route,
      ).toBe(true);
      expect(statuses[50], route).toBe(429);
    }
  });
});

describe('forgot-password', () => {
  it('queues the same job for an unknown address as for a known one', async () => {
    const learner = await createLearner(app);
    const jobs = async () =>
      Number(
        (
          await app.ctx.database.pool.query(
            "select count(*)::int as n from pgboss.job where name = 'account.passwordReset'",
          )
        ).rows[0].n,
      );
    const before = await jobs();
    for (const email of [learner.user.email, unknownEmail()]) {
      const res = await app.request('POST', '/api/auth/forgot-password', {
        headers: asNewClient(),
        body: { email },
      });
      expect(res.status).toBe(200);
    }
    expect(await jobs()).toBe(before + 2);
  });
});
