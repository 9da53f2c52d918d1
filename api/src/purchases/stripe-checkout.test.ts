import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStripeTestApp, type FakeStripe } from '../../test/fake-stripe.ts';
import { createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { courses } from '../catalogue/course.table.ts';
import { reconcileOpenOrders } from './reconcile.ts';

/** Buying through Stripe: the SDK against a local server that speaks Stripe's Checkout Session API. */
let app: TestApp;
let stripe: FakeStripe;
let admin: SignedInUser;

beforeAll(async () => {
  ({ app, stripe, admin } = await startStripeTestApp());
});

async function checkout(user: SignedInUser, courseId: string, body: object = {}) {
  return app.request('POST', '/api/payment/create-checkout-session', {
    headers: bearer(user),
    body: { courseId, ...body },
  });
}

const checkPurchase = async (user: SignedInUser, courseId: string) =>
  (await app.request('GET', `/api/payment/check-purchase/${courseId}`, { headers: bearer(user) }))
    .body;

describe('create-checkout-session', () => {
  it('refuses visitors (401), malformed ids (400), unknown or inactive courses (404)', async () => {
    const learner = await createLearner(app);
    const inactive = await createCourse(app, admin.user.id, { status: 'inactive' });
    const visitor = await app.request('POST', '/api/payment/create-checkout-session', {
      body: { courseId: inactive.id },
    });
    expect(visitor.status).toBe(401);
    const malformed = await checkout(learner, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid course id');
    expect((await checkout(learner, crypto.randomUUID())).status).toBe(404);
    const off = await checkout(learner, inactive.id);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe('Course not found.');
    expect(stripe.created).toHaveLength(0);
  });

  it('answers 409 with a message when the course is already bought', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, admin.user.id);
    await givePurchase(app, learner.user._id, course.id, 2500);
    const res = await checkout(learner, course.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have already purchased this course');
  });

  it('creates a payment-mode session priced from the database, never from the client', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, admin.user.id, { price: 49.5, title: 'ቪድዮ ምድላው' });
    const res = await checkout(learner, course.id, { price: 0.01, amount: 1 });
    expect(res.status).toBe(200);
    const { sessionId, url } = res.body.data;
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = stripe.created.at(-1)!;
    expect(sent).toMatchObject({
      mode: 'payment',
      customer_email: learner.user.email,
      success_url: `${app.url}/checkout/success?courseId=${course.id}`,
      cancel_url: `${app.url}/checkout/cancel?courseId=${course.id}`,
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '4950', product_data: { name: 'ቪድዮ ምድላው' } },
        },
      ],
    });
    expect(stripe.sessions.get(sessionId)!.metadata.orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the price fixed at session creation when the course price changes before payment', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, admin.user.id, { price: 30 });
    const { sessionId } = (await checkout(learner, course.id)).body.data;
    await app.ctx.database.db
      .update(courses)
      .set({ priceCents: 9900 })
      .where(eq(courses.id, course.id));
    stripe.pay(sessionId);
    expect(await checkPurchase(learner, course.id)).toMatchObject({ hasPurchased: true });
    const receipt = await app.request('GET', `/api/payment/receipt/${course.id}`, {
      headers: bearer(learner),
    });
    expect(receipt.body.data.amount).toBe(30);
  });

  it('enrols in a free course with no checkout at all', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, admin.user.id, { price: 0 });
    const before = stripe.created.length;
    const res = await checkout(learner, course.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      enrolled: true,
      url: `${app.url}/checkout/success?courseId=${course.id}`,
    });
    expect(stripe.created).toHaveLength(before);
    expect(await checkPurchase(learner, course.id)).toEqual({
      success: true,
      data: { hasPurchased: true },
      message: 'OK',
      hasPurchased: true,
    });
    const receipt = await app.request('GET', `/api/payment/receipt/${course.id}`, {
      headers: bearer(learner),
    });
    expect(receipt.body.data).toMatchObject({ amount: 0, paymentMethod: 'Free' });
  });
});

describe('reconciliation', () => {
  it('a lost webhook is reconciled when the learner polls check-purchase', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, admin.user.id, { price: 15 });
    const { sessionId } = (await checkout(learner, course.id)).body.data;
    expect(await checkPurchase(learner, course.id)).toMatchObject({ hasPurchased: false });
    stripe.pay(sessionId); // paid at Stripe; the webhook never arrives
    expect(await checkPurchase(learner, course.id)).toMatchObject({
      hasPurchased: true,
      data: { hasPurchased: true },
    });
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(learner) });
    expect(me.body.data.purchasedCourses).toContain(course.id);
  });

  it('the periodic job fulfils paid sessions of learners who left and expires stale ones', async () => {
    const gone = await createLearner(app);
    const other = await createLearner(app);
    const course = await createCourse(app, admin.user.id, { price: 20 });
    const paid = (await checkout(gone, course.id)).body.data.sessionId;
    const expired = (await checkout(other, course.id)).body.data.sessionId;
    stripe.pay(paid);
    stripe.expire(expired);
    await reconcileOpenOrders(app.ctx);
    expect(await checkPurchase(gone, course.id)).toMatchObject({ hasPurchased: true });
    expect(await checkPurchase(other, course.id)).toMatchObject({ hasPurchased: false });
    // The expired session is closed: paying it later (it cannot be) would not be looked up again.
    const again = (await checkout(other, course.id)).body.data.sessionId;
    expect(again).not.toBe(expired);
  });
});
