import { BarChart3, CheckCircle2, SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDuration, type CourseDetail } from '@academy/shared';
import { useMe } from '../accounts/index.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { formatDate } from '../i18n/format-date.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { NotFound } from '../ui/not-found.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import {
  isNotFound,
  useCatalogueLiveRefresh,
  useCourse,
  useDeferredAnswer,
  categoryLabel,
  levelLabel,
  FeatureList,
  Panel,
} from '../courses/index.ts';
import { CourseCurriculum } from './course-curriculum.tsx';
import { CourseDetailHero } from './course-detail-hero.tsx';
import { QueryError } from '../ui/notice-query-error.tsx';
import { CourseReviews } from '../ratings/index.ts';
import { loadCoursePreview } from '../learning/index.ts';

// The in-page player and playlist (learning capability) arrive with Shaka after the page itself.
const CoursePreview = lazy(loadCoursePreview);

/**
 * /course/{id} (spec 000 §2 Course detail): hero, price card, curriculum and statistics, with the
 * loading, 'Course not found' and 'Failed to load course' states. The in-page player and playlist
 * come with the media capability; until then the curriculum lists the lessons the API sends.
 */
export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  useCatalogueLiveRefresh();
  const course = useDeferredAnswer(useCourse(id));
  usePageTitle(
    course.data?.title ??
      (course.isError
        ? isNotFound(course.error)
          ? t('detail.notFoundTitle')
          : t('errors.loadCourse')
        : null),
  );

  if (course.isPending) return <DetailSkeleton />;
  if (course.isError && !course.data) {
    return isNotFound(course.error) ? (
      <NotFound
        look="page"
        icon={SearchX}
        title={t('detail.notFoundTitle')}
        body={t('detail.notFoundBody')}
        actions={
          <ButtonLink to="/courses" size="lg">
            {t('detail.browse')}
          </ButtonLink>
        }
      />
    ) : (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <QueryError title={t('errors.loadCourse')} query={course} />
      </div>
    );
  }
  return <CourseDetailView course={course.data} />;
}

function CourseDetailView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const token = useAuthToken();
  const me = useMe();
  // The me call's purchasedCourses (spec 000 §2) or the API's own mark for this learner.
  const purchased =
    !!token && (course.userHasPurchased || !!me.data?.purchasedCourses?.includes(course._id));
  const updated = formatDate(course.updatedAt, language);

  return (
    <div className="bg-slate-50 pb-16">
      <CourseDetailHero course={course} purchased={purchased} signedIn={!!token} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <Suspense fallback={null}>
            <CoursePreview courseId={course._id} />
          </Suspense>
          {course.whatYouWillLearn.length > 0 && (
            <Panel title={t('detail.learn')}>
              <FeatureList
                items={course.whatYouWillLearn.map((text) => ({ icon: CheckCircle2, text }))}
                className="grid gap-3 sm:grid-cols-2"
              />
            </Panel>
          )}
          <Panel title={t('detail.about')}>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">
              {course.description}
            </p>
            {course.tags.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('card.tags')}>
                {course.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/courses?tag=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <CourseCurriculum course={course} purchased={purchased} />
          {course.requirements.length > 0 && (
            <Panel title={t('detail.requirements')}>
              <ul className="list-disc space-y-1.5 pl-5 text-slate-700">
                {course.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Panel>
          )}
          <CourseReviews courseId={course._id} />
        </div>
        <aside className="min-w-0">
          <Panel title={t('detail.stats.title')} icon={BarChart3}>
            <dl className="divide-y divide-slate-100 text-sm" data-testid="course-stats">
              <Stat label={t('detail.stats.students')} value={String(course.totalEnrollments)} />
              <Stat label={t('detail.stats.lessons')} value={String(course.videoCount)} />
              <Stat
                label={t('detail.stats.duration')}
                value={formatDuration(course.totalDuration)}
              />
              <Stat label={t('detail.stats.level')} value={levelLabel(t, course.level)} />
              <Stat label={t('detail.stats.category')} value={categoryLabel(t, course.category)} />
              <Stat
                label={t('detail.stats.language')}
                value={t(`detail.languages.${course.language}`)}
              />
              {updated && <Stat label={t('detail.stats.updated')} value={updated} />}
            </dl>
          </Panel>
        </aside>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="bg-slate-50" aria-busy>
      <p className="sr-only" role="status">
        {t('detail.loading')}
      </p>
      <div className="bg-slate-800">
        <div className="mx-auto grid max-w-7xl animate-pulse gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            <div className="h-4 w-24 rounded bg-white/20" />
            <div className="h-8 w-3/4 rounded bg-white/20" />
            <div className="h-4 w-full rounded bg-white/10" />
            <div className="h-4 w-2/3 rounded bg-white/10" />
          </div>
          <div className="h-64 rounded-2xl bg-white/10" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      </div>
    </div>
  );
}
