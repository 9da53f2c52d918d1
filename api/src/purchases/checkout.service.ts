import {
  COURSE_MESSAGES,
  PAYMENT_MESSAGES,
  type CheckoutSessionResult,
  type Language,
} from '@academy/shared';
import { findUserContact } from '../accounts/index.ts';
import { findCourseForSale } from '../catalogue/index.ts';
import { conflict, notFound, unauthenticated, upstreamFailed } from '../errors/domain-error.ts';
import { ownsCourse } from './entitlement.service.ts';
import { fulfilOrder, type FulfilCtx } from './fulfilment.service.ts';
import { insertOrder, setOrderSession, setOrderStatus } from './order.repository.ts';
import { stripeFor } from './stripe-client.ts';

/**
 * `POST /api/payment/create-checkout-session`. The price is read from the course and fixed on a
 * pending order before any provider sees it; the client only names the course.
 * - free course: fulfilled at once, the answer is the success page;
 * - Stripe keys: a hosted Checkout Session (payment mode, one USD line item, the order id in metadata);
 * - no keys: the built-in test checkout page, which fulfils through the same code as the webhook.
 */

export const resultUrls = (publicUrl: string, courseId: string) => ({
  success: `${publicUrl}/checkout/success?courseId=${courseId}`,
  cancel: `${publicUrl}/checkout/cancel?courseId=${courseId}`,
});

/** `origin`: where the learner comes back to (return-origin.ts: PUBLIC_URL, or the request's own). */
export async function createCheckout(
  ctx: FulfilCtx,
  userId: string,
  courseId: string,
  language: Language,
  origin: string,
): Promise<CheckoutSessionResult> {
  const db = ctx.database.db;
  const course = await findCourseForSale(db, courseId);
  if (!course?.onSale) throw notFound(COURSE_MESSAGES.notFound);
  if (await ownsCourse(db, userId, course.id)) throw conflict(PAYMENT_MESSAGES.alreadyPurchased);
  const buyer = await findUserContact(db, userId);
  if (!buyer) throw unauthenticated();
  const urls = resultUrls(origin, course.id);
  const stripe = ctx.config.stripe;
  const provider = course.priceCents === 0 ? 'free' : stripe ? 'stripe' : 'test';
  const order = await insertOrder(db, {
    userId,
    courseId: course.id,
    amountCents: course.priceCents,
    currency: 'USD',
    provider,
    sessionId: null,
  });

  if (provider === 'free') {
    await fulfilOrder(ctx, order.id, { sessionId: order.id, paymentId: null });
    return { sessionId: order.id, url: urls.success, enrolled: true };
  }
  if (provider === 'test' || !stripe) {
    await setOrderSession(db, order.id, order.id);
    const url = `${origin}/api/payment/test-checkout/${order.id}?lang=${language}`;
    return { sessionId: order.id, url, enrolled: false };
  }
  try {
    const session = await stripeFor(stripe).checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: buyer.email,
        client_reference_id: order.id,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: order.amountCents,
              product_data: { name: course.title },
            },
          },
        ],
        metadata: { orderId: order.id, courseId: course.id, userId },
        success_url: urls.success,
        cancel_url: urls.cancel,
        locale: language === 'en' ? 'en' : 'auto',
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
    if (!session.url) throw new Error('Stripe answered a session without a URL');
    await setOrderSession(db, order.id, session.id);
    return { sessionId: session.id, url: session.url, enrolled: false };
  } catch (err) {
    ctx.logger.error({ err, orderId: order.id }, 'Stripe checkout session not created');
    await setOrderStatus(db, order.id, 'failed');
    throw upstreamFailed(PAYMENT_MESSAGES.checkoutFailed);
  }
}
