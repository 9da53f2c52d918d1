import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asNewClient,
  createLearner,
  deactivate,
  tokenFromEmail,
  waitForEmail,
} from '../../test/fixtures/accounts.ts';
import { sessionFor } from './account.service.ts';
import { findUserByEmail } from './user.repository.ts';
import { users } from './user.table.ts';

/** Port from the accounts range of the team rules. */
const OAUTH_PORT = 43020;
const PUBLIC_URL = 'http://academy.test';

let oauth: OAuth2Server;
let app: TestApp;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(OAUTH_PORT, '127.0.0.1');
  const issuer = oauth.issuer.url!;
  app = await startTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'academy-test-client',
    GOOGLE_CLIENT_SECRET: 'academy-test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await oauth?.stop();
});

interface GoogleUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** The answer of the provider's userinfo endpoint for the next sign-in. */
function googleWillAnswer(profile: GoogleUser) {
  oauth.service.once('beforeUserinfo', (response) => {
    response.body = profile;
    response.statusCode = 200;
  });
}

const manual = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/**
 * A browser going through the whole sign-in by hand: the API sends it to the provider, the provider
 * back to the callback (on PUBLIC_URL, which this test maps to the running server), and the callback
 * to a PWA page, whose URL is returned.
 */
async function signInWithGoogle(
  options: { dropCookie?: boolean; consent?: 'deny' } = {},
): Promise<URL> {
  const start = await manual(`${app.url}/api/auth/google`);
  expect(start.status).toBe(302);
  const toProvider = new URL(start.headers.get('location')!);
  expect(toProvider.origin).toBe(oauth.issuer.url);
  expect(toProvider.searchParams.get('client_id')).toBe('academy-test-client');
  expect(toProvider.searchParams.get('redirect_uri')).toBe(
    `${PUBLIC_URL}/api/auth/google/callback`,
  );
  expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256');
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/);

  let callback: URL;
  if (options.consent === 'deny') {
    callback = new URL(
      `${PUBLIC_URL}/api/auth/google/callback?error=access_denied&state=${toProvider.searchParams.get('state')}`,
    );
  } else {
    const atProvider = await manual(toProvider.href);
    expect(atProvider.status).toBe(302);
    callback = new URL(atProvider.headers.get('location')!);
  }
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  const back = await manual(
    `${app.url}${callback.pathname}${callback.search}`,
    options.dropCookie ? undefined : cookie,
  );
  expect(back.status).toBe(302);
  const page = new URL(back.headers.get('location')!);
  expect(page.origin).toBe(PUBLIC_URL);
  return page;
}

const complete = (body: unknown) =>
  app.request('POST', '/api/auth/complete-google-registration', { body, headers: asNewClient() });

describe('Google sign-in', () => {
  it('creates a verified Google account that asks for a phone number, then signs straight in next time', async () => {
    googleWillAnswer({
      sub: 'google-new-1',
      email: 'Hanna.Tekle@gmail.example',
      email_verified: true,
      name: 'Hanna Tekle',
      given_name: 'Hanna',
      family_name: 'Tekle',
    });
    const page = await signInWithGoogle();
    expect(page.pathname).toBe('/complete-google-registration');
    const registrationToken = page.searchParams.get('registrationToken')!;
    expect(page.searchParams.has('userId')).toBe(false);
    expect(page.searchParams.get('email')).toBe('hanna.tekle@gmail.example');
    expect(page.searchParams.get('name')).toBe('Hanna Tekle');
    const userId = (await findUserByEmail(app.ctx.database.db, 'hanna.tekle@gmail.example'))!.id;

    const missing = await complete({ registrationToken, phoneNumber: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your phone number');
    const invalid = await complete({ registrationToken, phoneNumber: '0911223344' });
    expect(invalid.body.message).toBe(
      'Please enter a valid international phone number (e.g., +1234567890)',
    );
    const badLink = await complete({
      registrationToken: 'not-a-token',
      phoneNumber: '+251911223344',
    });
    expect(badLink.body.message).toBe(ACCOUNT_MESSAGES.registrationLinkInvalid);

    // Security finding 11: the pending account's id, which anyone may learn, finishes nothing.
    const byId = await complete({ userId, phoneNumber: '+251911223344' });
    expect(byId.status).toBe(400);
    expect(byId.body.message).toBe(ACCOUNT_MESSAGES.registrationLinkInvalid);
    // Nor does a token signed with another key, or a session token of another learner.
    const [head, payload] = registrationToken.split('.');
    const forged = await complete({
      registrationToken: `${head}.${payload}.${'A'.repeat(43)}`,
      phoneNumber: '+251911223344',
    });
    expect(forged.status).toBe(400);
    const someone = await createLearner(app);
    const sessionToken = await complete({
      registrationToken: someone.token,
      phoneNumber: '+251911223344',
    });
    expect(sessionToken.status).toBe(400);

    const done = await complete({ registrationToken, phoneNumber: ' +251 911 223 344 ' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Registration completed successfully!');
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(done.body.data.token) });
    expect(me.body.data).toMatchObject({
      id: userId,
      name: 'Hanna Tekle',
      email: 'hanna.tekle@gmail.example',
      phoneNumber: '+251911223344',
      isVerified: true,
      authProvider: 'google',
    });

    // The completion cannot be replayed to take the account over.
    const replay = await complete({ registrationToken, phoneNumber: '+15550001111' });
    expect(replay.status).toBe(400);

    googleWillAnswer({
      sub: 'google-new-1',
      email: 'hanna.tekle@gmail.example',
      email_verified: true,
    });
    const again = await signInWithGoogle();
    expect(again.pathname).toBe('/auth/google-callback');
    const token = again.searchParams.get('token')!;
    const verified = await app.request('POST', '/api/auth/verify-token', {
      headers: bearer(token),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.id).toBe(userId);
  });

  it('links an existing e-mail account only when Google verified the address', async () => {
    const { user } = await createLearner(app, { email: 'dawit@example.test' });
    googleWillAnswer({
      sub: 'google-dawit',
      email: 'dawit@example.test',
      email_verified: false,
      name: 'Dawit',
    });
    const refused = await signInWithGoogle();
    expect(refused.pathname).toBe('/auth/google-callback');
    expect(refused.searchParams.get('token')).toBeNull();
    expect(refused.searchParams.get('error')).toMatch(/Google has not verified the address/);
    const [row] = await app.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleId).toBeNull();

    googleWillAnswer({
      sub: 'google-dawit',
      email: 'dawit@example.test',
      email_verified: true,
      name: 'Dawit',
    });
    const linked = await signInWithGoogle();
    const me = await app.request('GET', '/api/auth/me', {
      headers: bearer(linked.searchParams.get('token')!),
    });
    expect(me.body.data).toMatchObject({
      id: user.id,
      email: 'dawit@example.test',
      phoneNumber: user.phoneNumber,
    });
  });

  it("drops an unverified account's unproven password when Google proves the address, and ends its sessions", async () => {
    // Probe finding 24.1: an attacker registers the victim's address with a password of his own.
    const victim = 'selam.victim@example.test';
    const registered = await app.request('POST', '/api/auth/register', {
      body: {
        name: 'Not Selam',
        email: victim,
        phoneNumber: '+12025550177',
        password: 'attacker-pw',
      },
      headers: asNewClient(),
    });
    expect(registered.status).toBe(201);
    const row = (await findUserByEmail(app.ctx.database.db, victim))!;
    expect(row.isVerified).toBe(false);
    // A session the attacker might hold on the account (issued as any sign-in would).
    const attackerSession = await sessionFor(app.ctx, row);

    googleWillAnswer({ sub: 'google-selam', email: victim, email_verified: true, name: 'Selam' });
    const page = await signInWithGoogle();
    const victimToken = page.searchParams.get('token')!;
    expect(victimToken).toBeTruthy();

    const attackerLogin = await app.request('POST', '/api/auth/login', {
      body: { email: victim, password: 'attacker-pw' },
      headers: asNewClient(),
    });
    expect(attackerLogin.status).toBe(401);
    expect(attackerLogin.body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    const old = await app.request('GET', '/api/auth/me', {
      headers: bearer(attackerSession.token),
    });
    expect(old.status).toBe(401);
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(victimToken) });
    expect(me.status).toBe(200);
    // The account signs in with Google now; a password comes only through the e-mailed reset link.
    expect(me.body.data).toMatchObject({ email: victim, isVerified: true, authProvider: 'google' });
  });

  it('refuses a new account whose Google address is not verified', async () => {
    googleWillAnswer({
      sub: 'google-unverified',
      email: 'fresh@example.test',
      email_verified: false,
    });
    const page = await signInWithGoogle();
    expect(page.searchParams.get('error')).toMatch(/not verified/);
    const rows = await app.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'fresh@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    googleWillAnswer({ sub: 'google-csrf', email: 'csrf@example.test', email_verified: true });
    const page = await signInWithGoogle({ dropCookie: true });
    expect(page.pathname).toBe('/auth/google-callback');
    expect(page.searchParams.get('error')).toMatch(/another browser/);
  });

  it('says the sign-in was cancelled when the user declines at Google', async () => {
    const page = await signInWithGoogle({ consent: 'deny' });
    expect(page.searchParams.get('error')).toBe('Google sign-in was cancelled.');
  });

  it('refuses a deactivated account with the "not active" message', async () => {
    const { user } = await createLearner(app, { email: 'blocked@example.test' });
    await deactivate(app, user.id);
    googleWillAnswer({
      sub: 'google-blocked',
      email: 'blocked@example.test',
      email_verified: true,
    });
    const page = await signInWithGoogle();
    expect(page.searchParams.get('error')).toBe(ACCOUNT_MESSAGES.accountNotActive);
  });

  it('refuses the phone step once its window has passed', async () => {
    googleWillAnswer({
      sub: 'google-slow',
      email: 'slow@example.test',
      email_verified: true,
      name: 'Slow Poke',
    });
    const page = await signInWithGoogle();
    const registrationToken = page.searchParams.get('registrationToken')!;
    await app.ctx.database.db
      .update(users)
      .set({ googlePendingUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, 'slow@example.test'));
    const res = await complete({ registrationToken, phoneNumber: '+12025550111' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/try signing in with Google again/);
  });

  it("takes only the newest sign-in's token once Google is used again before finishing", async () => {
    googleWillAnswer({ sub: 'google-twice', email: 'twice@example.test', email_verified: true });
    const first = (await signInWithGoogle()).searchParams.get('registrationToken')!;
    // A second sign-in a moment later opens a new window (the pending time is kept in milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    googleWillAnswer({ sub: 'google-twice', email: 'twice@example.test', email_verified: true });
    const second = (await signInWithGoogle()).searchParams.get('registrationToken')!;
    expect((await complete({ registrationToken: first, phoneNumber: '+12025550112' })).status).toBe(
      400,
    );
    expect(
      (await complete({ registrationToken: second, phoneNumber: '+12025550112' })).status,
    ).toBe(200);
  });

  it('lets a Google account set a password through the reset link, not through change-password', async () => {
    googleWillAnswer({
      sub: 'google-pw',
      email: 'pw@example.test',
      email_verified: true,
      name: 'Pw User',
    });
    const page = await signInWithGoogle();
    const done = await complete({
      registrationToken: page.searchParams.get('registrationToken'),
      phoneNumber: '+12025550123',
    });
    const change = await app.request('PUT', '/api/auth/change-password', {
      headers: bearer(done.body.data.token),
      body: { currentPassword: 'anything', newPassword: 'new-secret' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toMatch(/signs in with Google.*Forgot password/);
    const login = (password: string) =>
      app.request('POST', '/api/auth/login', {
        body: { email: 'pw@example.test', password },
        headers: asNewClient(),
      });
    expect((await login('anything')).body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);

    await app.request('POST', '/api/auth/forgot-password', {
      body: { email: 'pw@example.test' },
      headers: asNewClient(),
    });
    const token = tokenFromEmail(await waitForEmail(app, 'pw@example.test'), '/reset-password');
    const reset = await app.request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'new-secret' },
      headers: asNewClient(),
    });
    expect(reset.status).toBe(200);
    const signedIn = await login('new-secret');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({
      authProvider: 'google',
      email: 'pw@example.test',
    });
  });

  it('sends the browser back with an error when the provider fails', async () => {
    oauth.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const page = await signInWithGoogle();
    expect(page.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });
});

describe('Google sign-in when it is not configured', () => {
  it('sends the browser back to the PWA with an error', async () => {
    const plain = await startTestApp({ PUBLIC_URL });
    const res = await manual(`${plain.url}/api/auth/google`);
    expect(res.status).toBe(302);
    const page = new URL(res.headers.get('location')!);
    expect(page.pathname).toBe('/auth/google-callback');
    expect(page.searchParams.get('error')).toMatch(/not available/);
  });
});
