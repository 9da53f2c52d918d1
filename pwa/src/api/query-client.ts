import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { KEPT_QUERIES, MAX_AGE_MS } from './query-persistence.ts';

/**
 * Spec 000 §9: data fresh 5 min, kept 30 min (24 h for the answers saved for offline use), retried 3 times with the delay doubling from 1 s up to
 * 30 s; mutations retried once; refetch on focus, reconnect and mount. Client errors (4xx) are not
 * retried: asking again will not change the answer.
 */
export function createQueryClient(): QueryClient {
  const shouldRetry = (limit: number) => (failureCount: number, error: unknown) =>
    failureCount < limit &&
    !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: shouldRetry(3),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
      },
      mutations: { retry: shouldRetry(1) },
    },
  });
  // The answers kept for offline use stay in memory as long as they are kept on disk (24 h): the cache
  // is saved from memory, so a course page collected after 30 min would vanish from the offline copy.
  for (const queryKey of KEPT_QUERIES) client.setQueryDefaults(queryKey, { gcTime: MAX_AGE_MS });
  return client;
}
