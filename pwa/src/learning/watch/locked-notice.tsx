import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { LockedNotice as Notice } from './use-lesson-choice.ts';

/** The notice for a locked lesson (spec 000 §8 Video), with the ways forward for a visitor. */
export function LockedNotice({ notice, courseId }: { notice: Notice; courseId: string }) {
  const { t } = useTranslation('watch');
  const location = useLocation();
  if (!notice) return null;
  return (
    <div
      role="alert"
      data-testid="locked-notice"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="flex items-center gap-2 font-medium">
        <Lock className="h-4 w-4 shrink-0" aria-hidden />
        {notice === 'checkout' ? t('locked.checkout') : t('locked.signIn')}
      </p>
      {notice === 'signIn' && (
        <span className="flex gap-3 font-semibold">
          <Link
            to="/login"
            state={{ from: location.pathname }}
            className="underline hover:no-underline"
          >
            {t('locked.signInLink')}
          </Link>
          <Link to={`/course/${courseId}`} className="underline hover:no-underline">
            {t('locked.buyLink')}
          </Link>
        </span>
      )}
    </div>
  );
}
