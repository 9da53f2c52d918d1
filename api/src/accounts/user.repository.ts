import { isUuid } from '@academy/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { revokedTokens, users, type UserRow } from './user.table.ts';
import { findFirst } from '../db/rows.ts';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Ids arrive from URLs and tokens; anything that is not a UUID cannot name a user (and would make PostgreSQL throw). */
export const isUserId = isUuid;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!isUserId(id)) return null;
  return findFirst(db, users, eq(users.id, id));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return findFirst(db, users, eq(users.email, email.trim().toLowerCase()));
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | null> {
  return findFirst(db, users, eq(users.googleId, googleId));
}

/** Inserts a user; null when the e-mail (or Google id) is already taken, including by a concurrent request. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/**
 * What the authenticator needs on every request, in one query on two primary keys: the user's state
 * and whether this token was revoked at logout.
 */
export async function findSessionState(
  db: Db,
  id: string,
  tokenId: string,
): Promise<(Pick<UserRow, 'status' | 'tokenVersion' | 'role'> & { revoked: boolean }) | null> {
  if (!isUserId(id)) return null;
  const [row] = await db
    .select({
      status: users.status,
      tokenVersion: users.tokenVersion,
      role: users.role,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${tokenId})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Ends one token before it expires; revocations of tokens that have expired since are pruned. */
export async function revokeToken(
  db: Db,
  token: { tokenId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}
