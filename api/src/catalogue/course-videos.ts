import type { CourseVideoListItem } from '@academy/shared';
import type { Db } from '../db/database.ts';

/**
 * JOIN POINT FOR THE MEDIA CAPABILITY. The catalogue asks these three questions about a course's
 * videos; the videos table does not exist yet, so each answers "none". The media engineer replaces the
 * bodies with queries over the videos table (keep the signatures; the catalogue's callers and tests
 * already go through them). Nothing else in the catalogue reads videos.
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
  _db: Db,
  _courseIds: readonly string[],
): Promise<Map<string, CourseVideoSummary>> {
  return new Map();
}

/**
 * The lessons of one course in order, for the course answers' `videos`. `viewer.isAdmin` sees every
 * video whatever its state; others only the watchable ones.
 */
export async function listCourseVideos(
  _db: Db,
  _courseId: string,
  _viewer: { isAdmin: boolean },
): Promise<CourseVideoListItem[]> {
  return [];
}

/** Every video in the academy, for the admin dashboard's `totalVideos`. */
export async function countAllVideos(_db: Db): Promise<number> {
  return 0;
}
