import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * A learner's access to a course they bought: one row per user and course. Payments (a later
 * capability) write it when a checkout is fulfilled; seeds and tests write it directly.
 *
 * - A course with purchases can never be deleted (`restrict`): deleting it archives it instead, so no
 *   learner loses access or receipts.
 * - Triggers (migration `purchases_enrollments`) keep `courses.total_enrollments` equal to the count.
 * - `payment_reference` (checkout session or payment id) is unique, so a repeated fulfilment is a no-op.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** What was paid, in cents of `currency`; 0 for a free course. */
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Who granted it: 'stripe', 'test-checkout', 'free', 'seed', 'admin'. */
    source: text('source').notNull(),
    paymentReference: text('payment_reference'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_user_course_unique').on(t.userId, t.courseId),
    uniqueIndex('purchases_payment_reference_unique').on(t.paymentReference),
    index('purchases_course_idx').on(t.courseId),
    check('purchases_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;
