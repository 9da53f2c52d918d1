import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { groupJoinTokens } from './group-link.table.ts';

export async function insertJoinToken(
  db: Db,
  values: typeof groupJoinTokens.$inferInsert,
): Promise<void> {
  await db.insert(groupJoinTokens).values(values);
}

/**
 * Marks the token used if it is unused and unexpired at `now`, in one statement, so two clicks at once
 * cannot both pass. Answers the course it opens, or null.
 */
export async function consumeJoinToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ courseId: string; userId: string } | null> {
  const [row] = await db
    .update(groupJoinTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(groupJoinTokens.tokenHash, tokenHash),
        isNull(groupJoinTokens.usedAt),
        gt(groupJoinTokens.expiresAt, now),
      ),
    )
    .returning({ courseId: groupJoinTokens.courseId, userId: groupJoinTokens.userId });
  return row ?? null;
}

export async function findJoinToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ courseId: groupJoinTokens.courseId })
    .from(groupJoinTokens)
    .where(eq(groupJoinTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Tokens past their time are only kept a day (for the "expired" page's way back to the course). */
export async function deleteStaleJoinTokens(db: Db, before: Date): Promise<void> {
  await db.delete(groupJoinTokens).where(lt(groupJoinTokens.expiresAt, before));
}
