import { z } from 'zod';

/**
 * Progress rules shared by the API and the PWA (spec 000 §3 Video progress, §4 Completion, §7 Progress;
 * README: `watchedDuration` is seconds actually played, `position` the resume point). The API sends
 * these English sentences as `message` and in `errors[field]`.
 */
export const PROGRESS_MESSAGES = {
  courseRequired: 'courseId is required',
  videoRequired: 'videoId is required',
  watchedInvalid: 'watchedDuration must be a number of seconds, 0 or more',
  totalInvalid: 'totalDuration must be a number of seconds, 0 or more',
  positionInvalid: 'position must be a number of seconds, 0 or more',
  timestampInvalid: 'timestamp must be a time in milliseconds since 1970 or an ISO 8601 date',
  notComplete: 'Watch at least 90% of this lesson to complete it',
  wrongCourse: 'This video belongs to another course',
  /** 403: a signed-in learner writing to a lesson of a course they have not bought. */
  purchaseRequired: 'This video requires course purchase.',
  saved: 'Progress saved',
  skipped: 'Progress already recorded; this update was older and changed nothing',
  completed: 'Video marked as completed',
} as const;

const M = PROGRESS_MESSAGES;

/** A lesson is complete once this share of it has been watched (spec 000 §4, README). */
export const COMPLETION_THRESHOLD = 0.9;

/** Seconds no lesson exceeds; bigger numbers are a client bug, not progress. */
export const MAX_LESSON_SECONDS = 24 * 60 * 60;

/** The earliest and latest timestamps accepted (a phone's clock may be wrong, but not by years). */
const EARLIEST_TIMESTAMP = Date.UTC(2020, 0, 1);
const LATEST_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** Whether `watched` seconds complete a lesson of `total` seconds. A lesson of unknown length never is. */
export function isLessonComplete(watched: number, total: number): boolean {
  return total > 0 && watched >= total * COMPLETION_THRESHOLD;
}

/** Whole percent of `part` in `whole`, 0..100, 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(100, Math.round((part / whole) * 100));
}

const seconds = (message: string) =>
  z
    .number({ error: message })
    .refine(Number.isFinite, { message })
    .min(0, message)
    .max(MAX_LESSON_SECONDS, message);

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

/** Milliseconds since 1970, or an ISO 8601 string; answered as a Date. */
export const progressTimestampSchema = z
  .union([z.number(), z.string()], { error: M.timestampInvalid })
  .transform((value, ctx) => {
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (
      !Number.isFinite(ms) ||
      ms < EARLIEST_TIMESTAMP ||
      ms > Date.now() + LATEST_AHEAD_MS ||
      (typeof value === 'string' && /^\d+$/.test(value.trim()))
    ) {
      ctx.addIssue({ code: 'custom', message: M.timestampInvalid });
      return z.NEVER;
    }
    return new Date(Math.round(ms));
  });

/**
 * `POST /api/progress/update`. `timestamp` is when the event happened on the learner's device: an
 * update not newer than the last one accepted for the lesson changes nothing (`skipped: true`), so a
 * queue may resend freely. `totalDuration` is what the player measured; the server trusts the lesson's
 * own duration when it knows it.
 */
export const progressUpdateSchema = z.object({
  courseId: id(M.courseRequired),
  videoId: id(M.videoRequired),
  watchedDuration: seconds(M.watchedInvalid),
  totalDuration: seconds(M.totalInvalid).optional(),
  position: seconds(M.positionInvalid).optional(),
  timestamp: progressTimestampSchema,
});
export type ProgressUpdateInput = z.infer<typeof progressUpdateSchema>;

/** `POST /api/progress/complete-video`: accepted only once 90 % of the lesson has been watched. */
export const completeVideoSchema = z.object({
  courseId: id(M.courseRequired),
  videoId: id(M.videoRequired),
});
export type CompleteVideoInput = z.infer<typeof completeVideoSchema>;
