import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';
import { videos } from '../media/video.table.ts';

/**
 * One learner's progress on one lesson (spec 000 §3 Video progress; README "watchedDuration" row).
 *
 * - `watched_seconds`: the largest number of seconds of the lesson the learner has actually played.
 * - `position_seconds`: where the player stood in the newest accepted update (the resume point).
 * - `last_event_at`: the device time of that update. An update not newer than it changes nothing, so
 *   a client may resend its queue freely (duplicates and late arrivals are harmless).
 * - `accepted_updates`: how many updates were accepted, so lost or doubled updates can be counted.
 * - `completed_at`: set once when 90 % of the lesson has been watched, and kept: a lesson made longer
 *   later does not take a learner's completion back. Certificates read it.
 * - `course_id` is the lesson's course, kept so a course's progress is one indexed read.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    /** The lesson's length used for the completion rule at the last update. */
    totalSeconds: doublePrecision('total_seconds').notNull().default(0),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, precision: 3 }).notNull(),
    acceptedUpdates: integer('accepted_updates').notNull().default(1),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    check('lesson_progress_watched_check', sql`${t.watchedSeconds} >= 0`),
    check('lesson_progress_position_check', sql`${t.positionSeconds} >= 0`),
  ],
);

export type LessonProgressRow = typeof lessonProgress.$inferSelect;
