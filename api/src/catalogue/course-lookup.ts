import { normaliseCategory, type CourseLevel, type CourseStatus } from '@academy/shared';
import type { Db } from '../db/database.ts';
import { findCourse } from './course.repository.ts';
import { thumbnailUrls } from './thumbnail.ts';

/**
 * What other capabilities (learning, certificates) may know about a course, answered by the
 * catalogue: they never read the courses table themselves.
 */
export interface CourseBasics {
  id: string;
  title: string;
  description: string;
  category: string;
  level: CourseLevel;
  instructor: string;
  status: CourseStatus;
  thumbnailURL: string | null;
  thumbnailSmallURL: string | null;
  hasWhatsappGroup: boolean;
}

/** A course by id or slug, or null when there is none (visibility is the caller's rule). */
export async function findCourseBasics(db: Db, idOrSlug: string): Promise<CourseBasics | null> {
  const row = await findCourse(db, idOrSlug);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: normaliseCategory(row.category),
    level: row.level,
    instructor: row.instructor,
    status: row.status,
    ...thumbnailUrls(row.thumbnailHash),
    hasWhatsappGroup: row.hasWhatsappGroup,
  };
}

/**
 * Several courses by id, for a learner's dashboard (a learner owns a handful, so one indexed lookup
 * each keeps the repository free of a query only this list needs). Unknown ids are left out.
 */
export async function listCourseBasics(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CourseBasics>> {
  const found = await Promise.all(ids.map((id) => findCourseBasics(db, id)));
  return new Map(found.filter((c): c is CourseBasics => c !== null).map((c) => [c.id, c]));
}
