import { Eye, ListVideo, PlusCircle, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type AdminCourseDetail } from '@academy/shared';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { EmptyState } from '../../ui/states.tsx';

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
          <ButtonLink to="/admin/upload" icon={PlusCircle}>
            {t('dashboard.videos.addVideo')}
          </ButtonLink>
          <ButtonLink to="/admin/upload" variant="secondary" icon={Upload}>
            {t('dashboard.videos.bulkUpload')}
          </ButtonLink>
        </div>
      </div>
      {videos.length === 0 ? (
        <div className="p-4">
          <EmptyState
            icon={ListVideo}
            title={t('dashboard.videos.empty')}
            body={t('dashboard.videos.emptyBody')}
            testId="videos-empty"
          />
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
                      <Badge tone="green" className="ml-2">
                        {t('dashboard.videos.freePreview')}
                      </Badge>
                    )}
                  </p>
                </div>
                {id ? (
                  <ButtonLink
                    to={`/admin/courses/${course._id}/videos/${id}`}
                    variant="secondary"
                    size="sm"
                    icon={Eye}
                  >
                    {t('dashboard.videos.view')}
                  </ButtonLink>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled
                    title={t('dashboard.videos.noId')}
                    icon={Eye}
                  >
                    {t('dashboard.videos.view')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
