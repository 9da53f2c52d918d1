import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asNewClient,
  createAdmin,
  createLearner,
  deactivate,
  reactivate,
} from '../../test/fixtures/accounts.ts';
import { revokedTokens } from './user.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const login = (email: string, password: string, headers = asNewClient()) =>
  app.request('POST', '/api/auth/login', { body: { email, password }, headers });

describe('POST /api/auth/login', () => {
  it('signs a verified learner in with data.token and data.user, e-mail case and spaces ignored', async () => {
    const { user, password } = await createLearner(app, { email: 'sara@example.test' });
    const res = await login('  Sara@Example.TEST ', password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(res.body.data.user).toMatchObject({
      id: user.id,
      _id: user.id,
      email: 'sara@example.test',
    });
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(res.body.data.token) });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('sara@example.test');
  });

  it('issues a learner token (audience learner) that lasts 7 days, carrying the token version', async () => {
    const { user, password } = await createLearner(app);
    const res = await login(user.email, password);
    const claims = decodeJwt(res.body.data.token);
    expect(claims).toMatchObject({ sub: user.id, aud: 'learner', tv: 0, iss: 'academy' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    const admin = await createAdmin(app);
    const adminRes = await app.request('POST', '/api/admin/login', {
      body: { email: admin.user.email, password: admin.password },
      headers: asNewClient(),
    });
    const adminClaims = decodeJwt(adminRes.body.token);
    expect(adminClaims).toMatchObject({ sub: admin.user.id, aud: 'admin' });
    expect(adminClaims.exp! - adminClaims.iat!).toBe(12 * 3600);
  });

  it("refuses an admin's password at the learner login and sends them to the admin login", async () => {
    // Probe finding 24.9: an admin's password gave a learner session of the admin account.
    const admin = await createAdmin(app);
    const res = await login(admin.user.email, admin.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.adminUseAdminLogin);
    expect(res.body.data).toBeNull();
    // Only someone who knows the password learns it is an admin account.
    const wrong = await login(admin.user.email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('answers one message for an unknown e-mail and for a wrong password', async () => {
    const { user } = await createLearner(app);
    const unknown = await login('nobody@example.test', 'whatever1');
    const wrong = await login(user.email, 'wrong-password');
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        data: null,
        message: 'Invalid email or password',
      });
    }
  });

  it('tells an unverified learner to verify the e-mail, only with the right password', async () => {
    const { user, password } = await createLearner(app, { isVerified: false });
    const res = await login(user.email, password);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('verify your email');
    expect((await login(user.email, 'wrong-password')).body.message).toBe(
      ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('refuses a deactivated learner with a "not active" message, and lets him in after reactivation', async () => {
    const { user, password } = await createLearner(app);
    await deactivate(app, user.id);
    const refused = await login(user.email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('not active');
    await reactivate(app, user.id);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('requires both fields', async () => {
    for (const body of [{}, { email: 'a@b.co' }, { password: 'secret12' }]) {
      const res = await app.request('POST', '/api/auth/login', { body, headers: asNewClient() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.loginFieldsRequired);
    }
  });

  it('limits attempts per client and address: the 11th in 15 minutes gets 429 with Retry-After', async () => {
    const { user, password } = await createLearner(app);
    const headers = asNewClient();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong-password', headers)).status).toBe(401);
    }
    const limited = await login(user.email, password, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another client is not locked out by the first one's attempts.
    expect((await login(user.email, password)).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user fields in data and the same object as data.user, with purchasedCourses', async () => {
    const { user, token } = await createLearner(app, {
      firstName: 'Abel',
      lastName: 'Tesfay',
      age: 31,
      sex: 'male',
      address: '12 Harnet Avenue',
      country: 'Eritrea',
      city: 'Asmara',
    });
    const res = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
    expect(res.status).toBe(200);
    const expected = {
      _id: user.id,
      id: user.id,
      name: 'Abel Tesfay',
      firstName: 'Abel',
      lastName: 'Tesfay',
      email: user.email,
      age: 31,
      sex: 'male',
      address: '12 Harnet Avenue',
      phoneNumber: '+12025550123',
      country: 'Eritrea',
      city: 'Asmara',
      profilePhotoKey: null,
      profilePhotoUrl: null,
      isVerified: true,
      authProvider: 'local',
      role: 'learner',
      status: 'active',
      purchasedCourses: [],
    };
    expect(res.body.data).toMatchObject(expected);
    expect(res.body.data.user).toEqual({ ...expected, createdAt: res.body.data.createdAt });
    expect(new Date(res.body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.text).not.toMatch(/password|hash|tokenVersion|googleId/i);
  });

  it('answers 401 without a token, with a forged one, or with an expired one', async () => {
    expect((await app.request('GET', '/api/auth/me')).status).toBe(401);
    const { token } = await createLearner(app);
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(forged) })).status).toBe(
      401,
    );
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ tv: 0, role: 'learner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub)
      .setIssuer('academy')
      .setAudience('learner')
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(expired) })).status).toBe(
      401,
    );
  });

  it('stops a deactivated learner at once with the message the PWA turns into the suspended modal', async () => {
    const { user, token } = await createLearner(app);
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(token) })).status).toBe(200);
    await deactivate(app, user.id);
    const res = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your account is not active. Please contact support.');
    // Reactivation restores access through a new sign-in; the old session stays ended.
    await reactivate(app, user.id);
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(token) })).status).toBe(401);
  });
});

describe('POST /api/auth/verify-token and /api/auth/logout', () => {
  it('answers 200 for a valid learner token and 401 otherwise', async () => {
    const { token, user } = await createLearner(app);
    const ok = await app.request('POST', '/api/auth/verify-token', { headers: bearer(token) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ valid: true, user: { id: user.id } });
    expect((await app.request('POST', '/api/auth/verify-token')).status).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/verify-token', { headers: bearer('not-a-token') }))
        .status,
    ).toBe(401);
  });

  it("logout ends the token on the server and leaves the same learner's other sessions alone", async () => {
    const { token, password, user } = await createLearner(app);
    const other = await app.request('POST', '/api/auth/login', {
      body: { email: user.email, password },
      headers: asNewClient(),
    });
    const otherToken = other.body.data.token as string;
    const res = await app.request('POST', '/api/auth/logout', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Logged out successfully' });
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(token) })).status).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/verify-token', { headers: bearer(token) })).status,
    ).toBe(401);
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(otherToken) })).status).toBe(
      200,
    );
    // Logging out twice, without a token or with a broken one changes nothing and still answers 200.
    expect((await app.request('POST', '/api/auth/logout', { headers: bearer(token) })).status).toBe(
      200,
    );
    expect((await app.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(
      (await app.request('POST', '/api/auth/logout', { headers: bearer('not-a-token') })).status,
    ).toBe(200);
  });

  it("logout ends an admin's token too", async () => {
    const admin = await createAdmin(app);
    const list = () => app.request('GET', '/api/user/admin/all', { headers: bearer(admin.token) });
    expect((await list()).status).toBe(200);
    await app.request('POST', '/api/auth/logout', { headers: bearer(admin.token) });
    expect((await list()).status).toBe(401);
  });

  it('refuses a token without an id, which logout could not revoke', async () => {
    const { token } = await createLearner(app);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const { SignJWT } = await import('jose');
    const withoutId = await new SignJWT({ tv: claims.tv, role: 'learner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('academy')
      .setAudience('learner')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await app.request('GET', '/api/auth/me', { headers: bearer(withoutId) })).status).toBe(
      401,
    );
  });

  it('prunes revocations once their tokens have expired', async () => {
    const { user, token } = await createLearner(app);
    const db = app.ctx.database.db;
    const stale = randomUUID();
    await db
      .insert(revokedTokens)
      .values({ tokenId: stale, userId: user.id, expiresAt: new Date(Date.now() - 60_000) });
    await app.request('POST', '/api/auth/logout', { headers: bearer(token) });
    const rows = await db
      .select({ tokenId: revokedTokens.tokenId })
      .from(revokedTokens)
      .where(eq(revokedTokens.userId, user.id));
    expect(rows.map((r) => r.tokenId)).not.toContain(stale);
    expect(rows).toHaveLength(1);
  });
});
