import type Stripe from 'stripe';
import { withTransaction, type Transaction } from '../db/database.ts';
import { invalid } from '../errors/domain-error.ts';
import { assertNoNul } from '../http/nul-guard.ts';
import { purchasesPorts } from './purchases.ports.ts';
import { fulfilOrderIn, type FulfilCtx } from './fulfilment.service.ts';
import { findOrderBySession, recordEvent, setOrderStatus } from './order.repository.ts';
import { refundPurchaseByPayment } from './purchase.repository.ts';
import { idOf, stripeFor } from './stripe-client.ts';

/**
 * Stripe's webhook (after Ghost's webhook controller): the raw body is verified against the
 * `Stripe-Signature` header with the SDK's default tolerance, then one handler per event type runs in
 * a transaction that also records the event id. A redelivered or parallel duplicate event finds its id
 * taken and changes nothing; types without a handler are acknowledged and ignored.
 */

type Handler = (ctx: FulfilCtx, tx: Transaction, event: Stripe.Event) => Promise<void>;

/** The order a session pays: its metadata names it; the stored session id is the fallback. */
async function orderIdOf(tx: Transaction, session: Stripe.Checkout.Session) {
  const fromMetadata = session.metadata?.orderId;
  if (fromMetadata) return fromMetadata;
  return (await findOrderBySession(tx.db, session.id))?.id ?? null;
}

const fulfilSession: Handler = async (ctx, tx, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return; // a delayed method: wait for async_payment_succeeded
  const orderId = await orderIdOf(tx, session);
  if (!orderId) {
    ctx.logger.warn({ sessionId: session.id }, 'paid checkout session without an order');
    return;
  }
  await fulfilOrderIn(ctx, tx, orderId, {
    sessionId: session.id,
    paymentId: idOf(session.payment_intent),
  });
};

const endSession =
  (status: 'expired' | 'failed'): Handler =>
  async (_ctx, tx, event) => {
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = await orderIdOf(tx, session);
    if (orderId) await setOrderStatus(tx.db, orderId, status);
  };

/**
 * A full refund ends the access the payment bought and revokes the course's certificate; a partial one
 * leaves both (the learner keeps the course).
 */
const refund: Handler = async (ctx, tx, event) => {
  const charge = event.data.object as Stripe.Charge;
  const paymentId = idOf(charge.payment_intent);
  if (!charge.refunded || !paymentId) return;
  const revoked = await refundPurchaseByPayment(tx.db, paymentId);
  if (!revoked) return;
  ctx.logger.info({ purchaseId: revoked.id, paymentId }, 'refund: access revoked');
  // A certificate of a course the learner was refunded no longer vouches for them (issue 24).
  const certificateId = await purchasesPorts
    .use()
    .refunded(tx.db, revoked.userId, revoked.courseId);
  if (certificateId) ctx.logger.info({ certificateId, paymentId }, 'refund: certificate revoked');
};

export const WEBHOOK_HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': fulfilSession,
  'checkout.session.async_payment_succeeded': fulfilSession,
  'checkout.session.async_payment_failed': endSession('failed'),
  'checkout.session.expired': endSession('expired'),
  'charge.refunded': refund,
};

export const WEBHOOK_MESSAGES = {
  noSignature: 'Missing Stripe-Signature header',
  badSignature: 'Webhook signature verification failed',
} as const;

/**
 * How far ahead of our clock a signature may be dated. The SDK's tolerance (also 5 minutes) only looks
 * back, so a delivery signed with a future timestamp stayed replayable until then (probe finding 24.6).
 */
export const WEBHOOK_FUTURE_TOLERANCE_S = 5 * 60;

/** The `t=` timestamp of a `Stripe-Signature` header, in seconds, or null. */
function signedAt(signature: string): number | null {
  const t = /(?:^|,)\s*t=(\d+)\s*(?:,|$)/.exec(signature)?.[1];
  return t === undefined ? null : Number(t);
}

/**
 * Verifies the signature (400 when absent, bad, stale or dated ahead) and answers the verified event.
 * The event then passes the NUL guard every other input passes: the raw route skips the JSON parser's
 * check, and a NUL in the event id reached PostgreSQL as a 500 (probe finding 24.6).
 */
export function verifyEvent(
  config: NonNullable<FulfilCtx['config']['stripe']>,
  rawBody: unknown,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw invalid(WEBHOOK_MESSAGES.noSignature);
  if (!Buffer.isBuffer(rawBody)) throw invalid(WEBHOOK_MESSAGES.badSignature);
  let event: Stripe.Event;
  try {
    event = stripeFor(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw invalid(WEBHOOK_MESSAGES.badSignature);
  }
  const at = signedAt(signature);
  if (at === null || at > Date.now() / 1000 + WEBHOOK_FUTURE_TOLERANCE_S) {
    throw invalid(WEBHOOK_MESSAGES.badSignature);
  }
  assertNoNul({ event });
  return event;
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export async function handleEvent(ctx: FulfilCtx, event: Stripe.Event): Promise<WebhookOutcome> {
  const handler = WEBHOOK_HANDLERS[event.type];
  if (!handler) return 'ignored';
  return withTransaction(ctx.database, async (tx) => {
    if (!(await recordEvent(tx.db, event.id, event.type))) return 'duplicate';
    await handler(ctx, tx, event);
    return 'handled';
  });
}
