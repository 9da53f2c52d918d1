import { CheckCircle2, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePendingProgress } from './use-pending-progress.ts';

/** "N updates waiting to be sent", then "Progress saved" once they have gone (issue 14). */
export function ProgressSyncNote() {
  const { t } = useTranslation('watch');
  const pending = usePendingProgress();
  if (pending.kind === 'idle') return null;
  const waiting = pending.kind === 'waiting';
  return (
    <p
      role="status"
      data-testid="progress-sync"
      data-state={pending.kind}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
        waiting ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800'
      }`}
    >
      {waiting ? (
        <CloudOff className="h-4 w-4" aria-hidden />
      ) : (
        <CheckCircle2 className="h-4 w-4" aria-hidden />
      )}
      {waiting ? t('sync.waiting', { count: pending.count }) : t('sync.saved')}
    </p>
  );
}
