import { ArrowRight, BookOpen } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '@academy/shared';
import { useCatalogueLiveRefresh, useFeaturedCourses } from '../courses/index.ts';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import { QueryError } from '../ui/notice-query-error.tsx';
import { EmptyState } from '../ui/states.tsx';

/**
 * The home page's featured courses (spec 000 §2 Home): the first three of the list, newest first, with
 * the states loading, error 'Failed to load featured courses' with a retry, empty 'No courses yet.
 * Check back soon.' and the list. Its copy loads on its own, so the rest of the home page never waits
 * for it.
 */
export function FeaturedCourses() {
  return (
    <Suspense fallback={<FeaturedFrame title={null} />}>
      <FeaturedCoursesSection />
    </Suspense>
  );
}

function FeaturedCoursesSection() {
  const { t } = useTranslation('catalogue');
  useCatalogueLiveRefresh();
  const featured = useFeaturedCourses();
  let body: React.ReactNode;
  if (featured.isPending) {
    body = <SkeletonGrid />;
  } else if (featured.isError && !featured.data) {
    body = <QueryError title={t('errors.loadFeatured')} query={featured} compact />;
  } else if (featured.data.length === 0) {
    body = <EmptyState icon={BookOpen} title={t('featured.empty')} testId="featured-empty" />;
  } else {
    body = (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featured.data.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    );
  }
  return <FeaturedFrame title={t('featured.title')}>{body}</FeaturedFrame>;
}

function FeaturedFrame({ title, children }: { title: string | null; children?: React.ReactNode }) {
  const { t } = useTranslation('catalogue', { useSuspense: false });
  return (
    <section
      className="bg-slate-50 py-14 sm:py-20"
      aria-labelledby={title ? 'featured-courses-title' : undefined}
      data-testid="featured-courses"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            {title ? (
              <>
                <h2
                  id="featured-courses-title"
                  className="text-2xl font-bold text-slate-900 sm:text-3xl"
                >
                  {title}
                </h2>
                <p className="mt-2 text-slate-600">{t('featured.subtitle')}</p>
              </>
            ) : (
              <div className="h-8 w-56 animate-pulse rounded bg-slate-200" aria-hidden />
            )}
          </div>
          {title && (
            <Link
              to="/courses"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
            >
              {t('featured.viewAll')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          )}
        </div>
        {children ?? <SkeletonGrid />}
      </div>
    </section>
  );
}

function SkeletonGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: LIMITS.featuredCourses }, (_, i) => (
        <li key={i} className={i === 2 ? 'hidden lg:block' : i === 1 ? 'hidden sm:block' : ''}>
          <CourseCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
