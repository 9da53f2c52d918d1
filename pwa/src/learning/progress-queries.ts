import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CourseProgressData, DashboardData } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import { askEarly, takeEarly } from '../api/early-answers.ts';
import { useAuthToken } from '../session/auth-storage.ts';

/**
 * The learner's progress, read (spec 000 §7 Progress). Keys carry the token, so one learner's progress
 * never shows for another on the same browser. Progress moves while the learner watches elsewhere
 * (the watch page's queue sends it), so these are stale at once: opening a screen asks again while it
 * shows the last answer.
 */
export const progressKeys = {
  all: ['progress'] as const,
  dashboard: (token: string | null) => ['progress', 'dashboard', token] as const,
  course: (courseId: string, token: string | null) =>
    ['progress', 'course', courseId, token] as const,
};

async function fetchDashboard(token: string | null, signal?: AbortSignal) {
  return (await apiRequest<DashboardData>('/api/progress/dashboard', { token, signal })).data;
}

const earlyDashboard = (token: string) => `dashboard:${token}`;

/**
 * The app opening on the dashboard: its answer is asked for at once (../api/early-answers.ts) and put
 * in the cache when it comes, so that the page's first render already has the course cards, whose
 * first picture is the page's largest paint. The page's query, stale at once, then takes the same
 * answer instead of asking the server again. When the server drew the page for this learner, the
 * answer it drew from came with it (`drawn`, already checked to be theirs): nothing is asked.
 */
export function askDashboardEarly(
  queryClient: QueryClient,
  pathname: string,
  token: string | null,
  drawn: Record<string, unknown> | null,
): void {
  if (!token || !/^\/dashboard\/?$/.test(pathname)) return;
  const sent = typeof drawn?.viewer === 'string' ? (drawn.dashboard as DashboardData) : undefined;
  askEarly(earlyDashboard(token), async () => {
    const answer = Array.isArray(sent?.courses) ? sent : await fetchDashboard(token);
    queryClient.setQueryData(progressKeys.dashboard(token), answer);
    return answer;
  });
}

/** GET /api/progress/dashboard: the bought courses with their progress. */
export function useDashboardProgress() {
  const token = useAuthToken();
  return useQuery({
    queryKey: progressKeys.dashboard(token),
    queryFn: async ({ signal }) =>
      (token && (await takeEarly<DashboardData>(earlyDashboard(token)))) ||
      fetchDashboard(token, signal),
    enabled: !!token,
    staleTime: 0,
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
    staleTime: 0,
  });
}
