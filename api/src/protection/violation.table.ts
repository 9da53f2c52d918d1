import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';

/**
 * What the learner player reported (spec 000 §8 violations): strong signals it blocked on, weak ones it
 * only reported. Admins read them per learner; nothing here blocks anyone.
 *
 * `session_id` and `video_id` are kept as plain values, not references: a session is pruned after its
 * retention period and a lesson may be deleted, but the report of what happened stays readable.
 */
export const violations = pgTable(
  'violations',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    sessionId: text('session_id'),
    videoId: uuid('video_id'),
    videoTitle: text('video_title'),
    kind: text('kind').notNull(),
    strength: text('strength').notNull(),
    detail: text('detail'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [index('violations_user_created_idx').on(t.userId, t.createdAt)],
);

export type ViolationRow = typeof violations.$inferSelect;
