import { BookOpen, ExternalLink, LayoutDashboard, ListVideo, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type AdminCourseDetail } from '@academy/shared';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { Card } from '../../ui/card.tsx';
import { IconLink } from '../../ui/icon-link.tsx';

/**
 * The edit page's side column (spec 001 §2): statistics (version, enrollments, video count), who
 * created and last changed the course and when, the read-only video list, and quick links.
 */
export function EditSidePanel({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const videos = [...course.videos].sort((a, b) => a.order - b.order);
  return (
    <div className="space-y-6">
      <Card title={t('side.statistics')}>
        <dl className="grid grid-cols-3 gap-2 text-center" data-testid="edit-stats">
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
      </Card>

      <Card title={t('side.people')}>
        <dl className="space-y-3 text-sm">
          <Person label={t('side.createdBy')} who={course.createdBy} when={course.createdAt} />
          <Person
            label={t('side.modifiedBy')}
            who={course.lastModifiedBy}
            when={course.updatedAt}
          />
        </dl>
      </Card>

      <Card title={t('side.videos')}>
        <p className="-mt-3 text-xs text-slate-500">{t('side.videosHint')}</p>
        {videos.length === 0 ? (
          <p className="text-sm text-slate-600">{t('side.noVideos')}</p>
        ) : (
          <ol className="space-y-2 text-sm">
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
      </Card>

      <Card title={t('side.quickLinks')}>
        <QuickLinks course={course} />
      </Card>
    </div>
  );
}

/** Who did something to the course, and on which day. */
function Person({
  label,
  who,
  when,
}: {
  label: string;
  who: AdminCourseDetail['createdBy'];
  when: string;
}) {
  const { t } = useTranslation('admin-courses');
  const { language } = useLanguage();
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">
        {who?.name ?? t('side.nobody')}{' '}
        <span className="font-normal text-slate-500">
          {t('side.onDate', { date: formatDate(when, language) })}
        </span>
      </dd>
    </div>
  );
}

function QuickLinks({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const links = [
    { to: `/admin/courses/${course._id}`, icon: LayoutDashboard, label: t('side.courseDashboard') },
    { to: `/admin/courses/${course._id}/videos`, icon: ListVideo, label: t('side.manageVideos') },
    { to: '/admin/upload', icon: Upload, label: t('side.upload') },
    { to: '/admin/courses', icon: BookOpen, label: t('side.allCourses') },
  ];
  return (
    <nav aria-label={t('side.quickLinks')}>
      <ul className="space-y-1">
        {links.map(({ to, icon, label }) => (
          <li key={to}>
            <IconLink to={to} className={QUICK_LINK} icon={icon}>
              {label}
            </IconLink>
          </li>
        ))}
        {/* The public page opens beside the admin, and only for a course the public can see. */}
        {course.status === 'active' && (
          <li>
            <IconLink
              to={`/course/${course._id}`}
              target="_blank"
              rel="noopener"
              className={QUICK_LINK}
              icon={ExternalLink}
            >
              {t('side.publicPage')}
            </IconLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

const QUICK_LINK =
  'flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-red-700';
