import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlockedReason } from './download-types.ts';

/** In the player's place: why a downloaded lesson cannot play now, and what to do (issue 11). */
export function OfflineLessonBlocked({ reason }: { reason: BlockedReason }) {
  const { t } = useTranslation('downloads');
  return (
    <div
      role="alert"
      data-testid="offline-lesson-blocked"
      data-reason={reason}
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-slate-900 px-6 text-center text-white md:rounded-xl"
    >
      <WifiOff className="h-10 w-10 text-amber-300" aria-hidden />
      <p className="max-w-md font-semibold">{t(`blocked.${reason}`)}</p>
      <Link to="/downloads" className="text-sm font-semibold underline">
        {t('button.list')}
      </Link>
    </div>
  );
}
