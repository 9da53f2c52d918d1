import { LIMITS } from '@academy/shared';
import { oneOf, readPage, useListAddress } from '../ui/list-address.ts';
import {
  SORT_ORDERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type SortOrder,
  type UserListQuery,
  type UserSortField,
  type UserStatusFilter,
} from './admin-api.ts';

/**
 * The user list's search, filter, sort and page live in the address (?q=&status=&sortBy=&sortOrder=&page=)
 * so a reload, the back button or a shared link shows the same list. Unknown values fall back to the
 * spec's defaults: all statuses, newest first (createdAt desc), page 1, 10 per page.
 */
export const USER_LIST_DEFAULTS = {
  search: '',
  status: 'all' as UserStatusFilter,
  sortBy: 'createdAt' as UserSortField,
  sortOrder: 'desc' as SortOrder,
  page: 1,
};

export function readUserListParams(params: URLSearchParams): UserListQuery {
  return {
    page: readPage(params),
    limit: LIMITS.userListPageSize,
    search: (params.get('q') ?? '').trim(),
    status: oneOf(USER_STATUS_FILTERS, params.get('status'), USER_LIST_DEFAULTS.status),
    sortBy: oneOf(USER_SORT_FIELDS, params.get('sortBy'), USER_LIST_DEFAULTS.sortBy),
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder'), USER_LIST_DEFAULTS.sortOrder),
  };
}

/** Writes only what differs from the defaults, keeping the address short. */
export function writeUserListParams(query: Omit<UserListQuery, 'limit'>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status !== USER_LIST_DEFAULTS.status) params.set('status', query.status);
  if (query.sortBy !== USER_LIST_DEFAULTS.sortBy) params.set('sortBy', query.sortBy);
  if (query.sortOrder !== USER_LIST_DEFAULTS.sortOrder) params.set('sortOrder', query.sortOrder);
  if (query.page !== USER_LIST_DEFAULTS.page) params.set('page', String(query.page));
  return params;
}

/** The list in the address and `update` to change it (see `useListAddress`). */
export const useUserListParams = () => useListAddress(readUserListParams, writeUserListParams);
