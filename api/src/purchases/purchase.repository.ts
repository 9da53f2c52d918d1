import { isUuid } from '@academy/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { purchases, type PurchaseRow } from './purchase.table.ts';
import { findFirst } from '../db/rows.ts';

/**
 * Data access for purchases and nothing else: payments decide when a purchase exists; everyone else
 * only asks whether it does. Access questions count `paid` rows only: a refunded purchase is kept for
 * the books and the receipt, and gives no access.
 */

/** Callable inside a transaction too (the catalogue counts purchases while it holds a course's lock). */

const paid = eq(purchases.status, 'paid');

export async function hasPurchased(db: DbOrTx, userId: string, courseId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(courseId)) return false;
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId), paid))
    .limit(1);
  return Boolean(row);
}

/** Ids of the courses a user owns, oldest purchase first (`purchasedCourses` of the me call). */
export async function listPurchasedCourseIds(db: Db, userId: string): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ courseId: purchases.courseId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), paid))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.courseId));
  return rows.map((r) => r.courseId);
}

/** Which of `courseIds` the user owns: one query for a page of catalogue cards. */
export async function purchasedAmong(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<Set<string>> {
  if (!isUuid(userId) || courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: purchases.courseId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.courseId, [...courseIds]), paid))
    .orderBy(asc(purchases.courseId));
  return new Set(rows.map((r) => r.courseId));
}

/**
 * Every purchase row of the course, refunded ones too: the course is archived rather than deleted
 * while any exists, since the rows (and their receipts) reference it.
 */
export async function countPurchasesOfCourse(db: DbOrTx, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.courseId, courseId));
  return row?.n ?? 0;
}

/** The learner's purchase of a course, paid or refunded (receipts). */
export async function findPurchase(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<PurchaseRow | null> {
  if (!isUuid(userId) || !isUuid(courseId)) return null;
  return findFirst(
    db,
    purchases,
    and(eq(purchases.userId, userId), eq(purchases.courseId, courseId)),
  );
}

export interface NewPurchase {
  id?: string;
  userId: string;
  courseId: string;
  amountCents?: number;
  currency?: string;
  source: string;
  paymentReference?: string | null;
  providerPaymentId?: string | null;
  purchasedAt?: Date;
}

/**
 * Records a purchase (seeds and tests). Buying the same course twice, or replaying the same payment
 * reference, changes nothing and answers null.
 */
export async function recordPurchase(
  db: DbOrTx,
  purchase: NewPurchase,
): Promise<PurchaseRow | null> {
  const [row] = await db.insert(purchases).values(purchase).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * A paid purchase from a fulfilled order. A learner buying again after a refund gets their row back
 * as paid; one who already owns the course changes nothing (null: they paid twice, see fulfilment).
 */
export async function recordPaidPurchase(
  db: DbOrTx,
  purchase: NewPurchase,
): Promise<PurchaseRow | null> {
  const [row] = await db
    .insert(purchases)
    .values({ ...purchase, status: 'paid' })
    .onConflictDoUpdate({
      target: [purchases.userId, purchases.courseId],
      set: {
        status: 'paid',
        refundedAt: null,
        amountCents: sql`excluded.amount_cents`,
        currency: sql`excluded.currency`,
        source: sql`excluded.source`,
        paymentReference: sql`excluded.payment_reference`,
        providerPaymentId: sql`excluded.provider_payment_id`,
        purchasedAt: sql`excluded.purchased_at`,
      },
      setWhere: eq(purchases.status, 'refunded'),
    })
    .returning();
  return row ?? null;
}

/** Ends the access a payment bought (a refund); null when no paid purchase has that payment. */
export async function refundPurchaseByPayment(
  db: DbOrTx,
  providerPaymentId: string,
): Promise<PurchaseRow | null> {
  const [row] = await db
    .update(purchases)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(and(eq(purchases.providerPaymentId, providerPaymentId), paid))
    .returning();
  return row ?? null;
}
