import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseSummary } from '@academy/shared';
import { Button } from '../../ui/button.tsx';
import { EmptyState, LoadError, SkeletonList } from '../../ui/states.tsx';
import { AdminCourseCard } from './admin-course-card.tsx';

/** Course Management's cards, or while they load, fail or are none (spec 001 §2, §8). */
export function CourseListBody({
  courses,
  filtered,
  onClear,
  onDelete,
}: {
  courses: UseQueryResult<{ courses: AdminCourseSummary[] }>;
  filtered: boolean;
  onClear: () => void;
  onDelete: (course: AdminCourseSummary) => void;
}) {
  const { t } = useTranslation('admin-courses');
  if (courses.isPending) {
    return (
      <SkeletonList
        count={6}
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="h-80 rounded-2xl bg-white ring-1 ring-slate-200"
      />
    );
  }
  if (courses.isError && !courses.data) {
    return (
      <LoadError
        compact
        title={t('list.loadFailed')}
        error={courses.error}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  const list = courses.data.courses;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={filtered ? t('list.emptyFiltered') : t('list.empty')}
        body={filtered ? undefined : t('list.emptyBody')}
        action={
          filtered && (
            <Button variant="secondary" onClick={onClear}>
              {t('list.clearFilters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul
      className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
        courses.isPlaceholderData ? 'opacity-60' : ''
      }`}
    >
      {list.map((course) => (
        <li key={course._id}>
          <AdminCourseCard course={course} onDelete={() => onDelete(course)} />
        </li>
      ))}
    </ul>
  );
}
