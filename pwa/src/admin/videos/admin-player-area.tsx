import { useQueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '@academy/shared';
import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVideoPlayer, MovingWatermark } from '../../media/index.ts';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';
import { getAdminToken } from '../../session/admin-session.ts';
import { ProgressBar } from './media-ui.tsx';
import { fetchVideo, videoKeys } from './videos-api.ts';

// Shaka Player and the player's controls come with the player page only, never with the admin list.
const VideoPlayer = lazy(loadVideoPlayer);
/** Spec 001 §4 Admin player: 0.5, 0.75, 1 (Normal), 1.25, 1.5, 2. */
const ADMIN_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * The admin player's main box: the lesson in Shaka Player with the admin token on key requests and the
 * course's watermark, or while the transcoder works or after it failed, a stand-in that says so.
 */
export function PlayerArea({ video, courseTitle }: { video: AdminVideo; courseTitle: string }) {
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
      <PlayerStandIn
        testId="player-processing"
        icon={<Loader2 className="h-10 w-10 animate-spin text-amber-300" aria-hidden />}
      >
        <p className="font-semibold" role="status">
          {t('player.processing')}
        </p>
        <div className="w-full max-w-xs">
          <ProgressBar percent={video.progress} label={t('player.processingLabel')} tone="amber" />
        </div>
        <p className="text-sm text-white/70 tabular-nums">{Math.round(video.progress)}%</p>
      </PlayerStandIn>
    );
  }
  if (!video.videoUrl && video.status === 'error') {
    return (
      <PlayerStandIn
        role="alert"
        icon={<AlertTriangle className="h-10 w-10 text-red-400" aria-hidden />}
      >
        <p className="font-semibold">{t('player.failedProcessing')}</p>
        {video.errorReason && <p className="max-w-md text-sm text-white/80">{video.errorReason}</p>}
      </PlayerStandIn>
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

export function PlayerLoadFailed({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <PlayerStandIn
      role="alert"
      icon={<AlertTriangle className="h-10 w-10 text-amber-400" aria-hidden />}
    >
      <p className="font-semibold">{t('player.loadFailed')}</p>
      <LabelledIconButton
        onClick={onRetry}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white/10 px-4 font-semibold hover:bg-white/20"
        icon={RefreshCw}
        iconClassName={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`}
      >
        {t('common.retry')}
      </LabelledIconButton>
    </PlayerStandIn>
  );
}

/** A dark box the player's size standing in for it: processing, failed, not loaded. */
function PlayerStandIn({
  icon,
  role,
  testId,
  children,
}: {
  icon: ReactNode;
  role?: 'alert';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      data-testid={testId}
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-white"
    >
      {icon}
      {children}
    </div>
  );
}
