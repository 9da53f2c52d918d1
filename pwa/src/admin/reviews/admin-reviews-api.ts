import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewListData } from '@academy/shared';
import { adminRequest } from '../admin-api.ts';

/** `GET /api/admin/reviews` a page at a time, and `PATCH /api/admin/reviews/{id}` {hidden}. */
export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  page: (page: number) => ['admin', 'reviews', page] as const,
};

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: adminReviewKeys.page(page),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<AdminReviewListData>(
          `/api/admin/reviews?page=${page}&limit=${ADMIN_REVIEWS_PAGE_SIZE}`,
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
    // An admin moderating wants what is true now.
    staleTime: 10_000,
  });
}

export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      await adminRequest<{ id: string; hidden: boolean }>(
        `/api/admin/reviews/${encodeURIComponent(id)}`,
        { method: 'PATCH', body: { hidden } },
      ),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<AdminReviewListData>({ queryKey: adminReviewKeys.all }, (list) =>
        list
          ? {
              ...list,
              reviews: list.reviews.map((r) =>
                r.id === data.id ? { ...r, hidden: data.hidden } : r,
              ),
            }
          : list,
      );
      // The course page's public list changes too.
      void queryClient.invalidateQueries({ queryKey: ['ratings'] });
    },
  });
}
