import { useQuery } from '@tanstack/react-query';
import type { CourseProgressData, DashboardData } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import { useAuthToken } from '../accounts/auth-storage.ts';

/**
 * The learner's progress, read (spec 000 §7 Progress). Keys carry the token, so one learner's progress
 * never shows for another on the same browser. Whoever sends progress (the watch page's queue)
 * invalidates `progressKeys.all` once the server has acknowledged it, and these screens follow.
 */
export const progressKeys = {
  all: ['progress'] as const,
  dashboard: (token: string | null) => ['progress', 'dashboard', token] as const,
  course: (courseId: string, token: string | null) =>
    ['progress', 'course', courseId, token] as const,
};

/** GET /api/progress/dashboard: the bought courses with their progress. */
export function useDashboardProgress() {
  const token = useAuthToken();
  return useQuery({
    queryKey: progressKeys.dashboard(token),
    queryFn: async ({ signal }) =>
      (await apiRequest<DashboardData>('/api/progress/dashboard', { token, signal })).data,
    enabled: !!token,
  });
}

/** GET /api/progress/course/{id}: every lesson of a course with the learner's progress. */
export function useCourseProgress(courseId: string, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: progressKeys.course(courseId, token),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CourseProgressData>(
          `/api/progress/course/${encodeURIComponent(courseId)}`,
          { token, signal },
        )
      ).data,
    enabled: !!token && enabled && !!courseId,
  });
}
