import type { AdminCourseVideosData } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../ui/icon-link.tsx';

/** The video manager's side panel: the course's figures and links to edit and view it. */
export function CourseInfoPanel({ data }: { data: AdminCourseVideosData }) {
  const { t } = useTranslation('admin-media');
  const courseId = data.course._id;
  const processing = data.videos.filter((v) => v.status === 'processing').length;
  const free = data.videos.filter((v) => v.isFreePreview).length;
  const figures = [
    [t('manager.videos'), data.videoCount],
    [t('manager.duration'), formatDuration(data.totalDuration)],
    [t('manager.freePreviews'), free],
    [t('manager.processing'), processing],
  ] as const;
  const link =
    'flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-red-700';
  return (
    <aside className="h-fit space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4">
      <h2 className="text-lg font-bold text-slate-900">{t('manager.courseInfo')}</h2>
      <p className="font-medium break-words text-slate-800">{data.course.title}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <nav className="space-y-1 border-t border-slate-100 pt-2">
        <IconLink to={`/admin/courses/${courseId}/edit`} className={link} icon={Pencil}>
          {t('manager.editCourse')}
        </IconLink>
        <IconLink to={`/admin/courses/${courseId}`} className={link} icon={Eye}>
          {t('manager.viewCourse')}
        </IconLink>
      </nav>
    </aside>
  );
}
