import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authTokens, type AuthTokenPurpose } from './user.table.ts';

/** How long an e-mailed link works: a day to verify an address, an hour to reset a password. */
export const LINK_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a link token (256 random bits, base64url) and stores only its hash. */
export async function createLinkToken(
  db: Db,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the unused tokens of `purpose` that meet `conditions` as used now; answers whose they were. */
function useUp(db: Db, purpose: AuthTokenPurpose, ...conditions: SQL[]) {
  return db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), ...conditions))
    .returning({ userId: authTokens.userId });
}

export type ConsumeResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Uses a link token once. The single conditional UPDATE makes two simultaneous clicks unable to both
 * succeed; on failure the row (if any) tells which of the three messages fits.
 */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<ConsumeResult> {
  const tokenHash = hashOf(token);
  const [used] = await useUp(
    db,
    purpose,
    eq(authTokens.tokenHash, tokenHash),
    gt(authTokens.expiresAt, new Date()),
  );
  if (used) return { ok: true, userId: used.userId };
  const [row] = await db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/** Marks every unused link of a kind as used, e.g. older reset links once the password is reset. */
export async function retireLinkTokens(
  db: Db,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<void> {
  await useUp(db, purpose, eq(authTokens.userId, userId));
}
