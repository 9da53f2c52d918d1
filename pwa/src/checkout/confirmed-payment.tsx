import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@academy/shared';
import { useCourse } from '../courses/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Frame } from './checkout-frame.tsx';
import { fetchReceipt } from './payment-api.ts';
import { ReceiptCard } from './receipt-card.tsx';

/**
 * The confirmed purchase: the receipt, or the placeholder receipt (order id with a prefix, the course
 * price, USD, now, Credit Card, Completed) when it cannot be fetched; `fallback` (no check ever
 * answered) says only that the payment went through, with the dashboard link.
 */
export function ConfirmedPayment({
  courseId,
  token,
  fallback,
}: {
  courseId: string;
  token: string;
  fallback: boolean;
}) {
  const { t } = useTranslation('checkout');
  const course = useCourse(courseId);
  const receipt = useQuery({
    queryKey: ['payments', 'receipt', courseId, token],
    queryFn: () => fetchReceipt(token, courseId),
    enabled: !fallback,
    retry: 1,
  });
  const placeholder: Receipt = {
    orderId: `ORD-${courseId.slice(0, 8).toUpperCase()}`,
    courseId,
    courseTitle: course.data?.title ?? '',
    amount: course.data?.price ?? 0,
    currency: 'USD',
    paymentDate: new Date().toISOString(),
    paymentMethod: 'Credit Card',
    userEmail: '',
    status: 'Completed',
  };
  return (
    <Frame>
      <div className="flex flex-col items-center gap-2 text-center" data-testid="payment-success">
        <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">{t('success.title')}</h1>
        <p className="text-slate-600">{fallback ? t('success.fallbackBody') : t('success.body')}</p>
      </div>
      {fallback ? null : receipt.isPending ? (
        <div
          className="flex justify-center py-6"
          role="status"
          aria-label={t('success.loadingReceipt')}
        >
          <Spinner className="h-6 w-6 text-accent-600" />
        </div>
      ) : (
        <ReceiptCard
          receipt={receipt.data ?? placeholder}
          placeholder={!receipt.data}
          token={token}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {fallback ? null : (
          <ButtonLink to={`/course/${courseId}`} data-testid="go-to-course">
            {t('success.startLearning')}
          </ButtonLink>
        )}
        <ButtonLink to="/dashboard" variant="secondary">
          {t('common.dashboard')}
        </ButtonLink>
      </div>
    </Frame>
  );
}
