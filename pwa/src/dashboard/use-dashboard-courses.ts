import { progressOf, type DashboardCourse } from '@academy/shared';
import { useMemo } from 'react';
import { useDeferredAnswer } from '../courses/index.ts';
import { useDashboardProgress } from '../learning/index.ts';

export interface DashboardCoursesResult {
  /** The learner's courses with progress; undefined while loading. */
  courses: DashboardCourse[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The dashboard's course list from GET /api/progress/dashboard (spec 000 §7). Progress is the
 * server's (watched time, completed lessons whole); `progressOf` only guards against an odd figure.
 * An error with courses already on screen keeps them (a failed background refetch is not a failure).
 */
export function useDashboardCourses(): DashboardCoursesResult {
  // The answer renders in a transition, in slices: the learner's course cards mounted in one blocking
  // task when it arrived (the dashboard's blocking time on a slow phone, issue 26).
  const query = useDeferredAnswer(useDashboardProgress());
  const courses = useMemo(
    () => query.data?.courses.map((course) => ({ ...course, progress: progressOf(course) })),
    [query.data],
  );
  return {
    courses,
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
