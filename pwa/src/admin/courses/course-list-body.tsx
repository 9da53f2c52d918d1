import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseSummary } from '@academy/shared';
import { ListBody, ListEmpty } from '../../ui/list-body.tsx';
import { SkeletonList } from '../../ui/states.tsx';
import { AdminCourseCard } from './admin-course-card.tsx';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

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
  return (
    <ListBody
      query={courses}
      items={courses.data?.courses}
      className={GRID}
      loading={
        <SkeletonList
          count={6}
          className={GRID}
          itemClassName="h-80 rounded-2xl bg-white ring-1 ring-slate-200"
        />
      }
      errorTitle={t('list.loadFailed')}
      empty={
        <ListEmpty
          icon={BookOpen}
          filtered={filtered}
          noneTitle={t('list.empty')}
          noneBody={t('list.emptyBody')}
          noMatchTitle={t('list.emptyFiltered')}
          clearLabel={t('list.clearFilters')}
          onClear={onClear}
        />
      }
    >
      {(course) => (
        <li key={course._id}>
          <AdminCourseCard course={course} onDelete={() => onDelete(course)} />
        </li>
      )}
    </ListBody>
  );
}
