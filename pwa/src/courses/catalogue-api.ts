import type { CourseDetail, CourseFacets, CourseListData } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import { catalogueApiQuery, type CatalogueFilters } from './catalogue-params.ts';

/**
 * The catalogue calls (spec 000 §7): the course list and a course, each with the learner's bearer token
 * when one is stored (purchase marks) and without it otherwise; and the filter panel's facets.
 *
 * A refresh the learner asked for (the tab became visible again, a course was created) must see the
 * server, not a copy: the list is public and may be held for a minute by the browser's HTTP cache and
 * served stale-while-revalidate by the service worker. `freshNow()` marks the next few seconds of
 * requests as refreshes; they go out with `cache: 'no-cache'`, which both caches let through.
 */
let bypassCachesUntil = 0;
const REFRESH_WINDOW_MS = 5_000;

export function freshNow(): void {
  bypassCachesUntil = Date.now() + REFRESH_WINDOW_MS;
}

const cacheMode = (): RequestCache | undefined =>
  Date.now() < bypassCachesUntil ? 'no-cache' : undefined;

export async function fetchCatalogue(
  filters: CatalogueFilters,
  token: string | null,
  signal?: AbortSignal,
): Promise<CourseListData> {
  const answer = await apiRequest<CourseListData | CourseListData['courses']>(
    `/api/courses?${catalogueApiQuery(filters)}`,
    { token, signal, cache: cacheMode() },
  );
  return normaliseList(answer.data, filters);
}

/** The filters a bare-array answer stands for: every active course, newest first. */
export const UNFILTERED: CourseListData['filters'] = {
  search: null,
  category: null,
  level: null,
  tag: null,
  priceRange: null,
  sort: 'newest',
  status: 'active',
};

/**
 * The list is `data.courses` with `data.pagination`, or (spec 000 §7) a bare array in older servers:
 * a bare array is one page holding everything.
 */
export function normaliseList(
  data: CourseListData | CourseListData['courses'] | null | undefined,
  filters: Pick<CatalogueFilters, 'page' | 'limit'>,
): CourseListData {
  if (Array.isArray(data)) {
    return {
      courses: data,
      pagination: {
        page: 1,
        limit: data.length,
        pages: 1,
        total: data.length,
        hasPrevPage: false,
        hasNextPage: false,
      },
      filters: UNFILTERED,
    };
  }
  if (!data || !Array.isArray(data.courses)) throw new Error('Invalid course data format');
  const total = data.pagination?.total ?? data.courses.length;
  return {
    ...data,
    pagination: {
      page: data.pagination?.page ?? filters.page,
      limit: data.pagination?.limit ?? filters.limit,
      pages: Math.max(1, data.pagination?.pages ?? 1),
      total,
      hasPrevPage: data.pagination?.hasPrevPage ?? filters.page > 1,
      hasNextPage: data.pagination?.hasNextPage ?? false,
    },
  };
}

export async function fetchFacets(signal?: AbortSignal): Promise<CourseFacets> {
  const answer = await apiRequest<CourseFacets>('/api/courses/facets', {
    signal,
    cache: cacheMode(),
  });
  return answer.data;
}

/** `GET /api/courses/{id}`: the course is `data.course`, or the data itself in older answers. */
export async function fetchCourse(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<CourseDetail> {
  const answer = await apiRequest<{ course?: CourseDetail } | CourseDetail>(
    `/api/courses/${encodeURIComponent(id)}`,
    { token, signal, cache: cacheMode() },
  );
  const data = answer.data as { course?: CourseDetail } & Partial<CourseDetail>;
  const course = data?.course ?? (data?._id ? (data as CourseDetail) : null);
  if (!course) throw new Error('Invalid course data format');
  return { ...course, videos: course.videos ?? [], tags: course.tags ?? [] };
}
