import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthToken } from '../session/auth-storage.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { resultCourseId } from './checkout-storage.ts';
import { Frame } from './checkout-frame.tsx';
import { ConfirmedPayment } from './confirmed-payment.tsx';
import { usePurchaseConfirmation } from './use-purchase-confirmation.ts';

/**
 * /checkout/success (spec 000 §2, 001 §4): waits for the purchase (every 2 s, up to 30 s), then shows
 * the receipt, or a placeholder receipt when it cannot be fetched. Every check failing still says the
 * payment went through, with a dashboard link; 30 s without a purchase offers to check again.
 */
export default function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const courseId = useMemo(() => resultCourseId(search), [search]);
  const token = useAuthToken();
  const { status, checkAgain } = usePurchaseConfirmation(courseId, token);
  usePageTitle(t('success.title'));

  if (!token) return <Navigate to="/login" replace />;
  const dashboard = (
    <ButtonLink to="/dashboard" variant="secondary">
      {t('common.dashboard')}
    </ButtonLink>
  );
  if (!courseId) {
    return (
      <Frame>
        <EmptyState
          title={t('common.noCourse')}
          body={t('common.noCourseBody')}
          action={dashboard}
        />
      </Frame>
    );
  }
  if (status === 'checking') {
    return (
      <Frame>
        <div
          role="status"
          className="flex flex-col items-center gap-3 py-12 text-center"
          data-testid="confirming"
        >
          <Spinner className="h-8 w-8 text-accent-600" />
          <p className="text-lg font-semibold text-slate-900">{t('success.confirming')}</p>
          <p className="text-sm text-slate-600">{t('success.confirmingBody')}</p>
        </div>
      </Frame>
    );
  }
  if (status === 'timeout') {
    return (
      <Frame>
        <EmptyState
          icon={Clock}
          title={t('success.pendingTitle')}
          body={t('success.pendingBody')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={checkAgain}>{t('common.checkAgain')}</Button>
              {dashboard}
            </div>
          }
        />
      </Frame>
    );
  }
  return <ConfirmedPayment courseId={courseId} token={token} fallback={status === 'failed'} />;
}
