import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../ui/notice.tsx';
import type { LockedNotice as NoticeKind } from './use-lesson-choice.ts';

/** The notice for a locked lesson (spec 000 §8 Video), with the ways forward for a visitor. */
export function LockedNotice({ notice, courseId }: { notice: NoticeKind; courseId: string }) {
  const { t } = useTranslation('watch');
  const location = useLocation();
  if (!notice) return null;
  const link = 'underline hover:no-underline';
  return (
    <Notice
      tone="warning"
      icon={Lock}
      role="alert"
      testId="locked-notice"
      title={notice === 'checkout' ? t('locked.checkout') : t('locked.signIn')}
      actions={
        notice === 'signIn' && (
          <>
            <Link to="/login" state={{ from: location.pathname }} className={link}>
              {t('locked.signInLink')}
            </Link>
            <Link to={`/course/${courseId}`} className={link}>
              {t('locked.buyLink')}
            </Link>
          </>
        )
      }
    />
  );
}
