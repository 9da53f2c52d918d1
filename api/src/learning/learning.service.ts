import {
  isLessonComplete,
  PROGRESS_MESSAGES,
  type CompleteVideoData,
  type CompleteVideoInput,
  type CourseProgressData,
  type DashboardCourse,
  type DashboardData,
  type NextVideoData,
  type ProgressUpdateData,
  type ProgressUpdateInput,
  type ResumeData,
} from '@academy/shared';
import { listCourseBasics } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { invalid } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { listCourseLessons, type Lesson } from '../media/index.ts';
import { ownedCourseIds } from '../purchases/index.ts';
import { canWatch, courseForViewer, lessonOfCourse, lessonToWrite } from './lesson-access.ts';
import {
  applyProgressUpdate,
  findLessonProgress,
  listProgressOfCourses,
  markLessonCompleted,
} from './lesson-progress.repository.ts';
import type { LessonProgressRow } from './lesson-progress.table.ts';
import { plausibleWatched } from './plausibility.ts';
import { findWatchEvidence, watchClock } from './watch-evidence.ts';
import {
  dashboardCourseView,
  lessonLength,
  summariseCourse,
  videoProgressView,
  type CourseSummary,
} from './progress-views.ts';

/**
 * The learning capability: progress on lessons and the completion rule, written once (spec 000 §3,
 * §4, §7; README "watchedDuration" and "pending progress" rows). Certificates and the dashboard read
 * them through this service only.
 */

export type LearningCtx = Pick<AppContext, 'database'>;

async function courseSummary(ctx: LearningCtx, userId: string, courseId: string) {
  const db = ctx.database.db;
  const [lessons, rows] = await Promise.all([
    listCourseLessons(db, courseId),
    listProgressOfCourses(db, userId, [courseId]),
  ]);
  return { lessons, summary: summariseCourse(courseId, lessons, rows) };
}

/**
 * How far a learner is through a course: completed lessons out of the course's playable lessons, and
 * the course progress percent (watched time, completed lessons whole).
 * `completedAt` is when the last lesson became complete, once all are. An unknown course has no
 * lessons and is never complete. Certificates decide with this.
 */
export async function courseCompletion(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  courseId: string,
): Promise<{
  totalLessons: number;
  completedLessons: number;
  percent: number;
  isComplete: boolean;
  completedAt: Date | null;
}> {
  const { summary } = await courseSummary(ctx, userId, courseId);
  const p = summary.progress;
  return {
    totalLessons: p.totalVideos,
    completedLessons: p.completedVideos,
    percent: p.overallProgress,
    isComplete: p.isCompleted,
    completedAt: summary.completedAt,
  };
}

/**
 * Records completion when the rule holds and it is not yet recorded. The watched seconds are the
 * credited (plausible) ones; a learner whose account never had the lesson's key nor an offline licence
 * for it never completes it, whatever the row says.
 */
async function settleCompletion(
  ctx: LearningCtx,
  lesson: Lesson,
  row: LessonProgressRow,
): Promise<LessonProgressRow> {
  if (row.completedAt || !isLessonComplete(row.watchedSeconds, lessonLength(lesson, row))) {
    return row;
  }
  const evidence = await findWatchEvidence(ctx.database.db, row.userId, row.videoId);
  if (!evidence?.keyFirstServedAt && !evidence?.licenceFrom) return row;
  return (await markLessonCompleted(ctx.database.db, row.userId, row.videoId)) ?? row;
}

/**
 * `POST /api/progress/update`. Keeps the largest watched time and the newest position; an update not
 * newer than the last accepted one for the lesson answers `skipped: true` and changes nothing.
 *
 * The watched time credited is what the time since the previous update allows (plausibility.ts). An
 * update claiming more is clamped rather than refused, so its position and its plausible seconds are
 * kept, and it never completes the lesson by itself: the next plausible update, or complete-video,
 * judges completion again on the credited seconds.
 */
export async function recordProgress(
  ctx: LearningCtx,
  principal: Principal,
  input: ProgressUpdateInput,
): Promise<ProgressUpdateData> {
  const db = ctx.database.db;
  const { course, lesson } = await lessonToWrite(db, principal, input.courseId, input.videoId);
  const total = lesson.duration > 0 ? lesson.duration : (input.totalDuration ?? 0);
  // Nobody plays more of a lesson than it holds: a bigger number is a client's counting error.
  const clamp = (n: number) => (total > 0 ? Math.min(n, total) : n);
  const now = watchClock.now();
  const [previous, evidence] = await Promise.all([
    findLessonProgress(db, principal.userId, lesson.id),
    findWatchEvidence(db, principal.userId, lesson.id),
  ]);
  const plausible = plausibleWatched({
    reported: clamp(input.watchedDuration),
    previous: previous && { ...previous, receivedAt: previous.updatedAt },
    evidence,
    eventAt: input.timestamp,
    now,
  });
  const applied = await applyProgressUpdate(db, {
    userId: principal.userId,
    videoId: lesson.id,
    courseId: course.id,
    watchedSeconds: plausible.credited,
    positionSeconds: clamp(input.position ?? input.watchedDuration),
    totalSeconds: total,
    eventAt: input.timestamp,
    receivedAt: now,
  });
  const row =
    applied && !plausible.clamped
      ? await settleCompletion(ctx, lesson, applied)
      : (applied ?? (await findLessonProgress(db, principal.userId, lesson.id)));
  const { summary } = await courseSummary(ctx, principal.userId, course.id);
  return {
    skipped: !applied,
    videoProgress: videoProgressView(lesson, row ?? undefined),
    courseProgress: summary.progress,
  };
}

/** `POST /api/progress/complete-video`: accepted only once 90 % of the lesson has been watched. */
export async function completeVideo(
  ctx: LearningCtx,
  principal: Principal,
  input: CompleteVideoInput,
): Promise<CompleteVideoData> {
  const db = ctx.database.db;
  const { course, lesson } = await lessonToWrite(db, principal, input.courseId, input.videoId);
  const current = await findLessonProgress(db, principal.userId, lesson.id);
  const row = current ? await settleCompletion(ctx, lesson, current) : null;
  if (!row?.completedAt) throw invalid(PROGRESS_MESSAGES.notComplete);
  const { summary } = await courseSummary(ctx, principal.userId, course.id);
  return { videoProgress: videoProgressView(lesson, row), courseProgress: summary.progress };
}

/** `GET /api/progress/course/{id}`: every playable lesson in order with the learner's progress. */
export async function courseProgress(
  ctx: LearningCtx,
  principal: Principal,
  courseIdOrSlug: string,
): Promise<CourseProgressData> {
  const { course } = await courseForViewer(ctx.database.db, courseIdOrSlug, principal);
  const { lessons, summary } = await courseSummary(ctx, principal.userId, course.id);
  return {
    courseId: course.id,
    videos: lessons.map((l) => ({
      _id: l.id,
      id: l.id,
      progress: videoProgressView(l, summary.rows.get(l.id)),
    })),
    overallProgress: summary.progress.overallProgress,
    courseProgress: summary.progress,
  };
}

/** `GET /api/progress/next-video/{courseId}/{videoId}`: the lesson after this one, or null at the end. */
export async function nextVideo(
  ctx: LearningCtx,
  principal: Principal | null,
  courseIdOrSlug: string,
  videoId: string,
): Promise<NextVideoData> {
  const db = ctx.database.db;
  const viewer = await courseForViewer(db, courseIdOrSlug, principal);
  const lesson = await lessonOfCourse(db, viewer.course, videoId);
  const lessons = await listCourseLessons(db, viewer.course.id);
  const next = lessons[lessons.findIndex((l) => l.id === lesson.id) + 1];
  if (!next) return { nextVideo: null, isLastVideo: true };
  const hasAccess = canWatch(viewer.viewer, next);
  return {
    nextVideo: {
      _id: next.id,
      id: next.id,
      title: next.title,
      order: next.order,
      duration: next.duration,
      isFreePreview: next.isFreePreview,
      hasAccess,
      isLocked: !hasAccess,
    },
    isLastVideo: false,
  };
}

/** The last stretch of a lesson where resuming makes no sense: start it again instead. */
function isAtEnd(position: number, total: number): boolean {
  return total > 0 && position >= total - Math.max(5, total * 0.05);
}

/** `GET /api/progress/resume/{courseId}/{videoId}`: where to start the lesson. */
export async function resumePosition(
  ctx: LearningCtx,
  principal: Principal,
  courseIdOrSlug: string,
  videoId: string,
): Promise<ResumeData> {
  const db = ctx.database.db;
  const viewer = await courseForViewer(db, courseIdOrSlug, principal);
  const lesson = await lessonOfCourse(db, viewer.course, videoId);
  const row = await findLessonProgress(db, principal.userId, lesson.id);
  const view = videoProgressView(lesson, row ?? undefined);
  return {
    resumePosition: isAtEnd(view.lastPosition, view.totalDuration) ? 0 : view.lastPosition,
    lastPosition: view.lastPosition,
    watchedDuration: view.watchedDuration,
    isCompleted: view.isCompleted,
  };
}

/** `GET /api/progress/dashboard`: the learner's bought courses, latest activity (then purchase) first. */
export async function dashboard(ctx: LearningCtx, userId: string): Promise<DashboardData> {
  const db = ctx.database.db;
  const owned = await ownedCourseIds(db, userId);
  const [basics, rows, lessonLists] = await Promise.all([
    listCourseBasics(db, owned),
    listProgressOfCourses(db, userId, owned),
    Promise.all(owned.map((id) => listCourseLessons(db, id))),
  ]);
  const entries: { course: DashboardCourse; purchaseRank: number; summary: CourseSummary }[] = [];
  owned.forEach((id, purchaseRank) => {
    const course = basics.get(id);
    if (!course) return;
    const lessons = lessonLists[purchaseRank] ?? [];
    const summary = summariseCourse(id, lessons, rows);
    entries.push({ course: dashboardCourseView(course, lessons, summary), purchaseRank, summary });
  });
  const activity = (e: (typeof entries)[number]) => e.summary.lastActivityAt?.getTime() ?? -1;
  entries.sort((a, b) => activity(b) - activity(a) || b.purchaseRank - a.purchaseRank);
  return { courses: entries.map((e) => e.course) };
}
