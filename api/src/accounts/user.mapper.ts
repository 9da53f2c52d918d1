import type { AccountUser, AdminUserListItem } from '@academy/shared';
import { photoUrlOf } from './profile-photo.ts';
import type { UserRow } from './user.table.ts';

const fullName = (row: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

/** The only way a user leaves the API: a row never does, so the password hash and Google id cannot leak. */
export function toAccountUser(row: UserRow, purchasedCourses: string[]): AccountUser {
  return {
    _id: row.id,
    id: row.id,
    name: fullName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    age: row.age,
    sex: row.sex,
    address: row.address,
    phoneNumber: row.phoneNumber,
    country: row.country,
    city: row.city,
    profilePhotoKey: row.profilePhotoKey,
    profilePhotoUrl: photoUrlOf(row.profilePhotoKey),
    createdAt: row.createdAt.toISOString(),
    isVerified: row.isVerified,
    authProvider: row.authProvider,
    role: row.role,
    status: row.status,
    purchasedCourses,
  };
}

export function toAdminUserListItem(row: UserRow, purchasedCourses: string[]): AdminUserListItem {
  return {
    _id: row.id,
    id: row.id,
    name: fullName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    profilePicture: photoUrlOf(row.profilePhotoKey),
    status: row.status,
    role: row.role,
    purchasedCourses,
    createdAt: row.createdAt.toISOString(),
    isVerified: row.isVerified,
    authProvider: row.authProvider,
  };
}
