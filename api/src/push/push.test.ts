import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { sessionFor } from '../accounts/account.service.ts';
import { findUserById } from '../accounts/user.repository.ts';
import { pushSubscriptions } from './push.table.ts';

/**
 * Issue 15, push through the real protocol: subscriptions made with the test's own P-256 keys point at
 * a local receiver (allowed through PUSH_ENDPOINT_ALLOWLIST); the server's pushes arrive over real
 * HTTP, aes128gcm-encrypted and VAPID-signed, and are decrypted here with http_ece.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on loopback: records every POST; a path's answer can be set (410, 500 once, ...). */
const received: Received[] = [];
const answers = new Map<string, number[]>();
let receiver: Server;
let receiverUrl: string;

/** A browser's side of a subscription: its key pair and auth secret. */
interface Browser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
}

function newBrowser(name: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${receiverUrl}/push/${name}`, ecdh, auth: randomBytes(16) };
}

const subscriptionBody = (b: Browser, language: 'ti' | 'en') => ({
  endpoint: b.endpoint,
  keys: {
    p256dh: b.ecdh.getPublicKey().toString('base64url'),
    auth: b.auth.toString('base64url'),
  },
  language,
});

/** Decrypts one aes128gcm message as the browser would (the sender's key rides in the header). */
function open(b: Browser, message: Received) {
  const idLength = message.body.readUInt8(20);
  const senderKey = message.body.subarray(21, 21 + idLength);
  const plain = decrypt(message.body, {
    version: 'aes128gcm',
    privateKey: b.ecdh,
    dh: senderKey,
    authSecret: b.auth,
  });
  return JSON.parse(plain.toString('utf8')) as {
    title: string;
    body: string;
    url: string;
    image: string | null;
    courseId: string;
  };
}

const messagesTo = (b: Browser) => received.filter((m) => m.path === new URL(b.endpoint).pathname);

/** The messages a browser got about one course (decrypted). */
function coursePushes(b: Browser, courseId: string) {
  return messagesTo(b)
    .map((m) => open(b, m))
    .filter((p) => p.courseId === courseId);
}

const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : null);

let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const planned = answers.get(path);
      const status = planned && planned.length > 1 ? planned.shift()! : (planned?.[0] ?? 201);
      if (status === 201)
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  app = await startTestApp({
    PUBLIC_URL: 'https://academy.example',
    PUSH_ENDPOINT_ALLOWLIST: `${receiverUrl}, https://fcm.googleapis.com`,
  });
  admin = await createAdmin(app);
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function subscribe(learner: SignedInUser, b: Browser, language: 'ti' | 'en') {
  const res = await app.request('POST', '/api/push/subscriptions', {
    body: subscriptionBody(b, language),
    headers: bearer(learner),
  });
  expect(res.status).toBe(201);
}

/** An admin makes a new (inactive) course active over HTTP, as the admin screen does. */
async function activateNewCourse(title: string): Promise<string> {
  const course = await createCourse(app, admin.user.id, { title, status: 'inactive' });
  const res = await app.request('PUT', `/api/courses/${course.id}`, {
    body: { status: 'active' },
    headers: bearer(admin),
  });
  expect(res.status).toBe(200);
  return course.id;
}

/**
 * A learner with a subscribed browser, and another learner's subscribed browser: the control, which
 * still gets pushes whatever happens to the first.
 */
async function browserAndControl(name: string) {
  const learner = await createLearner(app);
  const browser = newBrowser(name);
  const control = newBrowser(`${name}-control`);
  await subscribe(learner, browser, 'en');
  await subscribe(await createLearner(app), control, 'en');
  return { learner, browser, control };
}

/**
 * Announces a new course, waits until `control` has its push (so the sending is done), and answers
 * what `other` got of it.
 */
async function pushesBesideControl(title: string, control: Browser, other: Browser) {
  const courseId = await activateNewCourse(title);
  await eventually(async () => coursePushes(control, courseId).length > 0);
  return coursePushes(other, courseId);
}

const subscriptionAt = async (b: Browser) =>
  (
    await app.ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, b.endpoint))
  )[0];

describe('new-course pushes', () => {
  it('reach each subscriber in their language, encrypted and VAPID-signed, once', async () => {
    const tigrinya = newBrowser('ti-reader');
    const english = newBrowser('en-reader');
    await subscribe(await createLearner(app), tigrinya, 'ti');
    await subscribe(await createLearner(app), english, 'en');

    const title = 'መእተዊ ናብ ፕሮግራሚንግ';
    const courseId = await activateNewCourse(title);
    const [ti] = await eventually(async () => nonEmpty(coursePushes(tigrinya, courseId)));
    const [en] = await eventually(async () => nonEmpty(coursePushes(english, courseId)));

    const raw = messagesTo(tigrinya).at(-1)!;
    expect(raw.headers['content-encoding']).toBe('aes128gcm');
    expect(raw.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(raw.headers.ttl)).toBeGreaterThan(0);
    expect(raw.headers.urgency).toBe('normal');

    expect(ti).toMatchObject({ title, url: `https://academy.example/course/${courseId}` });
    expect(ti!.body).toMatch(/[\u1200-\u137F]/);
    expect(en).toMatchObject({ title, url: `https://academy.example/course/${courseId}` });
    expect(en!.body).toMatch(/new course/i);
    // The receiver sees the message before the sender has read the 201 and recorded it.
    const reached = await eventually(async () => (await subscriptionAt(tigrinya))?.lastSuccessAt);
    expect(reached).toBeInstanceOf(Date);

    // Deactivating and activating again is not a new course.
    for (const status of ['inactive', 'active']) {
      await app.request('PUT', `/api/courses/${courseId}`, {
        body: { status },
        headers: bearer(admin),
      });
    }
    const later = await activateNewCourse('Another course');
    await eventually(async () => coursePushes(english, later).length > 0);
    expect(coursePushes(english, courseId)).toHaveLength(1);
    expect(coursePushes(tigrinya, courseId)).toHaveLength(1);
  });

  it('retries a failing push service with backoff, without sending twice to those reached', async () => {
    const flaky = newBrowser('flaky');
    const steady = newBrowser('steady');
    answers.set(new URL(flaky.endpoint).pathname, [503, 201]);
    await subscribe(await createLearner(app), flaky, 'en');
    await subscribe(await createLearner(app), steady, 'en');
    const courseId = await activateNewCourse('Retried course');
    await eventually(async () => coursePushes(flaky, courseId).length > 0, 30_000);
    expect(coursePushes(steady, courseId)).toHaveLength(1);
    expect(coursePushes(flaky, courseId)).toHaveLength(1);
  }, 40_000);

  it('drops a subscription whose push service answers 410', async () => {
    const gone = newBrowser('gone');
    answers.set(new URL(gone.endpoint).pathname, [410]);
    await subscribe(await createLearner(app), gone, 'ti');
    expect(await subscriptionAt(gone)).toBeDefined();
    await activateNewCourse('Course for a gone browser');
    await eventually(async () => (await subscriptionAt(gone)) === undefined);
  });

  it('stops after the learner opts out', async () => {
    const { learner, browser: leaving, control: staying } = await browserAndControl('leaving');

    // Another learner cannot remove it; the answer does not say whether it exists.
    const other = await createLearner(app);
    const foreign = await app.request('DELETE', '/api/push/subscriptions', {
      body: { endpoint: leaving.endpoint },
      headers: bearer(other),
    });
    expect(foreign.status).toBe(200);
    expect(await subscriptionAt(leaving)).toBeDefined();

    const out = await app.request('DELETE', '/api/push/subscriptions', {
      body: { endpoint: leaving.endpoint },
      headers: bearer(learner),
    });
    expect(out.status).toBe(200);
    expect(await pushesBesideControl('After opting out', staying, leaving)).toHaveLength(0);
  });
});

/** Another sign-in of the same learner (another device), with a token of its own. */
async function anotherSession(learner: SignedInUser): Promise<SignedInUser> {
  const row = await findUserById(app.ctx.database.db, learner.user.id);
  return { ...learner, token: (await sessionFor(app.ctx, row!)).token };
}

const logout = (session: SignedInUser, body: object = {}) =>
  app.request('POST', '/api/auth/logout', { body, headers: bearer(session) });

describe('logout and pushes', () => {
  // Probe finding 24.3: a subscription stayed on the server after logout, reachable for ever.
  it("ends the pushes of the subscription made with the logged-out session, not the learner's other devices", async () => {
    const phoneSession = await createLearner(app);
    const laptopSession = await anotherSession(phoneSession);
    const phone = newBrowser('phone-of-two');
    const laptop = newBrowser('laptop-of-two');
    await subscribe(phoneSession, phone, 'en');
    await subscribe(laptopSession, laptop, 'en');

    // The phone logs out without the app's own DELETE (it was lost, or an older app sent none).
    expect((await logout(phoneSession)).status).toBe(200);
    expect(await subscriptionAt(phone)).toBeUndefined();
    expect(await subscriptionAt(laptop)).toBeDefined();

    expect(await pushesBesideControl('After the phone logged out', laptop, phone)).toHaveLength(0);
  });

  it('deletes the endpoint the app sends with logout, even one subscribed in an earlier session', async () => {
    const first = await createLearner(app);
    const device = newBrowser('renewed-device');
    await subscribe(first, device, 'en');
    // Later on the same device the learner holds a new token (a password change gives one).
    const later = await anotherSession(first);
    const someoneElse = newBrowser('someone-else');
    await subscribe(await createLearner(app), someoneElse, 'en');

    expect((await logout(later, { pushEndpoint: someoneElse.endpoint })).status).toBe(200);
    expect(await subscriptionAt(someoneElse)).toBeDefined();
    const again = await anotherSession(first);
    expect((await logout(again, { pushEndpoint: device.endpoint })).status).toBe(200);
    expect(await subscriptionAt(device)).toBeUndefined();
  });

  it('skips a subscription whose session was revoked, should one be left', async () => {
    const { learner, browser: leftOver, control } = await browserAndControl('left-over');
    // A subscribe that raced the logout: the row is there, its session is not.
    const row = (await subscriptionAt(leftOver))!;
    expect((await logout(learner)).status).toBe(200);
    await app.ctx.database.db.insert(pushSubscriptions).values(row);
    expect(await pushesBesideControl('After a raced logout', control, leftOver)).toHaveLength(0);
  });
});

describe('who may subscribe, and where pushes may go', () => {
  it('refuses an endpoint outside the allow-list', async () => {
    const learner = await createLearner(app);
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://169.254.169.254/latest',
      'http://fcm.googleapis.com/fcm/send/x',
      `${receiverUrl.replace('127.0.0.1', 'localhost')}/push/x`,
    ]) {
      const res = await app.request('POST', '/api/push/subscriptions', {
        body: { ...subscriptionBody(newBrowser('x'), 'en'), endpoint },
        headers: bearer(learner),
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message).toMatch(/not a known browser push service/);
    }
    const fcm = await app.request('POST', '/api/push/subscriptions', {
      body: {
        ...subscriptionBody(newBrowser('x'), 'en'),
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      },
      headers: bearer(learner),
    });
    expect(fcm.status).toBe(201);
  });

  it('does not let a visitor subscribe or unsubscribe', async () => {
    const b = newBrowser('visitor');
    const post = await app.request('POST', '/api/push/subscriptions', {
      body: subscriptionBody(b, 'en'),
    });
    expect(post.status).toBe(401);
    const del = await app.request('DELETE', '/api/push/subscriptions', {
      body: { endpoint: b.endpoint },
    });
    expect(del.status).toBe(401);
    expect(await subscriptionAt(b)).toBeUndefined();
  });

  it('refuses malformed keys and languages', async () => {
    const learner = await createLearner(app);
    const good = subscriptionBody(newBrowser('bad'), 'en');
    for (const body of [
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'not base64!!!!!!!!!!!' } },
      { ...good, language: 'fr' },
    ]) {
      const res = await app.request('POST', '/api/push/subscriptions', {
        body,
        headers: bearer(learner),
      });
      expect(res.status).toBe(400);
    }
  });
});
