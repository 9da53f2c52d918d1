import {
  checkoutSessionBodySchema,
  DEFAULT_LANGUAGE,
  normaliseLanguage,
  PAYMENT_MESSAGES,
  paymentCourseParamsSchema,
  purchaseListQuerySchema,
  type PurchaseStatus,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import { defineRoute, type Principal } from '../http/route.ts';
import { createCheckout } from './checkout.service.ts';
import { ownsCourse } from './entitlement.service.ts';
import { listLearnerPurchases } from './purchase-list.service.ts';
import { reconcileLearnerCourse } from './reconcile.ts';
import { returnOrigin } from './return-origin.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { getReceipt } from './receipt.service.ts';
import { handleEvent, verifyEvent } from './stripe-webhook.ts';

/** The learner of a learner-only route (its access rule guarantees the principal). */
const learner = (principal: Principal | null) => principal!.userId;

/** The payment calls (spec 000 §7 Payment). The webhook's raw body is kept by create-app.ts. */
export function paymentRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/payment/create-checkout-session',
      access: 'learner',
      body: checkoutSessionBodySchema,
      handler: async ({ req, body, principal }) => {
        const language = normaliseLanguage(req.get('accept-language')) ?? DEFAULT_LANGUAGE;
        const result = await createCheckout(
          ctx,
          learner(principal),
          body.courseId,
          language,
          returnOrigin(ctx.config, req),
        );
        const message = result.enrolled
          ? PAYMENT_MESSAGES.enrolled
          : PAYMENT_MESSAGES.checkoutCreated;
        return { data: result, message, status: result.enrolled ? 201 : 200 };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payment/check-purchase/:courseId',
      access: 'learner',
      params: paymentCourseParamsSchema,
      handler: async ({ res, params, principal }) => {
        const userId = learner(principal);
        const db = ctx.database.db;
        let hasPurchased = await ownsCourse(db, userId, params.courseId);
        if (!hasPurchased) {
          await reconcileLearnerCourse(ctx, userId, params.courseId);
          hasPurchased = await ownsCourse(db, userId, params.courseId);
        }
        // The spec reads it both at the top level and in `data`.
        const data: PurchaseStatus = { hasPurchased };
        res.json({ success: true, data, message: 'OK', hasPurchased });
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payment/purchases',
      access: 'learner',
      summary: "The learner's own purchases, paid and refunded, newest first, paginated",
      query: purchaseListQuerySchema,
      handler: async ({ query, principal }) => ({
        data: await listLearnerPurchases(ctx, learner(principal), query),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/payment/receipt/:courseId',
      access: 'learner',
      params: paymentCourseParamsSchema,
      handler: async ({ params, principal }) => {
        const { receipt } = await getReceipt(ctx.database.db, learner(principal), params.courseId);
        return { data: receipt };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payment/download-receipt/:courseId',
      access: 'learner',
      params: paymentCourseParamsSchema,
      handler: async ({ res, params, principal }) => {
        const view = await getReceipt(ctx.database.db, learner(principal), params.courseId);
        const pdf = await receiptPdf({ appName: ctx.config.site.appName, ...view });
        res
          .status(200)
          .type('application/pdf')
          .attachment(`receipt-${view.receipt.orderId}.pdf`)
          .send(pdf);
        return undefined;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payment/webhook',
      access: 'public',
      bodyKind: 'raw',
      handler: async ({ req }) => {
        const stripe = ctx.config.stripe;
        if (!stripe) throw new HttpError(404, 'Stripe is not configured on this server');
        const event = verifyEvent(stripe, req.body, req.get('stripe-signature'));
        const outcome = await handleEvent(ctx, event);
        return { data: { received: true, outcome }, message: 'Webhook received' };
      },
    }),
  ];
}
