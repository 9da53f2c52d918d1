import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online.ts';

/**
 * Beside an action that cannot work offline (buy, generate a certificate, upload): while offline, says
 * that it needs the internet, and tells the caller to disable the action, instead of letting it fail
 * with a network error.
 */
export function useNeedsNetwork(): { offline: boolean; note: React.ReactNode } {
  const online = useOnline();
  const { t } = useTranslation('common');
  return {
    offline: !online,
    note: online ? null : (
      <p role="note" data-testid="needs-network" className="mt-2 text-sm text-slate-600">
        {t('offline.needsNetwork')}
      </p>
    ),
  };
}
