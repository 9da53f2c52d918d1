import {
  percentOf,
  type CourseProgress,
  type DashboardCourse,
  type VideoProgress,
} from '@academy/shared';
import type { CourseBasics } from '../catalogue/index.ts';
import type { Lesson } from '../media/index.ts';
import type { LessonProgressRow } from './lesson-progress.table.ts';

/** Pure builders of the Progress answers from lessons and rows; no row leaves the API as it is. */

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The lesson's length: its own when known, else what the player last reported. */
export function lessonLength(lesson: Pick<Lesson, 'duration'>, row?: LessonProgressRow): number {
  return lesson.duration > 0 ? lesson.duration : (row?.totalSeconds ?? 0);
}

/** A lesson's completion: 100 once complete, else the share of it watched. */
export function lessonCompletion(
  lesson: Pick<Lesson, 'duration'>,
  row?: LessonProgressRow,
): { isCompleted: boolean; watchedPercentage: number; completionPercentage: number } {
  // Completion is recorded once (completed_at) when the rule held; a lesson edited later keeps it.
  const isCompleted = Boolean(row?.completedAt);
  const watchedPercentage = percentOf(row?.watchedSeconds ?? 0, lessonLength(lesson, row));
  return {
    isCompleted,
    watchedPercentage,
    completionPercentage: isCompleted ? 100 : watchedPercentage,
  };
}

export function videoProgressView(lesson: Lesson, row?: LessonProgressRow): VideoProgress {
  const total = lessonLength(lesson, row);
  const watched = row?.watchedSeconds ?? 0;
  const { isCompleted, watchedPercentage, completionPercentage } = lessonCompletion(lesson, row);
  return {
    _id: lesson.id,
    videoId: lesson.id,
    watchedDuration: round1(watched),
    totalDuration: round1(total),
    watchedPercentage,
    completionPercentage,
    isCompleted,
    lastPosition: round1(row?.positionSeconds ?? 0),
    completedAt: row?.completedAt?.toISOString() ?? null,
    lastUpdatedAt: row?.lastEventAt.toISOString() ?? null,
    acceptedUpdates: row?.acceptedUpdates ?? 0,
    progress: { isCompleted, completionPercentage },
  };
}

export interface CourseSummary {
  progress: CourseProgress;
  /** Rows of lessons that still exist, by lesson id. */
  rows: Map<string, LessonProgressRow>;
  completedAt: Date | null;
  lastActivityAt: Date | null;
}

/**
 * Course progress, whole percent 0..100: watched time over the course's total time, a completed
 * lesson counted whole (issue 25; spec 000 §4 "Completion" reads this figure). This is the only
 * definition: every answer that carries course progress (course progress, the dashboard, certificates)
 * is built from it and the PWA shows the figure it receives.
 * - 100 only once every lesson is complete, so a course at 99.6 % is not shown as finished;
 * - at least 1 once anything was watched, so 20 s of a long course is "started", not "ready to start";
 * - a course whose lessons have no known length counts completed lessons out of all (spec 000 §5).
 */
export function courseProgressPercent(
  lessons: readonly { length: number; watched: number; completed: boolean }[],
): number {
  if (lessons.length === 0) return 0;
  const done = lessons.filter((l) => l.completed).length;
  if (done === lessons.length) return 100;
  const total = lessons.reduce((sum, l) => sum + Math.max(0, l.length), 0);
  const watched = lessons.reduce(
    (sum, l) => sum + (l.completed ? l.length : Math.min(Math.max(0, l.watched), l.length)),
    0,
  );
  const percent = total > 0 ? percentOf(watched, total) : percentOf(done, lessons.length);
  const started = done > 0 || lessons.some((l) => l.watched > 0);
  return Math.min(99, Math.max(started ? 1 : 0, percent));
}

/** A course's progress summary from its playable lessons and the learner's rows. */
export function summariseCourse(
  courseId: string,
  lessons: readonly Lesson[],
  allRows: readonly LessonProgressRow[],
): CourseSummary {
  const ids = new Set(lessons.map((l) => l.id));
  const rows = new Map(allRows.filter((r) => ids.has(r.videoId)).map((r) => [r.videoId, r]));
  const done = lessons.filter((l) => Boolean(rows.get(l.id)?.completedAt));
  let last: LessonProgressRow | undefined;
  for (const row of rows.values()) if (!last || row.lastEventAt > last.lastEventAt) last = row;
  const isCompleted = lessons.length > 0 && done.length === lessons.length;
  const completedAt = isCompleted
    ? new Date(Math.max(...done.map((l) => rows.get(l.id)?.completedAt?.getTime() ?? 0)))
    : null;
  const percent = courseProgressPercent(
    lessons.map((l) => {
      const row = rows.get(l.id);
      return {
        length: lessonLength(l, row),
        watched: row?.watchedSeconds ?? 0,
        completed: Boolean(row?.completedAt),
      };
    }),
  );
  return {
    rows,
    completedAt,
    lastActivityAt: last?.lastEventAt ?? null,
    progress: {
      courseId,
      totalVideos: lessons.length,
      completedVideos: done.length,
      totalProgress: percent,
      overallProgress: percent,
      isCompleted,
      lastWatchedVideo: last?.videoId ?? null,
      lastWatchedPosition: round1(last?.positionSeconds ?? 0),
      completedAt: completedAt?.toISOString() ?? null,
    },
  };
}

/** Where start/continue/review leads: an unfinished last lesson, else the first not complete. */
function nextLessonId(lessons: readonly Lesson[], summary: CourseSummary): string | null {
  const done = (l: Lesson) => videoProgressView(l, summary.rows.get(l.id)).isCompleted;
  const lastId = summary.progress.lastWatchedVideo;
  const last = lessons.find((l) => l.id === lastId);
  if (last && !done(last)) return last.id;
  return (lessons.find((l) => !done(l)) ?? lessons[0])?.id ?? null;
}

export function dashboardCourseView(
  course: CourseBasics,
  lessons: readonly Lesson[],
  summary: CourseSummary,
): DashboardCourse {
  const p = summary.progress;
  return {
    _id: course.id,
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    instructor: course.instructor,
    thumbnail: course.thumbnailSmallURL,
    progress: p.overallProgress,
    totalLessons: p.totalVideos,
    completedLessons: p.completedVideos,
    duration: lessons.reduce((sum, l) => sum + l.duration, 0),
    videos: lessons.map((l) => {
      const v = videoProgressView(l, summary.rows.get(l.id));
      return {
        _id: l.id,
        id: l.id,
        title: l.title,
        order: l.order,
        duration: l.duration,
        isCompleted: v.isCompleted,
        completionPercentage: v.completionPercentage,
      };
    }),
    isCompleted: p.isCompleted,
    completedAt: p.completedAt,
    nextVideoId: nextLessonId(lessons, summary),
    lastWatchedVideo: p.lastWatchedVideo,
    lastActivityAt: summary.lastActivityAt?.toISOString() ?? null,
  };
}
