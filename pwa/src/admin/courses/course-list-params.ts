import { LIMITS } from '@academy/shared';
import { oneOf, readPage, readPageSize, useListAddress } from '../../ui/list-address.ts';

/**
 * Course Management's search, status filter, sort, page size and page live in the address
 * (?q=&status=&sort=&limit=&page=), so a reload or the back button shows the same list. Defaults: all
 * statuses, newest first, 12 per page, page 1 (spec 001 §9).
 */
export const COURSE_STATUS_FILTERS = ['all', 'active', 'inactive', 'archived'] as const;
export type CourseStatusFilter = (typeof COURSE_STATUS_FILTERS)[number];

/** The sorts of spec 001 §9, as the API's sortBy:sortOrder pairs. */
export const COURSE_LIST_SORTS = [
  'createdAt:desc',
  'createdAt:asc',
  'title:asc',
  'title:desc',
  'price:desc',
  'price:asc',
  'totalEnrollments:desc',
] as const;
export type CourseListSort = (typeof COURSE_LIST_SORTS)[number];

export interface CourseListQuery {
  search: string;
  status: CourseStatusFilter;
  sort: CourseListSort;
  page: number;
  limit: number;
}

export const COURSE_LIST_DEFAULTS: CourseListQuery = {
  search: '',
  status: 'all',
  sort: 'createdAt:desc',
  page: 1,
  limit: LIMITS.cataloguePageSizeDefault,
};

export function readCourseListParams(params: URLSearchParams): CourseListQuery {
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    status: oneOf(COURSE_STATUS_FILTERS, params.get('status'), COURSE_LIST_DEFAULTS.status),
    sort: oneOf(COURSE_LIST_SORTS, params.get('sort'), COURSE_LIST_DEFAULTS.sort),
    page: readPage(params),
    limit: readPageSize(params, LIMITS.cataloguePageSizes, COURSE_LIST_DEFAULTS.limit),
  };
}

/** Only what differs from the defaults, keeping the address short. */
export function writeCourseListParams(query: CourseListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status !== COURSE_LIST_DEFAULTS.status) params.set('status', query.status);
  if (query.sort !== COURSE_LIST_DEFAULTS.sort) params.set('sort', query.sort);
  if (query.limit !== COURSE_LIST_DEFAULTS.limit) params.set('limit', String(query.limit));
  if (query.page !== COURSE_LIST_DEFAULTS.page) params.set('page', String(query.page));
  return params;
}

/** The list in the address and `update` to change it (see `useListAddress`). */
export const useCourseListParams = () =>
  useListAddress(readCourseListParams, writeCourseListParams);

/** `GET /api/courses` for the admin list: status, sortBy and sortOrder as spec 001 §7 sends them. */
export function courseListApiQuery(query: CourseListQuery): string {
  const [sortBy, sortOrder] = query.sort.split(':') as [string, string];
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    limit: String(query.limit),
    sortBy,
    sortOrder,
  });
  if (query.search) params.set('search', query.search);
  return params.toString();
}
