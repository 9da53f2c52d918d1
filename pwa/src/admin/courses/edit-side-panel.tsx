import { BookOpen, ExternalLink, LayoutDashboard, ListVideo, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type AdminCourseDetail } from '@academy/shared';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { IconLink } from '../../ui/icon-link.tsx';

/**
 * The edit page's side column (spec 001 §2): statistics (version, enrollments, video count), who
 * created and last changed the course and when, the read-only video list, and quick links.
 */
export function EditSidePanel({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const { language } = useLanguage();
  const videos = [...course.videos].sort((a, b) => a.order - b.order);
  const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
  const links = [
    { to: `/admin/courses/${course._id}`, icon: LayoutDashboard, label: t('side.courseDashboard') },
    { to: `/admin/courses/${course._id}/videos`, icon: ListVideo, label: t('side.manageVideos') },
    { to: '/admin/upload', icon: Upload, label: t('side.upload') },
    { to: '/admin/courses', icon: BookOpen, label: t('side.allCourses') },
  ];
  return (
    <div className="space-y-6">
      <section className={card}>
        <h2 className="text-lg font-bold text-slate-900">{t('side.statistics')}</h2>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="edit-stats">
          {[
            [t('side.version'), course.version],
            [t('side.enrollments'), course.totalEnrollments],
            [t('side.videoCount'), course.videoCount],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-xl bg-slate-50 p-3">
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
              <dt className="text-xs text-slate-500">{label}</dt>
            </div>
          ))}
        </dl>
      </section>

      <section className={card}>
        <h2 className="text-lg font-bold text-slate-900">{t('side.people')}</h2>
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('side.createdBy')}</dt>
            <dd className="font-medium text-slate-900">
              {course.createdBy?.name ?? t('side.nobody')}{' '}
              <span className="font-normal text-slate-500">
                {t('side.onDate', { date: formatDate(course.createdAt, language) })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('side.modifiedBy')}</dt>
            <dd className="font-medium text-slate-900">
              {course.lastModifiedBy?.name ?? t('side.nobody')}{' '}
              <span className="font-normal text-slate-500">
                {t('side.onDate', { date: formatDate(course.updatedAt, language) })}
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <section className={card}>
        <h2 className="text-lg font-bold text-slate-900">{t('side.videos')}</h2>
        <p className="mt-1 text-xs text-slate-500">{t('side.videosHint')}</p>
        {videos.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('side.noVideos')}</p>
        ) : (
          <ol className="mt-3 space-y-2 text-sm">
            {videos.map((video, index) => (
              <li key={video._id || index} className="flex items-center gap-2">
                <span className="w-6 shrink-0 text-right text-slate-500 tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 truncate text-slate-800">{video.title}</span>
                <span className="text-xs text-slate-500 tabular-nums">
                  {formatDuration(video.duration)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <nav className={card} aria-labelledby="edit-quick-links">
        <h2 id="edit-quick-links" className="text-lg font-bold text-slate-900">
          {t('side.quickLinks')}
        </h2>
        <ul className="mt-2 space-y-1">
          {links.map(({ to, icon: Icon, label }) => (
            <li key={to}>
              <IconLink
                to={to}
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-red-700"
                icon={Icon}
              >
                {label}
              </IconLink>
            </li>
          ))}
          {course.status === 'active' && (
            <li>
              <IconLink
                to={`/course/${course._id}`}
                target="_blank"
                rel="noopener"
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-red-700"
                icon={ExternalLink}
              >
                {t('side.publicPage')}
              </IconLink>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
