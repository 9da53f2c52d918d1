import {
  USER_SORT_FIELDS,
  USER_STATUSES,
  type AdminUserListItem,
  type UserListPagination,
  type UserSortField,
  type UserStatus,
} from '@academy/shared';
import { ApiError, apiRequest, type RequestOptions } from '../api/api-client.ts';
import { clearAdminSession, getAdminToken, type AdminProfile } from '../session/admin-session.ts';

/**
 * The admin calls of spec 001 §7 for the session and the user list. Every call carries the stored
 * admin token; the API's own 401 means the token is no longer accepted, so the session is cleared and the guard
 * sends the admin to the login page.
 */
export async function adminRequest<T>(path: string, options: Omit<RequestOptions, 'token'> = {}) {
  const token = getAdminToken();
  if (!token) throw new ApiError('Admin token not found', 401);
  try {
    return await apiRequest<T>(path, { ...options, token });
  } catch (err) {
    if (err instanceof ApiError && err.fromApi && err.status === 401) clearAdminSession();
    throw err;
  }
}

/**
 * One record from an admin GET: the answer's `data[key]`, or an ApiError with `missing` (the screen's
 * sentence and status) when the answer lacks it.
 */
export async function adminRecord<T>(
  path: string,
  key: string,
  missing: { message: string; status: number },
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  const answer = await adminRequest<Record<string, T | undefined>>(path, options);
  const record = answer.data?.[key];
  if (!record) throw new ApiError(missing.message, missing.status);
  return record;
}

export interface AdminLoginResult {
  token: string;
  user: AdminProfile | null;
}

/** POST /api/admin/login. The token may sit in `data` or at the top level of the answer. */
export async function loginAdmin(email: string, password: string): Promise<AdminLoginResult> {
  const answer = (await apiRequest<{ token?: string; user?: AdminProfile } | null>(
    '/api/admin/login',
    { method: 'POST', body: { email, password } },
  )) as {
    data: { token?: string; user?: AdminProfile } | null;
    token?: string;
    user?: AdminProfile;
  };
  const token = answer.data?.token ?? answer.token;
  if (!token) throw new ApiError('Login failed', 500);
  return { token, user: answer.data?.user ?? answer.user ?? null };
}

/** GET /api/admin/validate: the admin behind the token (field `admin`), or an ApiError. */
/** Ends the admin token on the server too (it is refused from then on); told in the background. */
export async function logoutAdmin(token: string): Promise<void> {
  await apiRequest<null>('/api/auth/logout', { method: 'POST', token, body: {} });
}

export async function validateAdmin(signal?: AbortSignal): Promise<AdminProfile | null> {
  const answer = (await adminRequest<{ admin?: AdminProfile } | null>('/api/admin/validate', {
    signal,
  })) as { data: { admin?: AdminProfile } | null; admin?: AdminProfile };
  return answer.data?.admin ?? answer.admin ?? null;
}

/** The list's shapes and limits are the API's own (shared/src/accounts). */
export { USER_SORT_FIELDS, USER_STATUSES };
export type { UserSortField, UserStatus };
export type AdminUser = AdminUserListItem;
export type UserPagination = UserListPagination;
export const USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface UserListQuery {
  page: number;
  limit: number;
  search: string;
  status: UserStatusFilter;
  sortBy: UserSortField;
  sortOrder: SortOrder;
}

export async function fetchAdminUsers(query: UserListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    status: query.status,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  if (query.search) params.set('search', query.search);
  const answer = await adminRequest<{ users: AdminUser[]; pagination: UserPagination }>(
    `/api/user/admin/all?${params}`,
    { signal },
  );
  return answer.data;
}

/** PUT /api/user/admin/{id}/status; resolves with the server's message. */
export async function updateUserStatus(userId: string, status: UserStatus): Promise<string> {
  const answer = await adminRequest<unknown>(
    `/api/user/admin/${encodeURIComponent(userId)}/status`,
    { method: 'PUT', body: { status } },
  );
  return answer.message;
}

export const adminKeys = {
  all: ['admin'] as const,
  validate: (token: string | null) => ['admin', 'validate', token] as const,
  users: (query: UserListQuery) => ['admin', 'users', query] as const,
  usersAll: ['admin', 'users'] as const,
};
