import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isUuid } from '@academy/shared';
import { ButtonLink } from '../ui/button-link.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { GroupJoinBlock } from '../learning/index.ts';

/** Where a spent or expired join link lands (spec 000 §4): it says so and offers a new link. */
export default function GroupLinkExpiredPage() {
  const { t } = useTranslation('certificates');
  usePageTitle(t('group.expired_title'));
  const [params] = useSearchParams();
  const courseId = params.get('course');
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-12" data-testid="group-link-expired">
      <div className="text-center">
        <Clock className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('group.expired_title')}</h1>
        <p className="mt-2 text-slate-600">{t('group.expired_body')}</p>
      </div>
      {courseId && isUuid(courseId) ? <GroupJoinBlock courseId={courseId} /> : null}
      <div className="text-center">
        <ButtonLink to="/dashboard" variant="secondary">
          {t('group.dashboard')}
        </ButtonLink>
      </div>
    </div>
  );
}
