import { ExternalLink, LayoutGrid, ListVideo, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AdminCourseDetail } from '@academy/shared';
import { categoryLabel, levelLabel } from '../../courses/index.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useAdminCourse } from './admin-course-queries.ts';
import { CourseOverviewTab } from './course-overview-tab.tsx';
import { CourseQueryGate } from './course-query-gate.tsx';
import { CourseStatusBadge } from './course-status-badge.tsx';
import { CourseVideosTab } from './course-videos-tab.tsx';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { BackLink } from '../videos/media-ui.tsx';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

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
  return (
    <CourseQueryGate
      query={course}
      titleWidth="w-2/3"
      skeleton={<div className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />}
    >
      {(data) => <CourseDashboard course={data} />}
    </CourseQueryGate>
  );
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
      <BackLink to="/admin/courses">{t('dashboard.back')}</BackLink>
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
          <ButtonLink to={`/admin/courses/${course._id}/edit`} icon={Pencil}>
            {t('dashboard.edit')}
          </ButtonLink>
          {course.status === 'active' && (
            <ButtonLink
              to={`/course/${course._id}`}
              target="_blank"
              rel="noopener"
              variant="secondary"
              icon={ExternalLink}
            >
              {t('dashboard.publicPage')}
            </ButtonLink>
          )}
          <Button variant="dangerOutline" onClick={() => setDeleting(true)} icon={Trash2}>
            {t('card.delete')}
          </Button>
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
            <LabelledIconButton
              key={name}
              id={`course-tab-${name}`}
              role="tab"
              aria-selected={selected}
              aria-controls={`course-panel-${name}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectTab(name)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold ${selected ? 'border-red-700 text-red-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              icon={Icon}
            >
              {t(`dashboard.tabs.${name}`)}
              {name === 'videos' && (
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                  {course.videos.length}
                </span>
              )}
            </LabelledIconButton>
          );
        })}
      </div>

      <div role="tabpanel" id={`course-panel-${tab}`} aria-labelledby={`course-tab-${tab}`}>
        {tab === 'overview' ? (
          <CourseOverviewTab course={course} />
        ) : (
          <CourseVideosTab course={course} />
        )}
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
