import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * A learner's purchase of a course: one row per user and course. Fulfilment (`fulfilment.service.ts`)
 * writes it when a checkout is paid; seeds and tests write it directly.
 *
 * - Only a `paid` row gives access; a refund turns it `refunded` (kept for the receipt and the books).
 * - A course with purchases can never be deleted (`restrict`): deleting it archives it instead, so no
 *   learner loses access or receipts.
 * - Triggers (migration `purchases_paid_enrollments`) keep `courses.total_enrollments` equal to the
 *   number of paid purchases.
 * - `payment_reference` is the provider's session id (Stripe's Checkout Session id, or the order id of
 *   the test checkout) and `provider_payment_id` Stripe's PaymentIntent id; both unique, so a repeated
 *   fulfilment is a no-op and a refund finds its purchase.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'restrict'),
    /** What was paid, in cents of `currency`; 0 for a free course. */
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** The provider that took the money: 'stripe', 'test' (built-in test checkout), 'free'; 'seed' for dev data. */
    source: text('source').notNull(),
    paymentReference: text('payment_reference'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    purchasedAt: writtenAt('purchased_at'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_user_course_unique').on(t.userId, t.courseId),
    uniqueIndex('purchases_payment_reference_unique').on(t.paymentReference),
    uniqueIndex('purchases_provider_payment_id_unique').on(t.providerPaymentId),
    check('purchases_status_check', sql`${t.status} in ('paid', 'refunded')`),
    index('purchases_course_idx').on(t.courseId),
    check('purchases_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;
