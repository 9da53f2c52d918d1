import type { AdminVideo } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { Badge } from '../../ui/badge.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Card } from '../../ui/card.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { PlayerArea, PlayerLoadFailed } from './admin-player-area.tsx';
import { Playlist } from './admin-playlist.tsx';
import { BackLink } from './media-ui.tsx';
import { useCourseVideos, useVideo } from './video-queries.ts';
import { VideoNotFound } from './video-not-found.tsx';
import { VideoStatusBadge } from './video-status-badge.tsx';

/**
 * /admin/courses/{courseId}/videos/{videoId}, the admin player (spec 001 §2, §4, §6, §8): the lesson
 * in Shaka Player with the admin token on key requests, the course's lessons beside it (choosing one
 * pushes its address), a processing state while the transcoder works, the link to re-upload, and
 * "Video not found" with Back to Admin Courses.
 */
export default function AdminPlayerPage() {
  const { courseId = '', videoId = '' } = useParams();
  const { t } = useTranslation('admin-media');
  const video = useVideo(videoId);
  const list = useCourseVideos(courseId);
  usePageTitle(video.data?.title ?? t('player.title'), 'admin');

  if (video.isError && video.error instanceof ApiError && [400, 404].includes(video.error.status)) {
    return <VideoNotFound />;
  }
  if (
    video.data &&
    video.data.courseId !== courseId &&
    list.data &&
    video.data.courseId !== list.data.course._id
  ) {
    return <VideoNotFound />;
  }

  return (
    <div className="space-y-4">
      <BackLink to={`/admin/courses/${courseId}/videos`}>{t('player.back')}</BackLink>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          {video.isPending ? (
            <div className="aspect-video w-full animate-pulse rounded-xl bg-slate-800" aria-busy>
              <span className="sr-only" role="status">
                {t('common.loading')}
              </span>
            </div>
          ) : video.isError ? (
            <PlayerLoadFailed onRetry={() => void video.refetch()} retrying={video.isFetching} />
          ) : (
            <>
              <PlayerArea video={video.data} courseTitle={list.data?.course.title ?? ''} />
              <VideoDetails video={video.data} courseId={courseId} />
            </>
          )}
        </div>
        <Playlist
          list={list.data}
          loading={list.isPending}
          courseId={courseId}
          currentId={videoId}
        />
      </div>
    </div>
  );
}

function VideoDetails({ video, courseId }: { video: AdminVideo; courseId: string }) {
  const { t } = useTranslation('admin-media');
  const reuploadPath = `/admin/courses/${courseId}/videos/${video._id}/edit`;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
            {video.title}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{t('player.lesson', { order: video.order })}</span>
            <span aria-hidden>·</span>
            <span className="tabular-nums">{formatDuration(video.duration)}</span>
            <VideoStatusBadge video={video} />
            {video.isFreePreview && <Badge tone="green">{t('fields.freePreview')}</Badge>}
          </p>
        </div>
        <ButtonLink to={reuploadPath} variant="secondary" size="sm" icon={RefreshCw}>
          {t('player.reupload')}
        </ButtonLink>
      </div>
      {video.reupload && (
        <p
          className="rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900"
          data-testid="video-reupload"
        >
          {video.reupload.status === 'processing'
            ? t('manager.reuploadProcessing', { progress: Math.round(video.reupload.progress) })
            : t('manager.reuploadFailed', { reason: video.reupload.errorReason ?? '' })}
        </p>
      )}
      {video.description && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700">
          {video.description}
        </p>
      )}
    </Card>
  );
}
