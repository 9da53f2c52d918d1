import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { LIMITS } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { fetchCatalogue, fetchCourse, fetchFacets, freshNow } from './catalogue-api.ts';
import { COURSE_CREATED_EVENT } from './catalogue-constants.ts';
import {
  CATALOGUE_DEFAULTS,
  catalogueApiQuery,
  type CatalogueFilters,
} from './catalogue-params.ts';

/**
 * TanStack queries for the catalogue. Keys carry the learner's token, so one learner's purchase marks
 * never show for another (or for a visitor) on the same browser.
 *
 * Spec 000 §7: the list is fresh for 10 min and kept 30 min; the featured list fresh 15 min, kept 45.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (filters: CatalogueFilters, token: string | null) =>
    ['catalogue', 'list', token, catalogueApiQuery(filters)] as const,
  featured: (token: string | null) => ['catalogue', 'featured', token] as const,
  facets: ['catalogue', 'facets'] as const,
  course: (id: string, token: string | null) => ['catalogue', 'course', id, token] as const,
};

/**
 * TanStack Query hands React each answer through useSyncExternalStore, whose updates React renders in
 * one blocking task: the whole page an answer brings (cards, a course page) held a slow phone's main
 * thread for 150-200 ms (Lighthouse's total blocking time, issue 26). The deferred copy renders that
 * page in a transition, in slices between which the browser can paint and handle a tap; the blocking
 * render before it only repeats what was already on screen (a memoised child skips it: the watch
 * page's WatchView). Parts that must change together take their answers deferred alike (the watch
 * page defers all three of its own): a deferred answer is drawn a render after one that is not.
 */
export function useDeferredAnswer<T>(result: T): T {
  return useDeferredValue(result);
}

const MINUTE = 60_000;
/** How long the list, a course and the facets stay fresh, and stay kept once unused. */
const KEPT = { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE } as const;

export function useCatalogue(filters: CatalogueFilters) {
  const token = useAuthToken();
  return useDeferredAnswer(
    useQuery({
      queryKey: catalogueKeys.list(filters, token),
      queryFn: ({ signal }) => fetchCatalogue(filters, token, signal),
      ...KEPT,
      // A new filter keeps the previous cards on screen (dimmed) instead of flashing skeletons.
      placeholderData: keepPreviousData,
    }),
  );
}

/** The first three courses of the list, newest first (spec 000 §2 Home, §9 featured 3). */
export function useFeaturedCourses() {
  const token = useAuthToken();
  return useDeferredAnswer(
    useQuery({
      queryKey: catalogueKeys.featured(token),
      queryFn: async ({ signal }) => {
        // The smallest page the API offers; only the first three are shown.
        const list = await fetchCatalogue({ ...CATALOGUE_DEFAULTS, limit: 6 }, token, signal);
        return list.courses.slice(0, LIMITS.featuredCourses);
      },
      staleTime: 15 * MINUTE,
      gcTime: 45 * MINUTE,
    }),
  );
}

/** What the filter panel offers; changes only when courses are written. */
export function useCourseFacets() {
  return useQuery({
    queryKey: catalogueKeys.facets,
    queryFn: ({ signal }) => fetchFacets(signal),
    ...KEPT,
  });
}

export function useCourse(id: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: catalogueKeys.course(id, token),
    queryFn: ({ signal }) => fetchCourse(id, token, signal),
    ...KEPT,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Spec 000 §4 Catalogue: refetch when the tab becomes visible again and on the 'course:created' browser
 * event. TanStack's own focus refetch skips data younger than its stale time, so this asks for every
 * catalogue query on screen to be fetched again, past the HTTP and service worker caches.
 */
export function useCatalogueLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      freshNow();
      // Those on screen are fetched now; the others when they are next shown.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all, refetchType: 'active' });
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener(COURSE_CREATED_EVENT, refresh);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener(COURSE_CREATED_EVENT, refresh);
    };
  }, [queryClient]);
}
