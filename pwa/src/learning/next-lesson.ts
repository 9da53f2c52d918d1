import type { CourseDetail, CourseProgress, VideoProgress } from '@academy/shared';

/**
 * The lesson the purchased-course page's button opens: the last one watched if unfinished, else the
 * first not complete, else the first (the dashboard's `nextVideoId` follows the same rule on the
 * server). Null for a course without lessons.
 */
export function nextLessonId(
  course: Pick<CourseDetail, 'videos'>,
  progress: Pick<CourseProgress, 'lastWatchedVideo'> | undefined,
  lessons: ReadonlyMap<string, Pick<VideoProgress, 'isCompleted'>>,
): string | null {
  const ordered = [...course.videos].sort((a, b) => a.order - b.order);
  const done = (id: string) => Boolean(lessons.get(id)?.isCompleted);
  const last = ordered.find((v) => v._id === progress?.lastWatchedVideo);
  if (last && !done(last._id)) return last._id;
  return (ordered.find((v) => !done(v._id)) ?? ordered[0])?._id ?? null;
}
