import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterFile } from './after-file.ts';
import { createAdmin, type SignedInUser } from './fixtures/accounts.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * A local server that speaks the part of Stripe's API the academy uses (Checkout Sessions: create and
 * retrieve), so tests run the real `stripe` SDK over real HTTP (`STRIPE_API_URL`). One shared fake for
 * every test file (Ghost's copy-pasted stubs are its known cost). Tests play the customer and Stripe's
 * back office with `pay`, `expire`, and build signed webhook deliveries with `signedDelivery`.
 */

export const FAKE_STRIPE_KEY = 'sk_test_fake_academy';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_academy';

type Json = Record<string, unknown>;
export type FakeSession = Json & {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  metadata: Record<string, string>;
  amount_total: number;
};

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects; numeric keys make arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Every create request as the SDK sent it (parsed form), for assertions on what reached Stripe. */
  created: Json[];
  /** The customer paid: the session completes, as Stripe's hosted page would leave it. */
  pay(sessionId: string): FakeSession;
  expire(sessionId: string): FakeSession;
  /** A Stripe event wrapping `object`, with an id of its own unless given. */
  event(type: string, object: Json, eventId?: string): Stripe.Event;
  /** Headers and body of a webhook delivery signed with the SDK's `generateTestHeaderString`. */
  signedDelivery(
    event: Stripe.Event,
    options?: { secret?: string; timestamp?: number },
  ): { headers: Record<string, string>; raw: string };
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const notFound = (what: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const created: Json[] = [];
  const byIdempotencyKey = new Map<string, FakeSession>();
  const sdk = new Stripe(FAKE_STRIPE_KEY);

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key' },
      });
    }
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const match = /^\/v1\/checkout\/sessions(?:\/([\w-]+))?$/.exec(url.pathname);
    if (!match) return send(res, 404, notFound(`route ${url.pathname}`));
    if (req.method === 'POST' && !match[1]) {
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (replay) return send(res, 200, replay);
      const params = parseStripeForm(body);
      created.push(params);
      const items = (params.line_items ?? []) as { quantity?: string; price_data?: Json }[];
      const amount = items.reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      );
      const sessionId = id('cs');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: amount,
        currency: (items[0]?.price_data?.currency as string) ?? 'usd',
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        livemode: false,
      };
      sessions.set(sessionId, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && match[1]) {
      const session = sessions.get(match[1]);
      return session
        ? send(res, 200, session)
        : send(res, 404, notFound(`checkout.session: '${match[1]}'`));
    }
    return send(res, 405, notFound(`method ${req.method}`));
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
    return session;
  };
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    created,
    pay(sessionId) {
      const session = get(sessionId);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
      });
      return session;
    },
    expire(sessionId) {
      return Object.assign(get(sessionId), { status: 'expired' as const });
    },
    event(type, object, eventId = id('evt')) {
      return {
        id: eventId,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      } as unknown as Stripe.Event;
    },
    signedDelivery(event, options = {}) {
      const raw = JSON.stringify(event);
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: raw,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return {
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        raw,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  afterFile(() => fake.close());
  return fake;
}

/**
 * A test server whose payments go to a fake Stripe of its own (both closed after the file's tests),
 * and an admin to create the courses on sale.
 */
export async function startStripeTestApp(): Promise<{
  app: TestApp;
  stripe: FakeStripe;
  admin: SignedInUser;
}> {
  const stripe = await startFakeStripe();
  const app = await startTestApp(stripeEnv(stripe));
  return { app, stripe, admin: await createAdmin(app) };
}

/** The environment that points an academy test server at this fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  };
}
