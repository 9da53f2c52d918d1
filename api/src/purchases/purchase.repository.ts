import { isUuid } from '@academy/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { purchases, type PurchaseRow } from './purchase.table.ts';

/**
 * Data access for purchases and nothing else: payments decide when a purchase exists; everyone else
 * only asks whether it does.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Callable inside a transaction too (the catalogue counts purchases while it holds a course's lock). */
type DbOrTx = Db | Tx;

export async function hasPurchased(db: DbOrTx, userId: string, courseId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(courseId)) return false;
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/** Ids of the courses a user bought, oldest purchase first (`purchasedCourses` of the me call). */
export async function listPurchasedCourseIds(db: Db, userId: string): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ courseId: purchases.courseId })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.courseId));
  return rows.map((r) => r.courseId);
}

/** Which of `courseIds` the user bought: one query for a page of catalogue cards. */
export async function purchasedAmong(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<Set<string>> {
  if (!isUuid(userId) || courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: purchases.courseId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.courseId, [...courseIds])));
  return new Set(rows.map((r) => r.courseId));
}

export async function countPurchasesOfCourse(db: DbOrTx, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.courseId, courseId));
  return row?.n ?? 0;
}

export interface NewPurchase {
  userId: string;
  courseId: string;
  amountCents?: number;
  currency?: string;
  source: string;
  paymentReference?: string | null;
  purchasedAt?: Date;
}

/**
 * Records a purchase. Buying the same course twice, or replaying the same payment reference, changes
 * nothing and answers null.
 */
export async function recordPurchase(
  db: DbOrTx,
  purchase: NewPurchase,
): Promise<PurchaseRow | null> {
  const [row] = await db.insert(purchases).values(purchase).onConflictDoNothing().returning();
  return row ?? null;
}
