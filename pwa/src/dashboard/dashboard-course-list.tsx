import { Compass, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageOf, type DashboardCourse } from '@academy/shared';
import { ButtonLink } from '../ui/button-link.tsx';
import { Pager } from '../ui/pager.tsx';
import { EmptyState, SkeletonList } from '../ui/states.tsx';
import { DashboardCourseCard } from './dashboard-course-card.tsx';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The course grid, six to a page (spec 000 §9), with its loading, empty and no-match states. */
export function DashboardCourseList({
  courses,
  visible,
  page,
  onPage,
}: {
  /** All the learner's courses; undefined while loading. */
  courses: DashboardCourse[] | undefined;
  /** Those the search and filter keep. */
  visible: DashboardCourse[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  if (!courses) {
    return (
      <SkeletonList
        count={3}
        label={t('loading')}
        className={GRID}
        itemClassName="h-80 rounded-2xl"
      />
    );
  }
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={Compass}
        title={t('empty.title')}
        body={t('empty.body')}
        testId="dashboard-empty"
        action={<ButtonLink to="/courses">{t('empty.cta')}</ButtonLink>}
      />
    );
  }
  if (visible.length === 0) {
    return <EmptyState icon={SearchX} title={t('no_match')} testId="dashboard-no-match" />;
  }
  const pages = pageCount(visible.length);
  const current = Math.min(page, pages);
  return (
    <div className="space-y-6">
      <div className={GRID}>
        {pageOf(visible, current).map((course) => (
          <DashboardCourseCard key={course._id} course={course} />
        ))}
      </div>
      <Pager page={current} pages={pages} onPage={onPage} label={t('pagination.label')} />
    </div>
  );
}
