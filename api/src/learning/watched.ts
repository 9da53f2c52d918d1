import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { lessonProgress } from './lesson-progress.table.ts';

/**
 * Whether the learner has watched some of a course: progress recorded on at least one of its lessons
 * (seconds watched, or a completion). Ratings ask it before letting a learner rate.
 */
export async function hasWatchedCourse(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        or(gt(lessonProgress.watchedSeconds, 0), isNotNull(lessonProgress.completedAt)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
