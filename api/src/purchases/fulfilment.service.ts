import type { AppContext } from '../context.ts';
import { withTransaction, type Transaction } from '../db/database.ts';
import { lockOrder, setOrderStatus } from './order.repository.ts';
import { recordPaidPurchase } from './purchase.repository.ts';
import { enqueueReceiptEmail } from './receipt-email.ts';

/**
 * Fulfilment: the one place a paid order becomes a purchase. Stripe's webhook, the reconciliation of
 * a lost webhook, the test checkout's Pay button and a free enrolment all come here.
 *
 * Idempotent by construction: the order row is locked, so parallel fulfilments of one order run one
 * after another and all but the first find it paid. The purchase, the order's new state and the
 * receipt e-mail job commit together; nothing that can fail runs after the money is recorded.
 */

export type FulfilCtx = Pick<AppContext, 'database' | 'email' | 'config' | 'logger'>;

export interface PaymentFacts {
  /** The provider's session: Stripe's Checkout Session id, or the order id for test and free. */
  sessionId: string;
  /** Stripe's PaymentIntent id (refunds find the purchase by it); null for test and free. */
  paymentId: string | null;
}

export type FulfilOutcome = 'fulfilled' | 'already-paid' | 'unknown-order';

export async function fulfilOrderIn(
  ctx: FulfilCtx,
  tx: Transaction,
  orderId: string,
  facts: PaymentFacts,
): Promise<FulfilOutcome> {
  const order = await lockOrder(tx.db, orderId);
  if (!order) return 'unknown-order';
  if (order.status === 'paid') return 'already-paid';
  if (order.sessionId && order.sessionId !== facts.sessionId) {
    ctx.logger.warn(
      { orderId, sessionId: facts.sessionId },
      'payment for another session of an order',
    );
    return 'unknown-order';
  }
  const purchase = await recordPaidPurchase(tx.db, {
    id: order.id,
    userId: order.userId,
    courseId: order.courseId,
    amountCents: order.amountCents,
    currency: order.currency,
    source: order.provider,
    paymentReference: facts.sessionId,
    providerPaymentId: facts.paymentId,
  });
  await setOrderStatus(tx.db, order.id, 'paid', ['open', 'expired', 'failed', 'cancelled']);
  if (!purchase) {
    // Two checkouts of one course both paid: access is there already; the second payment needs a refund.
    ctx.logger.error(
      { orderId, userId: order.userId, courseId: order.courseId, paymentId: facts.paymentId },
      'a learner paid for a course they already own: refund this payment',
    );
    return 'already-paid';
  }
  await enqueueReceiptEmail(ctx, tx, order.userId, order.courseId);
  return 'fulfilled';
}

export function fulfilOrder(
  ctx: FulfilCtx,
  orderId: string,
  facts: PaymentFacts,
): Promise<FulfilOutcome> {
  return withTransaction(ctx.database, (tx) => fulfilOrderIn(ctx, tx, orderId, facts));
}
