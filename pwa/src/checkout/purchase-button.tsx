import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNeedsNetwork } from '../offline/needs-network.tsx';
import { Button } from '../ui/button.tsx';
import { useStartCheckout } from './use-start-checkout.ts';

/**
 * Enroll / Buy (spec 000 §4 Purchase button): idle, loading ('Processing', disabled) and error (the
 * message for 5 s, then idle). Without a sign-in it goes to /login. Offline it waits, and says why.
 */
export function PurchaseButton({ courseId, free }: { courseId: string; free: boolean }) {
  const { t } = useTranslation('checkout');
  const { state, start } = useStartCheckout(courseId);
  const network = useNeedsNetwork();
  return (
    <div className="space-y-2">
      <Button
        fullWidth
        className="min-h-12"
        busy={state.kind === 'loading'}
        busyLabel={t('button.processing')}
        icon={<ShoppingCart className="h-5 w-5" aria-hidden />}
        disabled={network.offline}
        onClick={() => void start()}
        data-testid="enroll-button"
      >
        {free ? t('button.enrollFree') : t('button.enroll')}
      </Button>
      {network.note}
      {state.kind === 'error' ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {state.message ?? t('button.failed')}
        </p>
      ) : null}
    </div>
  );
}
