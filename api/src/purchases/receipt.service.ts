import { PAYMENT_MESSAGES, type Language, type PaymentMethod, type Receipt } from '@academy/shared';
import { findUserContact } from '../accounts/index.ts';
import { findCourseForSale } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors/domain-error.ts';
import type { PurchaseRow } from './purchase.table.ts';
import { findPurchase } from './purchase.repository.ts';

/** A receipt and the buyer's name (the PDF and the e-mail greet them by it). */
export interface ReceiptView {
  receipt: Receipt;
  buyerName: string;
  /** The e-mail is written in it. */
  buyerLanguage: Language;
}

function methodOf(row: PurchaseRow): PaymentMethod {
  if (row.source === 'test') return 'Test payment';
  if (row.source === 'stripe' || row.amountCents > 0) return 'Credit Card';
  return 'Free';
}

/**
 * The learner's receipt for a course: their own purchase only (paid, or refunded and marked so).
 * Anyone else's, or none, is the spec's "Payment not found" (a 404 that says nothing about others).
 */
export async function getReceipt(db: Db, userId: string, courseId: string): Promise<ReceiptView> {
  const purchase = await findPurchase(db, userId, courseId);
  if (!purchase) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const [course, buyer] = await Promise.all([
    findCourseForSale(db, courseId),
    findUserContact(db, userId),
  ]);
  if (!course || !buyer) throw notFound(PAYMENT_MESSAGES.receiptNotFound);
  return {
    buyerName: buyer.name,
    buyerLanguage: buyer.language,
    receipt: {
      orderId: purchase.id,
      courseId,
      courseTitle: course.title,
      amount: purchase.amountCents / 100,
      currency: purchase.currency,
      paymentDate: purchase.purchasedAt.toISOString(),
      paymentMethod: methodOf(purchase),
      userEmail: buyer.email,
      status: purchase.status === 'refunded' ? 'Refunded' : 'Completed',
    },
  };
}
