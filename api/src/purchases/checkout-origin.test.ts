import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fake-stripe.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Where a checkout sends the learner back (issue 24). Without PUBLIC_URL (development) the return links
 * follow the address the learner used, when it is provably this server's own; with PUBLIC_URL they are
 * always PUBLIC_URL.
 */

interface Answer {
  status: number;
  location: string | undefined;
  body: { data?: { url?: string; sessionId?: string } } | null;
}

/**
 * A request to `address` (the address the connection goes to) with the `Host` (and `Origin`) a browser
 * would send: fetch cannot set Host.
 */
function call(
  app: TestApp,
  address: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const port = Number(new URL(app.url).port);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: address,
        port,
        method,
        path,
        headers: {
          host: `${address}:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: Answer['body'];
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = null; // the redirects answer text, not JSON
          }
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const portOf = (app: TestApp) => Number(new URL(app.url).port);

async function startCheckout(
  app: TestApp,
  learner: SignedInUser,
  courseId: string,
  address: string,
  headers: Record<string, string> = {},
) {
  const res = await call(
    app,
    address,
    'POST',
    '/api/payment/create-checkout-session',
    { ...bearer(learner), 'accept-language': 'en', ...headers },
    { courseId },
  );
  expect(res.status).toBe(200);
  return res.body!.data as { url: string; sessionId: string };
}

describe('without PUBLIC_URL, the test checkout returns to the address the learner used', () => {
  let app: TestApp;
  let learner: SignedInUser;
  let adminId: string;

  beforeAll(async () => {
    // On every interface, so that 127.0.0.2 (another address of this machine, as a LAN address is)
    // reaches it too.
    app = await startTestApp({ HOST: '0.0.0.0' });
    adminId = (await createAdmin(app)).user._id;
    learner = await createLearner(app);
  });

  it.each(['127.0.0.1', '127.0.0.2'])(
    'on %s: the checkout page, Pay and Cancel stay on that address',
    async (address) => {
      const origin = `http://${address}:${portOf(app)}`;
      const paid = await createCourse(app, adminId, { price: 10 });
      const { url, sessionId } = await startCheckout(app, learner, paid.id, address);
      expect(url).toBe(`${origin}/api/payment/test-checkout/${sessionId}?lang=en`);
      const pay = await call(app, address, 'POST', `${new URL(url).pathname}/pay`, { origin });
      expect(pay.status).toBe(303);
      expect(pay.location).toBe(`${origin}/checkout/success?courseId=${paid.id}`);

      const other = await createCourse(app, adminId, { price: 10 });
      const cancelled = await startCheckout(app, learner, other.id, address);
      const cancel = await call(app, address, 'POST', `${new URL(cancelled.url).pathname}/cancel`);
      expect(cancel.status).toBe(303);
      expect(cancel.location).toBe(`${origin}/checkout/cancel?courseId=${other.id}`);
    },
  );

  it('on localhost: returns to localhost', async () => {
    const course = await createCourse(app, adminId, { price: 10 });
    const { url } = await startCheckout(app, learner, course.id, '127.0.0.1', {
      host: `localhost:${portOf(app)}`,
    });
    expect(new URL(url).origin).toBe(`http://localhost:${portOf(app)}`);
  });

  it.each([
    ['a host name that could point anywhere', (port: number) => ({ host: `evil.example:${port}` })],
    ['an address of another machine', (port: number) => ({ host: `192.0.2.7:${port}` })],
    ['another port (a proxy in front)', () => ({ host: '127.0.0.1:9' })],
    ['a page elsewhere that started the checkout', () => ({ origin: 'http://evil.example' })],
  ])('keeps the default for %s', async (_kind, headers) => {
    const course = await createCourse(app, adminId, { price: 10 });
    const { url } = await startCheckout(app, learner, course.id, '127.0.0.1', headers(portOf(app)));
    expect(new URL(url).origin).toBe(app.config.publicUrl);
  });
});

describe('without PUBLIC_URL, Stripe returns to the address the learner used', () => {
  let stripe: FakeStripe;
  let app: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await startTestApp(stripeEnv(stripe));
  });
  afterAll(() => stripe.close());

  it('sends success and cancel URLs on the request origin', async () => {
    const adminId = (await createAdmin(app)).user._id;
    const learner = await createLearner(app);
    const course = await createCourse(app, adminId, { price: 10 });
    await startCheckout(app, learner, course.id, '127.0.0.1');
    expect(stripe.created.at(-1)).toMatchObject({
      success_url: `${app.url}/checkout/success?courseId=${course.id}`,
      cancel_url: `${app.url}/checkout/cancel?courseId=${course.id}`,
    });
  });
});

describe('with PUBLIC_URL set, every return link is PUBLIC_URL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://academy.example.com' });
  });

  it('whatever address the learner used', async () => {
    const adminId = (await createAdmin(app)).user._id;
    const learner = await createLearner(app);
    const course = await createCourse(app, adminId, { price: 10 });
    const { url } = await startCheckout(app, learner, course.id, '127.0.0.1');
    expect(url.startsWith('https://academy.example.com/api/payment/test-checkout/')).toBe(true);
    const pay = await call(app, '127.0.0.1', 'POST', `${new URL(url).pathname}/pay`);
    expect(pay.location).toBe(`https://academy.example.com/checkout/success?courseId=${course.id}`);
  });
});
