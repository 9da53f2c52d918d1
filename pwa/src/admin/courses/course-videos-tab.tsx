import { Eye, ListVideo, PlusCircle, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type AdminCourseDetail } from '@academy/shared';
import { IconLink } from '../../ui/icon-link.tsx';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

/** The course dashboard's Videos tab: the lessons in order, each with a link to its player. */
export function CourseVideosTab({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const videos = [...course.videos].sort((a, b) => a.order - b.order);
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 p-4">
        <p className="font-semibold text-slate-900">
          {t('dashboard.videos.count', { count: videos.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          <IconLink
            to="/admin/upload"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800"
            icon={PlusCircle}
          >
            {t('dashboard.videos.addVideo')}
          </IconLink>
          <IconLink
            to="/admin/upload"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            icon={Upload}
          >
            {t('dashboard.videos.bulkUpload')}
          </IconLink>
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
                  <IconLink
                    to={`/admin/courses/${course._id}/videos/${id}`}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                    icon={Eye}
                  >
                    {t('dashboard.videos.view')}
                  </IconLink>
                ) : (
                  <LabelledIconButton
                    disabled
                    title={t('dashboard.videos.noId')}
                    className="inline-flex min-h-9 cursor-not-allowed items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-400 ring-1 ring-slate-200"
                    icon={Eye}
                  >
                    {t('dashboard.videos.view')}
                  </LabelledIconButton>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
