import { and, asc, eq, gt, notExists, or, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@academy/shared';
import { revokedTokens } from '../accounts/index.ts';
import type { Db } from '../db/database.ts';
import { pushDeliveries, pushSubscriptions } from './push.table.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores the browser's subscription for this learner. The same endpoint sent again (a new key after
 * the browser renewed it, another language, another learner signing in on that browser) updates the
 * one row: an endpoint reaches one browser, which belongs to whoever opted in there last.
 */
export async function upsertSubscription(
  db: Db,
  session: { userId: string; tokenId: string },
  input: PushSubscriptionInput,
): Promise<void> {
  const values = {
    userId: session.userId,
    sessionTokenId: session.tokenId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()` },
    });
}

/** Deletes the learner's own subscription at that endpoint; true when there was one. */
export async function deleteOwnSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * Logout: the subscriptions that session made, and the endpoint the app sent when it is the
 * learner's own (made under an earlier token of that device).
 */
export async function deleteSessionSubscriptions(
  db: Db,
  session: { userId: string; tokenId: string },
  endpoint: string | undefined,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      or(
        eq(pushSubscriptions.sessionTokenId, session.tokenId),
        endpoint
          ? and(
              eq(pushSubscriptions.userId, session.userId),
              eq(pushSubscriptions.endpoint, endpoint),
            )
          : undefined,
      ),
    );
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The next batch (by id) of subscriptions this course's announcement has not reached yet. */
export async function undeliveredBatch(
  db: Db,
  courseId: string,
  afterId: string | null,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  const delivered = db
    .select({ one: sql`1` })
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.courseId, courseId),
        eq(pushDeliveries.subscriptionId, pushSubscriptions.id),
      ),
    );
  // A subscription whose session was logged out gets nothing, should one be left (a subscribe that
  // raced the logout).
  const revoked = db
    .select({ one: sql`1` })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenId, pushSubscriptions.sessionTokenId));
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        afterId ? gt(pushSubscriptions.id, afterId) : undefined,
        notExists(delivered),
        notExists(revoked),
      ),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);
}

export async function recordDelivery(db: Db, courseId: string, subscriptionId: string) {
  await db.transaction(async (tx) => {
    await tx.insert(pushDeliveries).values({ courseId, subscriptionId }).onConflictDoNothing();
    await tx
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(eq(pushSubscriptions.id, subscriptionId));
  });
}

/** The fan-out is over: its bookkeeping is no longer needed. */
export async function forgetDeliveries(db: Db, courseId: string): Promise<void> {
  await db.delete(pushDeliveries).where(eq(pushDeliveries.courseId, courseId));
}
