import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isUuid } from '@academy/shared';
import { useAuthToken } from '../session/auth-storage.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { OutcomePanel } from '../ui/section-outcome.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { LoadError } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { Frame } from './checkout-frame.tsx';
import { useStartCheckout } from './use-start-checkout.ts';

/**
 * /course/{id}/checkout (where a locked lesson sends a signed-in learner): starts the checkout at once
 * and shows its progress; a failure can be retried or left for the course page.
 */
export default function CheckoutStartPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('checkout');
  const token = useAuthToken();
  const { state, start } = useStartCheckout(id);
  const started = useRef(false);
  usePageTitle(t('start.title'));

  useEffect(() => {
    // Once per visit: React's development double effect must not open two checkouts.
    if (started.current || !token || !isUuid(id)) return;
    started.current = true;
    void start();
  }, [id, start, token]);

  if (!token) return <Navigate to="/login" replace state={{ from: `/course/${id}/checkout` }} />;
  const back = (
    <ButtonLink to={`/course/${id}`} variant="secondary">
      {t('start.backToCourse')}
    </ButtonLink>
  );
  return (
    <Frame>
      {state.kind === 'error' || !isUuid(id) ? (
        <div className="space-y-4">
          <LoadError
            title={t('button.failed')}
            detail={
              state.kind === 'error'
                ? (state.message ?? t('start.failedBody'))
                : t('start.failedBody')
            }
            onRetry={isUuid(id) ? () => void start() : undefined}
          />
          <div className="flex justify-center">{back}</div>
        </div>
      ) : (
        <OutcomePanel
          icon={CreditCard}
          tone="accent"
          title={t('start.title')}
          role="status"
          actions={back}
        >
          <p className="text-slate-600">{t('start.body')}</p>
          <Spinner />
        </OutcomePanel>
      )}
    </Frame>
  );
}
