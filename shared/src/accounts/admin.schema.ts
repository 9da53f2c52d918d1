import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { USER_STATUSES } from './account.types.ts';

/** Server messages that the admin login screen maps to its own wording (spec 001 §5). */
export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid admin credentials',
  fieldsRequired: 'Email and password are required',
  emailInvalid: 'Please provide a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  adminCannotChange: 'Admin accounts cannot be deactivated or reactivated.',
  userNotFound: 'User not found',
  statusInvalid: 'Status must be active or inactive',
  deactivated: 'User account deactivated successfully',
  reactivated: 'User account reactivated successfully',
} as const;

const A = ADMIN_MESSAGES;

export const adminLoginSchema = z.object({
  email: z
    .string({ error: A.fieldsRequired })
    .trim()
    .min(1, A.fieldsRequired)
    .max(320, A.emailInvalid)
    .email(A.emailInvalid)
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: A.fieldsRequired })
    .min(1, A.fieldsRequired)
    .min(LIMITS.passwordMinLength, A.passwordTooShort)
    .max(1024),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce.number().int().min(1).max(max),
  );

/** `GET /api/user/admin/all` query (spec 001 §7, §9): page size 10, newest first by default. */
export const adminUserListQuerySchema = z.object({
  page: positiveInt(1, 100_000),
  limit: positiveInt(LIMITS.userListPageSize, 100),
  search: z.string().trim().max(200).optional().default(''),
  status: z
    .enum(['all', ...USER_STATUSES])
    .optional()
    .default('all'),
  sortBy: z.enum(USER_SORT_FIELDS).optional().default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const userStatusUpdateSchema = z.object({
  status: z.enum(USER_STATUSES, { error: A.statusInvalid }),
});
export type UserStatusUpdate = z.infer<typeof userStatusUpdateSchema>;
