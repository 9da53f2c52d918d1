import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  type AdminLoginInput,
  type AdminUserListQuery,
  type AdminUserListResult,
  type SessionResult,
  type UserStatus,
} from '@academy/shared';
import {
  sessionFor,
  type AccountsContext,
  verifyPassword,
  listPurchasedCourseIds,
  toAdminUserListItem,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserRow,
} from '../accounts/index.ts';
import { locked, notFound, suspended, unauthenticated } from '../errors/domain-error.ts';
import { listUsers } from './admin-user.repository.ts';

/** Admin sign-in: a learner's correct password gets the same answer as a wrong one. */
export async function adminLogin(
  ctx: AccountsContext,
  input: AdminLoginInput,
): Promise<SessionResult> {
  const row = await findUserByEmail(ctx.database.db, input.email);
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok || row.role !== 'admin') {
    throw unauthenticated(ADMIN_MESSAGES.invalidCredentials);
  }
  if (row.status !== 'active') throw suspended(ACCOUNT_MESSAGES.accountNotActive);
  const signedIn = await updateUser(ctx.database.db, row.id, { lastLoginAt: new Date() });
  return sessionFor(ctx, signedIn, 'admin');
}

export async function adminUserList(
  ctx: AccountsContext,
  query: AdminUserListQuery,
): Promise<AdminUserListResult> {
  const { rows, total } = await listUsers(ctx.database.db, query);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const items = await Promise.all(
    rows.map(async (row) => toAdminUserListItem(row, await listPurchasedCourseIds(ctx, row.id))),
  );
  return {
    users: items,
    pagination: {
      currentPage: query.page,
      totalPages,
      totalUsers: total,
      hasPrevPage: query.page > 1,
      hasNextPage: query.page < totalPages,
      limit: query.limit,
    },
  };
}

/**
 * Deactivates or reactivates a non-admin account (spec 001 §4). Deactivation also raises the token
 * version, so sessions from before it stay ended after a later reactivation; the data (purchases,
 * progress) is untouched, so reactivation restores everything.
 */
export async function setUserStatus(
  ctx: AccountsContext,
  userId: string,
  status: UserStatus,
): Promise<UserRow> {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (row.role === 'admin') throw locked(ADMIN_MESSAGES.adminCannotChange);
  if (row.status === status) return row;
  return updateUser(ctx.database.db, row.id, {
    status,
    ...(status === 'inactive' ? { tokenVersion: row.tokenVersion + 1 } : {}),
  });
}
