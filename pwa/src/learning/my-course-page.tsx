import { ArrowLeft, SearchX, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CourseDetail } from '@academy/shared';
import { RequireLearner } from '../session/require-learner.tsx';
import { isNotFound, useCourse } from '../courses/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { EmptyState, Skeleton } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { MyCourseCurriculum } from './my-course-curriculum.tsx';
import { MyCourseHero } from './my-course-hero.tsx';
import { MyCourseSidebar } from './my-course-sidebar.tsx';
import { nextLessonId } from './next-lesson.ts';
import { useCourseProgress } from './progress-queries.ts';
import { QueryError } from '../ui/notice-query-error.tsx';

/**
 * /my-course/{id} (spec 000 §2 Purchased course): the course a learner bought, with its curriculum and
 * their progress. States: loading, loaded, 'failed to load course' and 'course not found', each with
 * a link to the dashboard (§8); a course not bought points to its course page. No token: /login.
 */
export default function MyCoursePage() {
  return (
    <RequireLearner>
      <MyCourse />
    </RequireLearner>
  );
}

function MyCourse() {
  const { id = '' } = useParams();
  const { t } = useTranslation('learning');
  const course = useCourse(id);
  const owned = !!course.data?.userHasPurchased;
  const progress = useCourseProgress(course.data?._id ?? id, owned);
  const failed = course.isError && !course.data;
  usePageTitle(
    course.data?.title ??
      (failed ? (isNotFound(course.error) ? t('errors.notFound') : t('errors.load')) : null),
  );

  if (course.isPending) return <MyCourseSkeleton />;
  if (failed) {
    return (
      <Centered>
        {isNotFound(course.error) ? (
          <EmptyState
            icon={SearchX}
            title={t('errors.notFound')}
            body={t('errors.notFoundBody')}
            action={<BackToDashboard />}
            testId="my-course-not-found"
          />
        ) : (
          <>
            <QueryError title={t('errors.load')} query={course} testId="my-course-error" />
            <div className="mt-4 text-center">
              <BackToDashboard />
            </div>
          </>
        )}
      </Centered>
    );
  }
  if (!owned) return <NotPurchased course={course.data} />;
  const lessons = new Map(progress.data?.videos.map((v) => [v._id, v.progress]));
  return (
    <div className="bg-slate-50 pb-16" data-testid="my-course">
      <MyCourseHero
        course={course.data}
        progress={progress.data?.courseProgress}
        nextVideoId={nextLessonId(course.data, progress.data?.courseProgress, lessons)}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <MyCourseCurriculum course={course.data} progress={lessons} />
        </div>
        <MyCourseSidebar course={course.data} />
      </div>
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-16">{children}</div>;
}

function BackToDashboard() {
  const { t } = useTranslation('learning');
  return (
    <ButtonLink to="/dashboard" variant="secondary" icon={ArrowLeft}>
      {t('myCourse.back')}
    </ButtonLink>
  );
}

function NotPurchased({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('learning');
  return (
    <Centered>
      <EmptyState
        icon={ShoppingCart}
        title={t('errors.notPurchased')}
        body={t('errors.notPurchasedBody')}
        testId="my-course-not-purchased"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={`/course/${course._id}`}>{t('errors.viewCourse')}</ButtonLink>
            <BackToDashboard />
          </div>
        }
      />
    </Centered>
  );
}

function MyCourseSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div role="status" aria-busy="true" className="bg-slate-50 pb-16">
      <span className="sr-only">{t('myCourse.loading')}</span>
      <div className="h-72 animate-pulse bg-slate-300" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-96" rounded="rounded-2xl" />
        <Skeleton className="h-48" rounded="rounded-2xl" />
      </div>
    </div>
  );
}
