import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * A checkout in progress. The price is read from the course and fixed here when the session is
 * created, so a price edit during checkout changes nothing and the client never names a price.
 * Fulfilment turns it `paid` (and writes the purchase, whose id is this order's id: the receipt's
 * order id). `session_id` is the provider's session (Stripe Checkout Session id; null for the test
 * checkout, whose session is the order itself).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider', { enum: ['stripe', 'test', 'free'] }).notNull(),
    sessionId: text('session_id'),
    status: text('status', { enum: ['open', 'paid', 'expired', 'failed', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    uniqueIndex('payment_orders_session_id_unique').on(t.sessionId),
    index('payment_orders_user_course_idx').on(t.userId, t.courseId, t.createdAt.desc()),
    index('payment_orders_open_idx').on(t.status, t.createdAt),
    check('payment_orders_amount_check', sql`${t.amountCents} >= 0`),
    check('payment_orders_provider_check', sql`${t.provider} in ('stripe', 'test', 'free')`),
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('open', 'paid', 'expired', 'failed', 'cancelled')`,
    ),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * Webhook events already handled, by Stripe's event id: a redelivery (or a parallel duplicate) finds
 * its id here and changes nothing. Written in the same transaction as the event's effect.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: writtenAt('received_at'),
});
