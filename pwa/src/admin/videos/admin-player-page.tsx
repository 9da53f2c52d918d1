import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { AlertTriangle, ListVideo, Loader2, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { MovingWatermark } from '../../media/player-watermark.tsx';
import { getAdminToken } from '../admin-session.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { BackLink, ProgressBar } from './media-ui.tsx';
import { useCourseVideos, useVideo } from './video-queries.ts';
import { VideoNotFound } from './video-not-found.tsx';
import { VideoStatusBadge } from './video-status-badge.tsx';
import { fetchVideo, videoKeys } from './videos-api.ts';
import { IconLink } from '../../ui/icon-link.tsx';

// Shaka Player and the player's controls come with the player page only, never with the admin list.
const VideoPlayer = lazy(() =>
  import('../../media/video-player.tsx').then((m) => ({ default: m.VideoPlayer })),
);
/** Spec 001 §4 Admin player: 0.5, 0.75, 1 (Normal), 1.25, 1.5, 2. */
const ADMIN_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

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
            <LoadFailed onRetry={() => void video.refetch()} retrying={video.isFetching} />
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

function PlayerArea({ video, courseTitle }: { video: AdminVideo; courseTitle: string }) {
  const { t } = useTranslation('admin-media');
  const queryClient = useQueryClient();
  const refreshUrl = useCallback(async () => {
    const fresh = await fetchVideo(video._id);
    queryClient.setQueryData(videoKeys.video(video._id), fresh);
    return fresh.videoUrl;
  }, [queryClient, video._id]);

  // Nothing playable yet: the first file is still being processed, or it failed.
  if (!video.videoUrl && video.status === 'processing') {
    return (
      <div
        data-testid="player-processing"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-white"
      >
        <Loader2 className="h-10 w-10 animate-spin text-amber-300" aria-hidden />
        <p className="font-semibold" role="status">
          {t('player.processing')}
        </p>
        <div className="w-full max-w-xs">
          <ProgressBar percent={video.progress} label={t('player.processingLabel')} tone="amber" />
        </div>
        <p className="text-sm text-white/70 tabular-nums">{Math.round(video.progress)}%</p>
      </div>
    );
  }
  if (!video.videoUrl && video.status === 'error') {
    return (
      <div
        role="alert"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-white"
      >
        <AlertTriangle className="h-10 w-10 text-red-400" aria-hidden />
        <p className="font-semibold">{t('player.failedProcessing')}</p>
        {video.errorReason && <p className="max-w-md text-sm text-white/80">{video.errorReason}</p>}
      </div>
    );
  }
  return (
    <Suspense
      fallback={<div className="aspect-video w-full animate-pulse rounded-xl bg-slate-800" />}
    >
      <VideoPlayer
        ns="admin-media"
        url={video.videoUrl}
        reloadKey={`${video._id}:${video.version ?? 0}`}
        getToken={getAdminToken}
        refreshUrl={refreshUrl}
        posterUrl={video.posterUrl}
        title={video.title}
        speeds={ADMIN_SPEEDS}
        seekStep={5}
        volumeStep={0.05}
      >
        <MovingWatermark text={courseTitle} />
      </VideoPlayer>
    </Suspense>
  );
}

function VideoDetails({ video, courseId }: { video: AdminVideo; courseId: string }) {
  const { t } = useTranslation('admin-media');
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
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
            {video.isFreePreview && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {t('fields.freePreview')}
              </span>
            )}
          </p>
        </div>
        <IconLink
          to={`/admin/courses/${courseId}/videos/${video._id}/edit`}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          icon={RefreshCw}
        >
          {t('player.reupload')}
        </IconLink>
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
    </section>
  );
}

function Playlist({
  list,
  loading,
  courseId,
  currentId,
}: {
  list: AdminCourseVideosData | undefined;
  loading: boolean;
  courseId: string;
  currentId: string;
}) {
  const { t } = useTranslation('admin-media');
  const navigate = useNavigate();
  return (
    <aside
      aria-labelledby="playlist-title"
      className="h-fit rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4"
    >
      <div className="border-b border-slate-100 p-4">
        <h2 id="playlist-title" className="flex items-center gap-2 font-bold text-slate-900">
          <ListVideo className="h-5 w-5" aria-hidden />
          {t('player.playlist')}
        </h2>
        {list && (
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {list.course.title} · {t('manager.count', { count: list.videoCount })}
          </p>
        )}
      </div>
      {loading ? (
        <div className="space-y-2 p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : !list || list.videos.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t('manager.empty')}</p>
      ) : (
        <ol className="max-h-[28rem] overflow-y-auto p-2" data-testid="playlist">
          {list.videos.map((item, index) => {
            const current = item._id === currentId;
            return (
              <li key={item._id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    if (!current) void navigate(`/admin/courses/${courseId}/videos/${item._id}`);
                  }}
                  className={`flex w-full items-center gap-3 rounded-lg p-2 text-left ${
                    current ? 'bg-red-50 ring-1 ring-red-200' : 'hover:bg-slate-50'
                  }`}
                >
                  <span
                    className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
                      current ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">
                      {item.title}
                    </span>
                    <span className="flex items-center gap-2 text-xs text-slate-600">
                      <span className="tabular-nums">{formatDuration(item.duration)}</span>
                      {item.status !== 'active' && <VideoStatusBadge video={item} />}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </aside>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin-media');
  return (
    <div
      role="alert"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-white"
    >
      <AlertTriangle className="h-10 w-10 text-amber-400" aria-hidden />
      <p className="font-semibold">{t('player.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white/10 px-4 font-semibold hover:bg-white/20"
      >
        <RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}
