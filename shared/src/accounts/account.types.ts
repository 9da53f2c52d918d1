import type { Sex } from './account.schema.ts';

export const USER_ROLES = ['learner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const AUTH_PROVIDERS = ['local', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/**
 * The signed-in user as the API sends it (spec 000 §3 "User (from the me call)"). `_id` and `id` carry
 * the same value (spec README: responses keep `_id`). `profilePhotoUrl` works in an `<img>` tag as is.
 */
export interface AccountUser {
  _id: string;
  id: string;
  /** First and last name joined by a space. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  age: number | null;
  sex: Sex | null;
  address: string | null;
  phoneNumber: string | null;
  country: string | null;
  city: string | null;
  profilePhotoKey: string | null;
  profilePhotoUrl: string | null;
  /** ISO 8601. */
  createdAt: string;
  isVerified: boolean;
  authProvider: AuthProvider;
  role: UserRole;
  status: UserStatus;
  /** Ids of the courses this user bought. */
  purchasedCourses: string[];
}

/** `GET /api/auth/me`: the user's fields at the top of `data`, and the same object as `data.user`. */
export type MeResult = AccountUser & { user: AccountUser };

/** Login, e-mail verification, Google completion and password change answer a token and the user. */
export interface SessionResult {
  token: string;
  user: AccountUser;
}

export interface RegisterResult {
  verificationRequired: boolean;
  email: string;
}

export interface PhotoUrlResult {
  /** Null when the user has no photo. */
  photoUrl: string | null;
}

/** `POST /api/admin/login`: `token` and `user` both in `data` and at the top of the envelope. */
export interface AdminLoginEnvelope {
  success: true;
  message: string;
  data: SessionResult;
  token: string;
  user: AccountUser;
}

/** A row of the admin user list (spec 001 §3 "User (admin list)"). */
export interface AdminUserListItem {
  _id: string;
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  /** Photo URL usable in an `<img>` tag, or null. */
  profilePicture: string | null;
  status: UserStatus;
  role: UserRole;
  purchasedCourses: string[];
  createdAt: string;
  isVerified: boolean;
  authProvider: AuthProvider;
}

export interface UserListPagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  limit: number;
}

export interface AdminUserListResult {
  users: AdminUserListItem[];
  pagination: UserListPagination;
}
