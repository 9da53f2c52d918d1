import { PAYMENT_TIMING } from '@academy/shared';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getToken } from '../session/auth-storage.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Button } from '../ui/button.tsx';
import { OutcomePanel } from '../ui/section-outcome.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { Frame } from './checkout-frame.tsx';
import { clearCheckout, resultCourseId } from './checkout-storage.ts';
import { checkPurchase } from './payment-api.ts';

type Check = 'idle' | 'checking' | 'purchased' | 'not-purchased' | 'error';

/**
 * /checkout/failure (spec 000 §2, 001 §4): with a known course it goes on to
 * /checkout/cancel?courseId={id} after 2 s; "Check status" asks the server first and goes to the
 * success page (purchased) or the cancel page, each after 2 s.
 */
export default function CheckoutFailurePage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const courseId = useMemo(() => resultCourseId(search), [search]);
  const [check, setCheck] = useState<Check>('idle');
  usePageTitle(t('failure.title'));

  useEffect(() => {
    if (!courseId || check === 'checking' || check === 'error') return;
    const target =
      check === 'purchased'
        ? `/checkout/success?courseId=${courseId}`
        : `/checkout/cancel?courseId=${courseId}`;
    if (check !== 'purchased') clearCheckout();
    const timer = window.setTimeout(
      () => void navigate(target, { replace: true }),
      PAYMENT_TIMING.redirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [check, courseId, navigate]);

  const handleCheck = async () => {
    const token = getToken();
    if (!courseId || !token) return;
    setCheck('checking');
    try {
      setCheck((await checkPurchase(token, courseId)) ? 'purchased' : 'not-purchased');
    } catch {
      setCheck('error');
    }
  };
  const line =
    check === 'purchased'
      ? t('failure.purchased')
      : check === 'error'
        ? t('failure.checkFailed')
        : courseId
          ? t('failure.redirecting')
          : t('common.noCourseBody');
  return (
    <Frame>
      <OutcomePanel
        icon={AlertTriangle}
        tone="danger"
        title={t('failure.title')}
        testId="payment-failure"
        actions={
          <>
            {courseId ? (
              <Button busy={check === 'checking'} onClick={() => void handleCheck()}>
                {t('failure.checkStatus')}
              </Button>
            ) : null}
            <ButtonLink to="/dashboard" variant="secondary">
              {t('common.dashboard')}
            </ButtonLink>
          </>
        }
      >
        <p className="text-slate-600">{t('failure.body')}</p>
        <p role="status" className="text-sm font-medium text-slate-700">
          {line}
        </p>
      </OutcomePanel>
    </Frame>
  );
}
