import { formatPrice } from '@academy/shared';
import type { Config } from '../config/config.ts';
import type { Transaction } from '../db/database.ts';
import type { EmailService } from '../email/email.service.ts';
import type { EmailMessage } from '../email/mailer.ts';
import { getReceipt, type ReceiptView } from './receipt.service.ts';

const COPY = {
  en: {
    subject: (app: string, course: string) => `Your ${app} receipt: ${course}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your purchase. The course is open to you now.',
    order: 'Order',
    course: 'Course',
    amount: 'Amount',
    date: 'Date',
    method: 'Payment method',
    open: 'Start learning:',
    download: 'Download this receipt as a PDF from the course page or here:',
  },
  ti: {
    subject: (app: string, course: string) => `ቅብሊት ${app}፦ ${course}`,
    hello: (name: string) => `ሰላም ${name}፡`,
    thanks: 'ስለ ዕድግኹም ነመስግን። እቲ ኮርስ ሕጂ ተኸፊቱልኩም ኣሎ።',
    order: 'ትእዛዝ',
    course: 'ኮርስ',
    amount: 'መጠን',
    date: 'ዕለት',
    method: 'ኣገባብ ክፍሊት',
    open: 'ምምሃር ጀምሩ፦',
    download: 'ነዚ ቅብሊት ብPDF ካብ ገጽ እቲ ኮርስ ወይ ኣብዚ ኣውርዱ፦',
  },
} as const;

/** The receipt e-mail, in the buyer's language. */
export function receiptEmail(config: Config, view: ReceiptView): EmailMessage {
  const c = COPY[view.buyerLanguage];
  const { receipt } = view;
  const app = config.site.appName;
  return {
    to: receipt.userEmail,
    subject: c.subject(app, receipt.courseTitle),
    text: [
      c.hello(view.buyerName),
      '',
      c.thanks,
      '',
      `${c.order}: ${receipt.orderId}`,
      `${c.course}: ${receipt.courseTitle}`,
      `${c.amount}: ${formatPrice(receipt.amount)} ${receipt.currency}`,
      `${c.date}: ${receipt.paymentDate.slice(0, 10)}`,
      `${c.method}: ${receipt.paymentMethod}`,
      '',
      c.open,
      `${config.publicUrl}/my-course/${receipt.courseId}`,
      '',
      c.download,
      `${config.publicUrl}/checkout/success?courseId=${receipt.courseId}`,
      '',
      app,
    ].join('\n'),
  };
}

/** Queues the receipt e-mail in the fulfilment's transaction: it exists only if the purchase does. */
export async function enqueueReceiptEmail(
  ctx: { config: Config; email: EmailService },
  tx: Transaction,
  userId: string,
  courseId: string,
): Promise<void> {
  const view = await getReceipt(tx.db, userId, courseId);
  await ctx.email.enqueue(receiptEmail(ctx.config, view), { transaction: tx });
}
