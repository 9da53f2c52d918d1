import { useMe } from '../accounts/account-queries.ts';
import type { DashboardCourse } from './dashboard-rules.ts';

export interface DashboardCoursesResult {
  /** The learner's courses with progress; undefined while loading. */
  courses: DashboardCourse[] | undefined;
  /** Courses bought (from the me call), known before their progress is. */
  purchasedCount: number;
  /**
   * True while purchased courses exist but their progress cannot be shown yet (see below). The page
   * then says so instead of claiming the learner has no courses.
   */
  progressUnavailable: boolean;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * ──── HOOK FOR THE LEARNING ISSUE ────
 * The dashboard's course list. GET /api/progress/dashboard (spec 000 §7, data.courses[] of
 * DashboardCourse) belongs to the learning capability and does not exist yet, so for now the list is
 * derived from the me call: a learner whose `purchasedCourses` is empty truly has no courses (the real
 * empty state). When the learning issue adds the progress route, replace the body with a TanStack query
 * on ['dashboard', 'courses', token] that maps data.courses through `progressOf` and keep this return
 * shape; the page, its tiles, search, filter and pagination need no change.
 */
export function useDashboardCourses(): DashboardCoursesResult {
  const me = useMe();
  const purchased = me.data?.purchasedCourses ?? [];
  return {
    courses: me.data ? [] : undefined,
    purchasedCount: purchased.length,
    progressUnavailable: purchased.length > 0,
    isLoading: me.isPending,
    isError: me.isError && !me.data,
    error: me.error,
    refetch: () => void me.refetch(),
  };
}
