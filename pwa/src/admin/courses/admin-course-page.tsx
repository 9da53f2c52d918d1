import {
  ArrowLeft,
  Check,
  Copy,
  ExternalLink,
  Eye,
  LayoutGrid,
  ListVideo,
  Pencil,
  PlusCircle,
  Trash2,
  Upload,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDuration, formatPrice, isFree, type AdminCourseDetail } from '@academy/shared';
import { categoryLabel, levelLabel } from '../../catalogue/course-labels.ts';
import { CourseThumbnail } from '../../catalogue/course-thumbnail.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useAdminCourse } from './admin-course-queries.ts';
import { CourseLoadProblem } from './course-not-found.tsx';
import { CourseStatusBadge } from './course-status-badge.tsx';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';

const TABS = ['overview', 'videos'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/courses/{courseId}, the course dashboard (spec 001 §2): Overview and Videos tabs. The tab is
 * kept in the address (?tab=videos), so a reload or a shared link opens the same one.
 */
export default function AdminCoursePage() {
  const { courseId = '' } = useParams();
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const course = useAdminCourse(courseId);
  usePageTitle(course.data?.title ?? t('list.title'), 'admin');

  if (course.isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      </div>
    );
  }
  if (course.isError && !course.data) {
    return (
      <CourseLoadProblem
        error={course.error}
        onRetry={() => void course.refetch()}
        retrying={course.isFetching}
      />
    );
  }
  return <CourseDashboard course={course.data} />;
}

function CourseDashboard({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'videos' ? 'videos' : 'overview';
  const [deleting, setDeleting] = useState(false);
  const selectTab = (next: Tab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  const handleTabKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    selectTab(next);
    document.getElementById(`course-tab-${next}`)?.focus();
  };

  return (
    <div className="space-y-6">
      <Link
        to="/admin/courses"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-red-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('dashboard.back')}
      </Link>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <CourseStatusBadge status={course.status} />
            <span className="text-sm text-slate-500">
              {categoryLabel(t, course.category)} · {levelLabel(t, course.level)}
            </span>
          </div>
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {course.title}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/courses/${course._id}/edit`}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t('dashboard.edit')}
          </Link>
          {course.status === 'active' && (
            <Link
              to={`/course/${course._id}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t('dashboard.publicPage')}
            </Link>
          )}
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('card.delete')}
          </button>
        </div>
      </header>

      <div
        role="tablist"
        aria-label={t('dashboard.tabs.label')}
        className="flex gap-1 border-b border-slate-200"
        onKeyDown={handleTabKey}
      >
        {TABS.map((name) => {
          const Icon = name === 'overview' ? LayoutGrid : ListVideo;
          const selected = tab === name;
          return (
            <button
              key={name}
              id={`course-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`course-panel-${name}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectTab(name)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold ${
                selected
                  ? 'border-red-700 text-red-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`dashboard.tabs.${name}`)}
              {name === 'videos' && (
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                  {course.videos.length}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`course-panel-${tab}`} aria-labelledby={`course-tab-${tab}`}>
        {tab === 'overview' ? <Overview course={course} /> : <Videos course={course} />}
      </div>

      {deleting && (
        <DeleteCourseDialog
          course={course}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/admin/courses', { replace: true })}
        />
      )}
    </div>
  );
}

function Overview({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const { language } = useLanguage();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <CourseThumbnail
            src={course.thumbnailURL}
            eager
            alt={t('dashboard.overview.thumbnail')}
          />
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-bold text-slate-900">
            {t('dashboard.overview.description')}
          </h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
            {course.description}
          </p>
        </section>
      </div>
      <section className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold text-slate-900">{t('dashboard.overview.details')}</h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm" data-testid="course-overview">
          <Row label={t('dashboard.overview.price')}>
            {isFree(course.price) ? t('common.free') : formatPrice(course.price)}
          </Row>
          <Row label={t('dashboard.overview.enrollments')}>{course.totalEnrollments}</Row>
          <Row label={t('dashboard.overview.courseId')}>
            <CopyText text={course._id} />
          </Row>
          <Row label={t('dashboard.overview.slug')}>
            <span className="break-all">{course.slug}</span>
          </Row>
          <Row label={t('dashboard.overview.category')}>{categoryLabel(t, course.category)}</Row>
          <Row label={t('dashboard.overview.level')}>{levelLabel(t, course.level)}</Row>
          <Row label={t('dashboard.overview.tags')}>
            {course.tags.length === 0 ? (
              <span className="text-slate-500">{t('dashboard.overview.noTags')}</span>
            ) : (
              <span className="flex flex-wrap justify-end gap-1">
                {course.tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                    {tag}
                  </span>
                ))}
              </span>
            )}
          </Row>
          <Row label={t('dashboard.overview.created')}>
            {formatDate(course.createdAt, language)}
          </Row>
          <Row label={t('dashboard.overview.updated')}>
            {formatDate(course.updatedAt, language)}
          </Row>
        </dl>
      </section>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CopyText({ text }: { text: string }) {
  const { t } = useTranslation('admin-courses');
  const [copied, setCopied] = useState(false);
  const handleCopy = () => {
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <span className="inline-flex max-w-full items-center gap-1.5">
      <code className="truncate text-xs" title={text}>
        {text}
      </code>
      <button
        type="button"
        onClick={handleCopy}
        aria-label={copied ? t('dashboard.overview.copied') : t('dashboard.overview.copy')}
        className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100"
      >
        {copied ? (
          <Check className="h-3.5 w-3.5 text-green-600" aria-hidden />
        ) : (
          <Copy className="h-3.5 w-3.5" aria-hidden />
        )}
      </button>
    </span>
  );
}

function Videos({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const videos = [...course.videos].sort((a, b) => a.order - b.order);
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 p-4">
        <p className="font-semibold text-slate-900">
          {t('dashboard.videos.count', { count: videos.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/upload"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800"
          >
            <PlusCircle className="h-4 w-4" aria-hidden />
            {t('dashboard.videos.addVideo')}
          </Link>
          <Link
            to="/admin/upload"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <Upload className="h-4 w-4" aria-hidden />
            {t('dashboard.videos.bulkUpload')}
          </Link>
        </div>
      </div>
      {videos.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 px-4 py-12 text-center"
          data-testid="videos-empty"
        >
          <ListVideo className="h-10 w-10 text-slate-300" aria-hidden />
          <p className="font-semibold text-slate-900">{t('dashboard.videos.empty')}</p>
          <p className="text-sm text-slate-600">{t('dashboard.videos.emptyBody')}</p>
        </div>
      ) : (
        <ol className="divide-y divide-slate-100">
          {videos.map((video, index) => {
            const id = video._id || video.id;
            return (
              <li key={id || index} className="flex items-center gap-3 px-4 py-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{video.title}</p>
                  <p className="text-xs text-slate-500">
                    {formatDuration(video.duration)}
                    {video.isFreePreview && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
                        {t('dashboard.videos.freePreview')}
                      </span>
                    )}
                  </p>
                </div>
                {id ? (
                  <Link
                    to={`/admin/courses/${course._id}/videos/${id}`}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                  >
                    <Eye className="h-4 w-4" aria-hidden />
                    {t('dashboard.videos.view')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    title={t('dashboard.videos.noId')}
                    className="inline-flex min-h-9 cursor-not-allowed items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-400 ring-1 ring-slate-200"
                  >
                    <Eye className="h-4 w-4" aria-hidden />
                    {t('dashboard.videos.view')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
