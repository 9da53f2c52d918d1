import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@academy/shared';
import { EmptyCatalogue } from './catalogue-states.tsx';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import { QueryError } from '../ui/notice-query-error.tsx';

const SKELETONS = 6;

/**
 * The catalogue's list (spec 000 §2): six skeleton cards while loading, the error box with Try Again,
 * the two empty states, or the cards (dimmed while the next page loads).
 */
export function CatalogueResults({
  list,
  courses,
  pastEnd,
  filtered,
  onReset,
}: {
  list: Pick<
    UseQueryResult<unknown>,
    'isPending' | 'isError' | 'data' | 'error' | 'refetch' | 'isFetching' | 'isPlaceholderData'
  >;
  courses: CourseSummary[];
  /** The page asked for is past the end; the page moves back instead of showing "empty". */
  pastEnd: boolean;
  filtered: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation('catalogue');
  let content;
  if (list.isPending) {
    content = (
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <CourseCardSkeleton />
          </li>
        ))}
        <li className="sr-only" role="status">
          {t('loading')}
        </li>
      </ul>
    );
  } else if (list.isError && !list.data) {
    content = <QueryError title={t('errors.loadCourses')} query={list} />;
  } else if (courses.length === 0 && !pastEnd) {
    content = <EmptyCatalogue filtered={filtered} onReset={onReset} />;
  } else {
    content = (
      <ul
        className={`grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
          list.isPlaceholderData ? 'opacity-60' : ''
        }`}
      >
        {courses.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={t('resultsLabel')} aria-busy={list.isFetching}>
      {content}
    </section>
  );
}
