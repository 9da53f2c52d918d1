import { z } from 'zod';

/** Page size of the learner's purchase list (`GET /api/payment/purchases`) unless `limit` says otherwise. */
export const PURCHASE_LIST_PAGE_SIZE = 10;
export const PURCHASE_LIST_MAX_LIMIT = 50;

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce.number().int().min(1).max(max),
  );

/** `GET /api/payment/purchases` query: `page` from 1, `limit` up to 50 (default 10). */
export const purchaseListQuerySchema = z.object({
  page: positiveInt(1, 100_000),
  limit: positiveInt(PURCHASE_LIST_PAGE_SIZE, PURCHASE_LIST_MAX_LIMIT),
});
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;

/**
 * One purchase as the learner's Purchases page shows it. `orderId` is the receipt's order id; the
 * receipt itself is `GET /api/payment/download-receipt/{courseId}`. `amount` in dollars (cents / 100)
 * of `currency`; `purchasedAt` ISO 8601. A refunded purchase is listed, marked `refunded`.
 */
export const purchaseListItemSchema = z.object({
  orderId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string(),
  purchasedAt: z.string(),
  status: z.enum(['paid', 'refunded']),
  refundedAt: z.string().nullable(),
});
export type PurchaseListItem = z.infer<typeof purchaseListItemSchema>;

/** The answer's `data`: newest purchase first, with the catalogue's pagination fields. */
export const purchaseListSchema = z.object({
  purchases: z.array(purchaseListItemSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    /** Number of pages (at least 1, even when there are no purchases). */
    pages: z.number().int(),
    total: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
  }),
});
export type PurchaseList = z.infer<typeof purchaseListSchema>;
