import { z } from 'zod';
import { UUID_PATTERN } from '../ids.ts';

export * from './payment.constants.ts';

/** Messages of the payment calls (spec 000 §8 Purchase; 001 §8 receipt download). */
export const PAYMENT_MESSAGES = {
  invalidCourseId: 'Invalid course id',
  alreadyPurchased: 'You have already purchased this course',
  checkoutFailed: 'Failed to create checkout session',
  paymentNotFound: 'Payment not found',
  receiptNotFound: 'Receipt not found',
  enrolled: 'You are enrolled in this free course',
  checkoutCreated: 'Checkout session created',
  orderNotFound: 'This checkout does not exist or has ended',
} as const;

const courseId = z
  .string({ error: PAYMENT_MESSAGES.invalidCourseId })
  .trim()
  .regex(UUID_PATTERN, PAYMENT_MESSAGES.invalidCourseId);

/** `POST /api/payment/create-checkout-session`: only the course; the price comes from the server. */
export const checkoutSessionBodySchema = z.object({ courseId });
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;

/** `{courseId}` path parameter of check-purchase, receipt and download-receipt. */
export const paymentCourseParamsSchema = z.object({ courseId });

/** Answer of create-checkout-session: the browser goes to `url` (Stripe, the test checkout, or success). */
export interface CheckoutSessionResult {
  sessionId: string;
  url: string;
  /** Free course: enrolled already, `url` is the success page. */
  enrolled: boolean;
}

/** Answer of check-purchase; `hasPurchased` is also top-level in the envelope (the spec's two readings). */
export interface PurchaseStatus {
  hasPurchased: boolean;
}

export const PAYMENT_METHODS = ['Credit Card', 'Test payment', 'Free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const RECEIPT_STATUSES = ['Completed', 'Refunded'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** The receipt (spec 000 §3 Receipt). `amount` in dollars; `paymentDate` ISO 8601. */
export interface Receipt {
  orderId: string;
  courseId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  userEmail: string;
  status: ReceiptStatus;
}
