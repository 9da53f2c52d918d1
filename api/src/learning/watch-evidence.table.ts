import { pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { videos } from '../media/video.table.ts';

/**
 * What the server itself saw of a learner being able to play a lesson (issue 24): the lesson's key was
 * served to their account, or an offline licence was issued to it. Progress is credited only against
 * this (learning/plausibility.ts): without a key nothing could have been decrypted, so nothing watched.
 *
 * - `key_last_served_at`: the latest key fetch, i.e. the start of the latest streaming visit; live
 *   progress is measured from it (server clock).
 * - `licence_from` / `licence_until`: the first licence's issue time and the latest licence's expiry.
 *   Offline progress whose device time falls in that window is measured by the device clock. Renewals
 *   extend the window; a gap between two licences is not recorded (a deliberate simplification).
 */
export const lessonWatchEvidence = pgTable(
  'lesson_watch_evidence',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    keyFirstServedAt: timestamp('key_first_served_at', { withTimezone: true, precision: 3 }),
    keyLastServedAt: timestamp('key_last_served_at', { withTimezone: true, precision: 3 }),
    licenceFrom: timestamp('licence_from', { withTimezone: true, precision: 3 }),
    licenceUntil: timestamp('licence_until', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

export type LessonWatchEvidenceRow = typeof lessonWatchEvidence.$inferSelect;
