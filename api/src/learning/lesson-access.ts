import { PROGRESS_MESSAGES, VIDEO_MESSAGES } from '@academy/shared';
import {
  lessonLock,
  playLesson,
  requireAccess,
  viewerOf,
  visibleCourse,
  type Viewer,
} from '../access/index.ts';
import { findCourseBasics, type CourseBasics } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import { invalid, notFound } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { findLesson, type Lesson } from '../media/index.ts';
import { ownsCourse } from '../purchases/index.ts';

/**
 * Who may read and write progress (spec 000 §6, issue 14), as the access policy (api/src/access) says:
 * - writing: whoever may play the lesson (a learner who owns the course, or any signed-in learner on
 *   an active free-preview lesson of an active course); another learner gets 403, a visitor 401;
 * - reading one's own progress: any learner on a course they can see (active, or bought);
 * - a course the caller cannot see is 404, as the catalogue answers; a lesson that is not playable
 *   is 404; a lesson of another course is 400.
 */

export interface CourseForViewer {
  course: CourseBasics;
  viewer: Viewer;
}

export async function courseForViewer(
  db: Db,
  courseIdOrSlug: string,
  principal: Principal | null,
): Promise<CourseForViewer> {
  const course = await findCourseBasics(db, courseIdOrSlug);
  const viewer = await viewerOf(principal, (learnerId) =>
    course ? ownsCourse(db, learnerId, course.id) : Promise.resolve(false),
  );
  return { course: visibleCourse(viewer, course), viewer };
}

/** A playable lesson of `course`: 404 when there is none, 400 when it belongs to another course. */
export async function lessonOfCourse(db: Db, course: CourseBasics, videoId: string) {
  const lesson = await findLesson(db, videoId);
  if (!lesson) throw notFound(VIDEO_MESSAGES.notFound);
  if (lesson.courseId !== course.id) throw invalid(PROGRESS_MESSAGES.wrongCourse);
  return lesson;
}

/** May this viewer play (and so record progress on) this lesson of a course they can see? */
export function canWatch(viewer: Viewer, lesson: Lesson): boolean {
  return lessonLock(viewer, lesson) === null;
}

/** The course and lesson a learner writes progress on, or the refusal that stops them. */
export async function lessonToWrite(
  db: Db,
  principal: Principal,
  courseIdOrSlug: string,
  videoId: string,
): Promise<{ course: CourseBasics; lesson: Lesson }> {
  const { course, viewer } = await courseForViewer(db, courseIdOrSlug, principal);
  const lesson = await lessonOfCourse(db, course, videoId);
  requireAccess(playLesson(viewer, course, { ...lesson, status: 'active' }));
  return { course, lesson };
}
