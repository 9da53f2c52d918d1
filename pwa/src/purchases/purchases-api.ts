import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PurchaseList } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import { useAuthToken } from '../session/auth-storage.ts';

/**
 * The learner's purchases (`GET /api/payment/purchases`), a page at a time. The key carries the token:
 * the answer is personal, saved for offline use in this learner's own record only (query-persistence).
 */
export const purchaseKeys = {
  mine: (page: number, token: string | null) => ['purchases', 'mine', page, token] as const,
};

export function useMyPurchases(page: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: purchaseKeys.mine(page, token),
    queryFn: async ({ signal }) =>
      (await apiRequest<PurchaseList>(`/api/payment/purchases?page=${page}`, { token, signal }))
        .data,
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}
