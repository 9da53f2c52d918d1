import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminCourseDetail } from '@academy/shared';
import { catalogueKeys } from '../../courses/index.ts';
import {
  adminCourseKeys,
  deleteCourse,
  fetchAdminCourse,
  fetchAdminCourses,
} from './admin-courses-api.ts';
import type { CourseListQuery } from './course-list-params.ts';

/** An admin acting on courses wants what is true now, not what was true minutes ago. */
const ADMIN_STALE_MS = 10_000;

export function useAdminCourses(query: CourseListQuery) {
  return useQuery({
    queryKey: adminCourseKeys.list(query),
    queryFn: ({ signal }) => fetchAdminCourses(query, signal),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminCourse(id: string) {
  return useQuery({
    queryKey: adminCourseKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminCourse(id, signal),
    staleTime: ADMIN_STALE_MS,
  });
}

/**
 * After a course changed: the admin lists and statistics are fetched again, the course's own view
 * takes the server's answer, and the public catalogue in this tab forgets what it held.
 */
export function courseChanged(queryClient: QueryClient, course?: AdminCourseDetail): void {
  if (course) queryClient.setQueryData(adminCourseKeys.detail(course._id), course);
  void queryClient.invalidateQueries({
    queryKey: adminCourseKeys.all,
    predicate: (query) =>
      !course || query.queryKey[2] !== 'detail' || query.queryKey[3] !== course._id,
  });
  void queryClient.invalidateQueries({ queryKey: adminCourseKeys.stats });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCourse(id),
    // A failed delete is not repeated: the admin sees why and decides.
    retry: false,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminCourseKeys.detail(id) });
      courseChanged(queryClient);
    },
  });
}
