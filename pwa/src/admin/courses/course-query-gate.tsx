import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseLoadProblem } from './course-not-found.tsx';

/** The part of a TanStack query result the gate reads, so both course and video-list queries fit. */
export interface CourseScreenQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The states every admin screen of one course goes through before it can show anything: grey blocks
 * while the course loads, then "Course Not Found" or the load failure with Retry (spec 001 §2, §8),
 * then the screen itself with the data.
 */
export function CourseQueryGate<T>({
  query,
  titleWidth = 'w-1/2',
  skeleton,
  errorHidesData = false,
  children,
}: {
  query: CourseScreenQuery<T>;
  /** Width of the grey title bar, close to the real title's so the page does not jump. */
  titleWidth?: string;
  /** The grey body below the title bar. */
  skeleton: ReactNode;
  /**
   * A failed refetch shows the failure even over data already shown. The video screens poll while a
   * lesson is processing and say at once when the list can no longer be trusted; the course screens
   * keep the course they have.
   */
  errorHidesData?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin-courses');
  const { data } = query;
  if (query.isPending || (data === undefined && !query.isError)) {
    return (
      <div className="space-y-4" aria-busy>
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <div className={`h-8 ${titleWidth} animate-pulse rounded bg-slate-200`} />
        {skeleton}
      </div>
    );
  }
  if (data === undefined || (query.isError && errorHidesData)) {
    return (
      <CourseLoadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(data);
}
