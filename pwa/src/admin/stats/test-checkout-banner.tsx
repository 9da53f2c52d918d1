import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The dashboard's warning when production runs the built-in test checkout (`testCheckoutInProduction`
 * from GET /api/admin/stats, issue 24): payments are pretend, so every course can be had for free.
 */
export function TestCheckoutBanner() {
  const { t } = useTranslation('admin-courses');
  return (
    <div
      role="alert"
      data-testid="test-checkout-banner"
      className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ShieldAlert className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{t('stats.testCheckout.title')}</p>
        <p className="mt-1 text-sm break-words">{t('stats.testCheckout.body')}</p>
      </div>
    </div>
  );
}
