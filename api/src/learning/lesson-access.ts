import { COURSE_MESSAGES, PROGRESS_MESSAGES, VIDEO_MESSAGES } from '@academy/shared';
import { findCourseBasics, type CourseBasics } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import type { Principal } from '../http/route.ts';
import { findLesson, type Lesson } from '../media/index.ts';
import { ownsCourse } from '../purchases/index.ts';

/**
 * Who may read and write progress (spec 000 §6, issue 14):
 * - writing: a learner who owns the course (entitlement service), or any signed-in learner on an
 *   active free-preview lesson of an active course; another learner gets 403, a visitor 401 (route);
 * - reading one's own progress: any learner on a course they can see (active, or bought);
 * - a course the caller cannot see is 404, as the catalogue answers; a lesson that is not playable
 *   is 404; a lesson of another course is 400.
 */

export interface CourseForViewer {
  course: CourseBasics;
  /** The caller bought the course (always false for visitors and admins). */
  owns: boolean;
}

export async function courseForViewer(
  db: Db,
  courseIdOrSlug: string,
  principal: Principal | null,
): Promise<CourseForViewer> {
  const course = await findCourseBasics(db, courseIdOrSlug);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  const owns =
    principal?.audience === 'learner' && (await ownsCourse(db, principal.userId, course.id));
  const isAdmin = principal?.audience === 'admin';
  if (!owns && !isAdmin && course.status !== 'active') throw notFound(COURSE_MESSAGES.notFound);
  return { course, owns };
}

/** A playable lesson of `course`: 404 when there is none, 400 when it belongs to another course. */
export async function lessonOfCourse(db: Db, course: CourseBasics, videoId: string) {
  const lesson = await findLesson(db, videoId);
  if (!lesson) throw notFound(VIDEO_MESSAGES.notFound);
  if (lesson.courseId !== course.id) throw badRequest(PROGRESS_MESSAGES.wrongCourse);
  return lesson;
}

/** May this viewer play (and so record progress on) this lesson? */
export function canWatch(viewer: CourseForViewer, lesson: Lesson, isAdmin = false): boolean {
  return isAdmin || viewer.owns || lesson.isFreePreview;
}

/** The course and lesson a learner writes progress on, or the 400/403/404 that stops them. */
export async function lessonToWrite(
  db: Db,
  principal: Principal,
  courseIdOrSlug: string,
  videoId: string,
): Promise<{ course: CourseBasics; lesson: Lesson }> {
  const viewer = await courseForViewer(db, courseIdOrSlug, principal);
  const lesson = await lessonOfCourse(db, viewer.course, videoId);
  if (!canWatch(viewer, lesson)) throw forbidden(PROGRESS_MESSAGES.purchaseRequired);
  return { course: viewer.course, lesson };
}
