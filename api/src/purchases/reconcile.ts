import type Stripe from 'stripe';
import { fulfilOrder, type FulfilCtx } from './fulfilment.service.ts';
import { latestOpenStripeOrder, openStripeOrders, setOrderStatus } from './order.repository.ts';
import type { PaymentOrderRow } from './payment-order.table.ts';
import { idOf, stripeFor } from './stripe-client.ts';

/**
 * Reconciliation: a lost or late webhook never leaves a paying learner locked out. The learner's
 * pages poll check-purchase; when no purchase exists yet the API asks Stripe about the learner's open
 * session and fulfils a paid one through the same code as the webhook. A periodic job does the same
 * for every open session younger than a day (Stripe sessions expire within 24 hours).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function reconcileOrder(ctx: FulfilCtx, order: PaymentOrderRow): Promise<void> {
  const stripe = ctx.config.stripe;
  if (!stripe || !order.sessionId) return;
  const session: Stripe.Checkout.Session = await stripeFor(stripe).checkout.sessions.retrieve(
    order.sessionId,
  );
  if (session.payment_status === 'paid') {
    const outcome = await fulfilOrder(ctx, order.id, {
      sessionId: session.id,
      paymentId: idOf(session.payment_intent),
    });
    if (outcome === 'fulfilled')
      ctx.logger.warn({ orderId: order.id }, 'reconciled a paid session');
  } else if (session.status === 'expired') {
    await setOrderStatus(ctx.database.db, order.id, 'expired');
  }
}

/** check-purchase's fallback; a Stripe outage is logged and answers "not yet" rather than failing. */
export async function reconcileLearnerCourse(
  ctx: FulfilCtx,
  userId: string,
  courseId: string,
): Promise<void> {
  if (!ctx.config.stripe) return;
  const since = new Date(Date.now() - DAY_MS);
  const order = await latestOpenStripeOrder(ctx.database.db, userId, courseId, since);
  if (!order) return;
  try {
    await reconcileOrder(ctx, order);
  } catch (err) {
    ctx.logger.warn({ err, orderId: order.id }, 'reconciliation with Stripe failed');
  }
}

/** The `payments.reconcile` job: every open session younger than a day, a bounded batch per run. */
export async function reconcileOpenOrders(ctx: FulfilCtx): Promise<void> {
  if (!ctx.config.stripe) return;
  const orders = await openStripeOrders(ctx.database.db, new Date(Date.now() - DAY_MS), 200);
  for (const order of orders) {
    try {
      await reconcileOrder(ctx, order);
    } catch (err) {
      ctx.logger.warn({ err, orderId: order.id }, 'reconciliation with Stripe failed');
    }
  }
}
