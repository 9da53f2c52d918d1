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
    defineRoute({
      method: 'post',
      path: '/payment/test-checkout/:orderId/pay',
      access: 'public',
      params: orderParams,
      handler: async ({ req, res, params }) => {
        const order = await openOrder(params.orderId);
        await fulfilOrder(ctx, order.id, { sessionId: order.id, paymentId: null });
        res.redirect(303, resultUrls(returnOrigin(ctx.config, req), order.courseId).success);
        return undefined;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payment/test-checkout/:orderId/cancel',
      access: 'public',
      params: orderParams,
      handler: async ({ req, res, params }) => {
        const order = await openOrder(params.orderId);
        await setOrderStatus(ctx.database.db, order.id, 'cancelled');
        res.redirect(303, resultUrls(returnOrigin(ctx.config, req), order.courseId).cancel);
        return undefined;
      },
    }),
  ];
}
