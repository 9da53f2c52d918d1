import type { CourseVideoListItem } from '@academy/shared';
import type { Db } from '../db/database.ts';
import type { AppContext } from '../context.ts';
import { cataloguePorts } from './catalogue.ports.ts';

/**
 * The join point between the catalogue and the media capability: the three questions the catalogue
 * asks about a course's videos, answered by the media capability through the catalogue's port. Nothing else in the
 * catalogue reads videos.
 */

export interface CourseVideoSummary {
  videoCount: number;
  /** Seconds. */
  totalDuration: number;
}

export const NO_VIDEOS: CourseVideoSummary = { videoCount: 0, totalDuration: 0 };

/**
 * Lesson count and total duration for each course in `courseIds` (one query for a whole page of
 * cards). A course without videos may be missing from the map; callers read it as NO_VIDEOS. Count only
 * videos a learner can watch (ready, not failed or processing).
 */
export async function listCourseVideoSummaries(
  db: Db,
  courseIds: readonly string[],
): Promise<Map<string, CourseVideoSummary>> {
  const rows = await cataloguePorts.use().videoSummaries(db, courseIds);
  return new Map(
    rows.map((r) => [r.courseId, { videoCount: r.n, totalDuration: Number(r.seconds) }]),
  );
}

/**
 * The lessons of one course in order, for the course answers' `videos`. `viewer.isAdmin` sees every
 * video whatever its state; others only the watchable ones.
 */
export async function listCourseVideos(
  db: Db,
  courseId: string,
  viewer: { isAdmin: boolean },
): Promise<CourseVideoListItem[]> {
  return cataloguePorts.use().courseVideos(db, courseId, { activeOnly: !viewer.isAdmin });
}

/** Every video in the academy, for the admin dashboard's `totalVideos`. */
export async function countAllVideos(db: Db): Promise<number> {
  return cataloguePorts.use().countAllVideos(db);
}

/**
 * Deleting a course deletes its videos' rows (cascade) but not their stored files: call this before
 * the delete, and the function it answers once the delete has committed.
 */
export function courseVideoFilesRemover(
  ctx: Pick<AppContext, 'database' | 'storage' | 'logger'>,
  courseId: string,
): Promise<() => Promise<void>> {
  return cataloguePorts.use().courseVideoFilesRemover(ctx, courseId);
}
