import { z } from 'zod';
import { normaliseLanguage, PAYMENT_MESSAGES } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { findCourseForSale } from '../catalogue/index.ts';
import { notFound } from '../http/http-error.ts';
import { defineRoute } from '../http/route.ts';
import { resultUrls } from './checkout.service.ts';
import { returnOrigin } from './return-origin.ts';
import { fulfilOrder } from './fulfilment.service.ts';
import { findOrder, setOrderStatus } from './order.repository.ts';
import type { PaymentOrderRow } from './payment-order.table.ts';
import { testCheckoutPage } from './test-checkout-page.ts';

const orderParams = z.object({ orderId: z.string() });
const pageQuery = z.object({ lang: z.string().optional() });

/**
 * The built-in test checkout, only on a server without Stripe keys. Like Stripe's hosted page it is
 * reached by a full-page navigation without the learner's token: the unguessable order id in the
 * address is what lets the browser pay or cancel that one order, as a session URL does at Stripe.
 */
export function testCheckoutRoutes(ctx: AppContext) {
  if (ctx.config.stripe) return [];
  const openOrder = async (orderId: string): Promise<PaymentOrderRow> => {
    const order = await findOrder(ctx.database.db, orderId);
    if (!order || order.provider !== 'test' || order.status !== 'open') {
      throw notFound(PAYMENT_MESSAGES.orderNotFound);
    }
    return order;
  };
  /** The page's two buttons: each settles the open order, then sends the browser to its result page. */
  const button = (
    path: string,
    settle: (order: PaymentOrderRow) => Promise<unknown>,
    result: 'success' | 'cancel',
  ) =>
    defineRoute({
      method: 'post',
      path,
      access: 'public',
      params: orderParams,
      handler: async ({ req, res, params }) => {
        const order = await openOrder(params.orderId);
        await settle(order);
        res.redirect(303, resultUrls(returnOrigin(ctx.config, req), order.courseId)[result]);
        return undefined;
      },
    });
  return [
    defineRoute({
      method: 'get',
      path: '/payment/test-checkout/:orderId',
      access: 'public',
      params: orderParams,
      query: pageQuery,
      handler: async ({ res, params, query }) => {
        const order = await openOrder(params.orderId);
        const course = await findCourseForSale(ctx.database.db, order.courseId);
        const html = testCheckoutPage({
          orderId: order.id,
          courseTitle: course?.title ?? '',
          amountCents: order.amountCents,
          appName: ctx.config.site.appName,
          language: normaliseLanguage(query.lang) ?? 'ti',
        });
        res.status(200).type('html').send(html);
        return undefined;
      },
    }),
    button(
      '/payment/test-checkout/:orderId/pay',
      (order) => fulfilOrder(ctx, order.id, { sessionId: order.id, paymentId: null }),
      'success',
    ),
    button(
      '/payment/test-checkout/:orderId/cancel',
      (order) => setOrderStatus(ctx.database.db, order.id, 'cancelled'),
      'cancel',
    ),
  ];
}
