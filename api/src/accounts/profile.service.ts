import { ACCOUNT_MESSAGES, type ProfileUpdateInput } from '@academy/shared';
import { invalid, unauthenticated } from '../errors/domain-error.ts';
import type { AccountsContext } from './account.service.ts';
import { processPhoto, storePhoto } from './profile-photo.ts';
import { findUserById, updateUser, type UserPatch } from './user.repository.ts';
import type { UserRow } from './user.table.ts';

async function currentUser(ctx: AccountsContext, userId: string): Promise<UserRow> {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw unauthenticated();
  return row;
}

/** Removes a replaced photo; a failure only leaves an orphan file behind, never a broken profile. */
async function discardPhoto(ctx: AccountsContext, key: string | null): Promise<void> {
  if (!key) return;
  await ctx.storage
    .delete(key)
    .catch((err: unknown) => ctx.logger.warn({ err, key }, 'old profile photo not deleted'));
}

/**
 * Profile save (spec 000 §5). Absent fields stay as they are; the e-mail cannot change; a local
 * account must keep a phone number (Google accounts may clear theirs). A photo sent along is handled
 * as by the photo route.
 */
export async function updateProfile(
  ctx: AccountsContext,
  userId: string,
  input: ProfileUpdateInput,
  photo: Buffer | undefined,
): Promise<UserRow> {
  const row = await currentUser(ctx, userId);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== row.email) {
    throw invalid(ACCOUNT_MESSAGES.emailNotEditable, {
      email: ACCOUNT_MESSAGES.emailNotEditable,
    });
  }
  if (input.phoneNumber === null && row.authProvider === 'local') {
    throw invalid(ACCOUNT_MESSAGES.phoneRequired, {
      phoneNumber: ACCOUNT_MESSAGES.phoneRequired,
    });
  }
  const patch: UserPatch = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.age !== undefined) patch.age = input.age;
  if (input.sex !== undefined) patch.sex = input.sex;
  if (input.address !== undefined) patch.address = input.address;
  if (input.country !== undefined) patch.country = input.country;
  if (input.city !== undefined) patch.city = input.city;
  if (input.phoneNumber !== undefined) patch.phoneNumber = input.phoneNumber;
  if (photo) patch.profilePhotoKey = await storePhoto(ctx.storage, await processPhoto(photo));
  const updated = await updateUser(ctx.database.db, row.id, patch);
  if (photo) await discardPhoto(ctx, row.profilePhotoKey);
  return updated;
}

/** Replaces the photo: the new file is checked and stored first, so a refused upload keeps the old one. */
export async function setProfilePhoto(
  ctx: AccountsContext,
  userId: string,
  bytes: Buffer,
): Promise<UserRow> {
  const row = await currentUser(ctx, userId);
  const key = await storePhoto(ctx.storage, await processPhoto(bytes));
  const updated = await updateUser(ctx.database.db, row.id, { profilePhotoKey: key });
  await discardPhoto(ctx, row.profilePhotoKey);
  return updated;
}

export async function removeProfilePhoto(ctx: AccountsContext, userId: string): Promise<UserRow> {
  const row = await currentUser(ctx, userId);
  if (!row.profilePhotoKey) return row;
  const updated = await updateUser(ctx.database.db, row.id, { profilePhotoKey: null });
  await discardPhoto(ctx, row.profilePhotoKey);
  return updated;
}

export { currentUser };
