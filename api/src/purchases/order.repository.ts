import { isUuid } from '@academy/shared';
import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { paymentEvents, paymentOrders, type PaymentOrderRow } from './payment-order.table.ts';
import { findFirst, insertRow } from '../db/rows.ts';

/** Data access for checkout orders and handled webhook events; no rules here. */

type OrderStatus = PaymentOrderRow['status'];

export const isOrderId = (value: string) => isUuid(value);

export async function insertOrder(
  db: DbOrTx,
  values: typeof paymentOrders.$inferInsert,
): Promise<PaymentOrderRow> {
  return insertRow(db, paymentOrders, values);
}

export async function findOrder(db: DbOrTx, id: string): Promise<PaymentOrderRow | null> {
  if (!isOrderId(id)) return null;
  return findFirst(db, paymentOrders, eq(paymentOrders.id, id));
}

export async function findOrderBySession(
  db: DbOrTx,
  sessionId: string,
): Promise<PaymentOrderRow | null> {
  return findFirst(db, paymentOrders, eq(paymentOrders.sessionId, sessionId));
}

/** Locks the order for the rest of the transaction: parallel fulfilments of it run one after another. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<PaymentOrderRow | null> {
  if (!isOrderId(id)) return null;
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setOrderSession(db: DbOrTx, id: string, sessionId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ sessionId, updatedAt: new Date() })
    .where(eq(paymentOrders.id, id));
}

/** Moves an order on, from `from` states only (a paid order never goes back to open or expired). */
export async function setOrderStatus(
  db: DbOrTx,
  id: string,
  status: OrderStatus,
  from: readonly OrderStatus[] = ['open'],
): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, [...from])))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** The learner's newest open Stripe order for a course, if younger than `since` (reconciliation). */
export async function latestOpenStripeOrder(
  db: DbOrTx,
  userId: string,
  courseId: string,
  since: Date,
): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.courseId, courseId),
        eq(paymentOrders.provider, 'stripe'),
        eq(paymentOrders.status, 'open'),
        isNotNull(paymentOrders.sessionId),
        gt(paymentOrders.createdAt, since),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Open Stripe orders younger than `since`, oldest first (the periodic reconciliation). */
export async function openStripeOrders(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, 'stripe'),
        eq(paymentOrders.status, 'open'),
        isNotNull(paymentOrders.sessionId),
        gt(paymentOrders.createdAt, since),
      ),
    )
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

/** Notes a webhook event; false when it was handled before (or is being handled right now). */
export async function recordEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
