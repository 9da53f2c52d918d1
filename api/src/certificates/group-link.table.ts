import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * Single-use WhatsApp join links (spec 000 §4: 30 minutes, one use). Only the SHA-256 of the token is
 * kept, so a database leak hands out no working links. The invite link itself stays on the course and
 * is read only when a token is redeemed.
 */
export const groupJoinTokens = pgTable(
  'group_join_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('group_join_tokens_expires_idx').on(t.expiresAt)],
);
