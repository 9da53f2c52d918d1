import { ArrowLeft, Award, Infinity as InfinityIcon, RefreshCw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@academy/shared';
import { FeatureList, Panel } from '../courses/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { JoinGroupButton } from './join-group-button.tsx';
import { RatingWidget } from '../ratings/index.ts';

/**
 * The side of /my-course/{id} (spec 000 §2): what's included, the community section only when the
 * course has a WhatsApp group, the rating widget (issue 25 §3), and the way back to the dashboard.
 */
export function MyCourseSidebar({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('learning');
  const included = [
    { icon: InfinityIcon, text: t('included.lifetime') },
    { icon: Award, text: t('included.certificate') },
    { icon: RefreshCw, text: t('included.updates') },
  ];
  return (
    <aside className="min-w-0 space-y-6">
      <Panel title={t('included.title')}>
        <FeatureList items={included} className="space-y-3" testId="my-course-included" />
      </Panel>
      <RatingWidget courseId={course._id} />
      {course.hasWhatsappGroup ? (
        <Panel title={t('community.title')} icon={Users}>
          <div className="space-y-4" data-testid="my-course-community">
            <p className="text-sm text-slate-700">{t('community.body')}</p>
            <JoinGroupButton courseId={course._id} />
          </div>
        </Panel>
      ) : null}
      <ButtonLink to="/dashboard" variant="secondary" fullWidth icon={ArrowLeft}>
        {t('myCourse.back')}
      </ButtonLink>
    </aside>
  );
}
