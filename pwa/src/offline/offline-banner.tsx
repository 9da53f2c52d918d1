import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ageParts, oldestAnswerOnScreen } from './saved-age.ts';
import { useOnline } from './use-online.ts';

/**
 * A quiet bar at the foot of the screen while the browser is offline (issue 15): says so, and how old
 * the page's data is, since what is shown then comes from the copy saved in an earlier visit.
 */
export function OfflineBanner() {
  const online = useOnline();
  const client = useQueryClient();
  const { t } = useTranslation('common');
  const [now, setNow] = useState(() => Date.now());
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (online) return;
    const refresh = () => {
      setNow(Date.now());
      setSavedAt(oldestAnswerOnScreen(client));
    };
    refresh();
    const timer = window.setInterval(refresh, 30_000);
    const unsubscribe = client.getQueryCache().subscribe(refresh);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [online, client]);

  if (online) return null;
  const age = savedAt === null ? null : ageParts(now - savedAt);
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t('offline.banner')}
        {age && (
          <>
            {' '}
            <span data-testid="offline-age">
              {age.count === 0 && age.unit === 'minutes'
                ? t('offline.savedJustNow')
                : t(`offline.saved_${age.unit}`, { count: age.count })}
            </span>
          </>
        )}
      </span>
    </div>
  );
}
