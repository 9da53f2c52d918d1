import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { lessonProgress, type LessonProgressRow } from './lesson-progress.table.ts';
import { findFirst } from '../db/rows.ts';

/** SQL for lesson progress and nothing else; the rules live in learning.service.ts. */

export interface ProgressWrite {
  userId: string;
  videoId: string;
  courseId: string;
  watchedSeconds: number;
  positionSeconds: number;
  totalSeconds: number;
  eventAt: Date;
  /** The server time the update arrived (`updated_at`): live updates are measured from it. */
  receivedAt: Date;
}

/**
 * Applies one update in a single statement, so concurrent updates of a lesson cannot interleave: the
 * largest watched time is kept, the position and length of this update are taken, and nothing changes
 * unless `eventAt` is newer than the last accepted update. Answers the new row, or null when skipped.
 */
export async function applyProgressUpdate(
  db: Db,
  write: ProgressWrite,
): Promise<LessonProgressRow | null> {
  const t = lessonProgress;
  const rows = await db
    .insert(t)
    .values({
      userId: write.userId,
      videoId: write.videoId,
      courseId: write.courseId,
      watchedSeconds: write.watchedSeconds,
      positionSeconds: write.positionSeconds,
      totalSeconds: write.totalSeconds,
      lastEventAt: write.eventAt,
      acceptedUpdates: 1,
      updatedAt: write.receivedAt,
    })
    .onConflictDoUpdate({
      target: [t.userId, t.videoId],
      set: {
        watchedSeconds: sql`greatest(${t.watchedSeconds}, excluded.watched_seconds)`,
        positionSeconds: sql`excluded.position_seconds`,
        totalSeconds: sql`excluded.total_seconds`,
        lastEventAt: sql`excluded.last_event_at`,
        acceptedUpdates: sql`${t.acceptedUpdates} + 1`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${t.lastEventAt} < excluded.last_event_at`,
    })
    .returning();
  return rows[0] ?? null;
}

/** Marks the lesson complete now unless it already was; answers the row as it stands. */
export async function markLessonCompleted(
  db: Db,
  userId: string,
  videoId: string,
): Promise<LessonProgressRow | null> {
  await db
    .update(lessonProgress)
    .set({ completedAt: sql`now()` })
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.videoId, videoId),
        isNull(lessonProgress.completedAt),
      ),
    );
  return findLessonProgress(db, userId, videoId);
}

export async function findLessonProgress(
  db: Db,
  userId: string,
  videoId: string,
): Promise<LessonProgressRow | null> {
  return findFirst(
    db,
    lessonProgress,
    and(eq(lessonProgress.userId, userId), eq(lessonProgress.videoId, videoId)),
  );
}

/** The learner's rows for the given courses (the caller keeps those of lessons that still exist). */
export async function listProgressOfCourses(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<LessonProgressRow[]> {
  if (!courseIds.length) return [];
  return db
    .select()
    .from(lessonProgress)
    .where(
      and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, [...courseIds])),
    );
}
