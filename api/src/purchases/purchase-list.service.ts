import { count, desc, eq } from 'drizzle-orm';
import type { PurchaseList, PurchaseListQuery } from '@academy/shared';
import { courseTitles } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { pageInfo } from '../http/pagination.ts';
import { purchases } from './purchase.table.ts';

/**
 * The learner's own purchases for the profile's Purchases page (issue 25): paid and refunded ones,
 * newest first, a page at a time. Ties on the date fall back to the id, so pages never repeat or skip
 * a purchase.
 */
export async function listLearnerPurchases(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  query: PurchaseListQuery,
): Promise<PurchaseList> {
  const db = ctx.database.db;
  const mine = eq(purchases.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(mine)
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(purchases).where(mine),
  ]);
  const total = counted?.n ?? 0;
  const titles = await courseTitles(
    ctx,
    rows.map((r) => r.courseId),
  );
  return {
    purchases: rows.map((row) => ({
      orderId: row.id,
      courseId: row.courseId,
      courseTitle: titles.get(row.courseId) ?? '',
      amount: row.amountCents / 100,
      currency: row.currency,
      purchasedAt: row.purchasedAt.toISOString(),
      status: row.status,
      refundedAt: row.refundedAt?.toISOString() ?? null,
    })),
    pagination: pageInfo(query.page, query.limit, total),
  };
}
