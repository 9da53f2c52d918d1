import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseListSchema, type PurchaseList } from '@academy/shared';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { purchases } from './purchase.table.ts';
import { recordPurchase } from './purchase.repository.ts';

/** `GET /api/payment/purchases`: the learner's own purchases for the profile's Purchases page. */
let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await startTestApp();
  adminId = (await createAdmin(app)).user._id;
});

/** A purchase bought on `day` of November 2026 at noon (so the order is known). */
async function buy(learner: SignedInUser, courseId: string, day: number, amountCents = 2500) {
  await recordPurchase(app.ctx.database.db, {
    userId: learner.user._id,
    courseId,
    amountCents,
    source: 'test',
    purchasedAt: new Date(Date.UTC(2026, 10, day, 12)),
  });
}

async function list(learner: SignedInUser, query = ''): Promise<PurchaseList> {
  const res = await app.request('GET', `/api/payment/purchases${query}`, {
    headers: bearer(learner),
  });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  // The answer is exactly the shared schema the app reads it with.
  return purchaseListSchema.parse(res.body.data);
}

describe('GET /api/payment/purchases', () => {
  it('lists only the caller’s purchases, newest first, with course, date, amount and status', async () => {
    const learner = await createLearner(app);
    const other = await createLearner(app);
    const older = await createCourse(app, adminId, { title: 'Lighting basics', price: 25 });
    const newer = await createCourse(app, adminId, { title: 'ምስ ካሜራ ምስኣል', price: 12.5 });
    const theirs = await createCourse(app, adminId, { title: 'Someone else’s course' });
    await buy(learner, older.id, 3, 2500);
    await buy(learner, newer.id, 20, 1250);
    await buy(other, theirs.id, 25);
    await buy(other, older.id, 26);

    const mine = await list(learner);
    expect(mine.purchases).toEqual([
      expect.objectContaining({
        courseId: newer.id,
        courseTitle: 'ምስ ካሜራ ምስኣል',
        amount: 12.5,
        currency: 'USD',
        purchasedAt: '2026-11-20T12:00:00.000Z',
        status: 'paid',
        refundedAt: null,
      }),
      expect.objectContaining({ courseId: older.id, courseTitle: 'Lighting basics', amount: 25 }),
    ]);
    expect(mine.pagination).toMatchObject({ page: 1, pages: 1, total: 2, hasNextPage: false });

    const theirsList = await list(other);
    expect(theirsList.purchases.map((p) => p.courseId)).toEqual([older.id, theirs.id]);
    // The order id is the one on the learner's own receipt.
    const receipt = await app.request('GET', `/api/payment/receipt/${newer.id}`, {
      headers: bearer(learner),
    });
    expect(receipt.body.data.orderId).toBe(mine.purchases[0]!.orderId);
  });

  it('keeps a refunded purchase in the list, marked refunded, with its receipt still there', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, adminId, { price: 40 });
    await buy(learner, course.id, 10, 4000);
    const refundedAt = new Date(Date.UTC(2026, 10, 12, 9));
    await app.ctx.database.db
      .update(purchases)
      .set({ status: 'refunded', refundedAt })
      .where(and(eq(purchases.userId, learner.user._id), eq(purchases.courseId, course.id)));

    const [item] = (await list(learner)).purchases;
    expect(item).toMatchObject({
      courseId: course.id,
      status: 'refunded',
      refundedAt: refundedAt.toISOString(),
      amount: 40,
    });
    const pdf = await app.request('GET', `/api/payment/download-receipt/${course.id}`, {
      headers: bearer(learner),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('pages through the purchases without repeating or skipping one', async () => {
    const learner = await createLearner(app);
    const bought: string[] = [];
    for (let day = 1; day <= 5; day++) {
      const course = await createCourse(app, adminId);
      await buy(learner, course.id, day);
      bought.unshift(course.id);
    }
    const first = await list(learner, '?page=1&limit=2');
    const second = await list(learner, '?page=2&limit=2');
    const third = await list(learner, '?page=3&limit=2');
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      pages: 3,
      total: 5,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(second.pagination).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: true });
    expect(third.pagination).toMatchObject({ page: 3, hasPrevPage: true, hasNextPage: false });
    const seen = [first, second, third].flatMap((p) => p.purchases.map((x) => x.courseId));
    expect(seen).toEqual(bought);
    // Past the last page: an empty page, not an error.
    expect((await list(learner, '?page=4&limit=2')).purchases).toEqual([]);
    // The default page size is 10.
    expect((await list(learner)).pagination).toMatchObject({ limit: 10, pages: 1, total: 5 });
  });

  it('answers an empty list, one page, for a learner who bought nothing', async () => {
    const learner = await createLearner(app);
    expect(await list(learner)).toEqual({
      purchases: [],
      pagination: {
        page: 1,
        limit: 10,
        pages: 1,
        total: 0,
        hasPrevPage: false,
        hasNextPage: false,
      },
    });
  });

  it('refuses a bad page or limit with 400', async () => {
    const learner = await createLearner(app);
    for (const query of ['?page=0', '?page=x', '?limit=51', '?limit=-1']) {
      const res = await app.request('GET', `/api/payment/purchases${query}`, {
        headers: bearer(learner),
      });
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses a visitor (401) and an admin token (403)', async () => {
    const visitor = await app.request('GET', '/api/payment/purchases');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ success: false, data: null });
    const admin = await createAdmin(app);
    const res = await app.request('GET', '/api/payment/purchases', { headers: bearer(admin) });
    expect(res.status).toBe(403);
  });

  it('is never stored by a shared cache', async () => {
    const learner = await createLearner(app);
    const res = await app.request('GET', '/api/payment/purchases', { headers: bearer(learner) });
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
  });
});
