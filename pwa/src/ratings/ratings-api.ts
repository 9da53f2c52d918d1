import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MyRatingData, RatingInput, RatingSummary, ReviewListData } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { freshNow, catalogueKeys } from '../courses/index.ts';

/**
 * The ratings calls (issue 25 §3): a course's public reviews a page at a time, the learner's own
 * rating (personal: the key carries the token), its change and removal, and the academy's summary for
 * the home and about figures.
 */
export const ratingKeys = {
  all: ['ratings'] as const,
  reviews: (courseId: string) => ['ratings', 'reviews', courseId] as const,
  mine: (courseId: string, token: string | null) => ['ratings', 'mine', courseId, token] as const,
  summary: ['ratings', 'summary'] as const,
};

export const REVIEWS_PAGE_SIZE = 5;
const MINUTE = 60_000;
const path = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

/** The latest shown reviews; `fetchNextPage` adds the next five ("More reviews"). */
export function useCourseReviews(courseId: string) {
  return useInfiniteQuery({
    queryKey: ratingKeys.reviews(courseId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<ReviewListData>(
          `${path(courseId)}/reviews?page=${pageParam}&limit=${REVIEWS_PAGE_SIZE}`,
          { signal },
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.hasNextPage ? last.pagination.page + 1 : undefined,
    staleTime: MINUTE,
  });
}

export function useMyRating(courseId: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: ratingKeys.mine(courseId, token),
    queryFn: async ({ signal }) =>
      (await apiRequest<MyRatingData>(`${path(courseId)}/rating`, { token, signal })).data,
    enabled: !!token,
  });
}

/** Saving or removing: the answer is the new own rating; cards, course and reviews are refetched. */
export function useRatingChange(courseId: string) {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const settle = (data: MyRatingData) => {
    queryClient.setQueryData(ratingKeys.mine(courseId, token), data);
    void queryClient.invalidateQueries({ queryKey: ratingKeys.reviews(courseId) });
    void queryClient.invalidateQueries({ queryKey: ratingKeys.summary });
    // The cards' averages changed: past the HTTP and service worker caches of the public list.
    freshNow();
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  };
  const save = useMutation({
    mutationFn: async (input: RatingInput) =>
      await apiRequest<MyRatingData>(`${path(courseId)}/rating`, {
        method: 'PUT',
        token,
        body: input,
      }),
    onSuccess: (answer) => settle(answer.data),
  });
  const remove = useMutation({
    mutationFn: async () =>
      await apiRequest<MyRatingData>(`${path(courseId)}/rating`, { method: 'DELETE', token }),
    onSuccess: (answer) => settle(answer.data),
  });
  return { save, remove };
}

/** The academy's average and learner count; null average until someone rated. */
export function useRatingSummary() {
  return useQuery({
    queryKey: ratingKeys.summary,
    queryFn: async ({ signal }) =>
      (await apiRequest<RatingSummary>('/api/ratings/summary', { signal })).data,
    staleTime: 5 * MINUTE,
    placeholderData: keepPreviousData,
  });
}
