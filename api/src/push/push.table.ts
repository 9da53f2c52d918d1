import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * A browser's push subscription (one per device and browser), belonging to the learner who opted in
 * there. The endpoint is the push service's address for that browser, unique across the table: a
 * browser that is re-subscribed by another learner on the same device moves to that learner, and to
 * that learner's session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /**
     * The session (token id) that subscribed last: logging that session out deletes the row, and a
     * row whose session was revoked gets no pushes. Each device has its own session, so a logout on
     * one leaves the learner's other devices subscribed. Null for rows from before it was recorded.
     */
    sessionTokenId: uuid('session_token_id'),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: ['ti', 'en'] }).notNull(),
    createdAt: writtenAt('created_at'),
    /** The last time the push service accepted a message for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionTokenId),
    check('push_subscriptions_language_check', sql`${t.language} in ('ti', 'en')`),
  ],
);

/**
 * Which subscriptions a course's announcement already reached. A fan-out that fails part-way is
 * retried by pg-boss; the retry skips these rows, so nobody gets the same course twice. The rows of a
 * course are dropped once its fan-out is finished.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    deliveredAt: writtenAt('delivered_at'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.subscriptionId] })],
);
