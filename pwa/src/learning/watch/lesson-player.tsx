import type { CourseVideoItem } from '@academy/shared';
import { useRef } from 'react';
import { useOnline } from '../../offline/use-online.ts';
import { getToken } from '../../session/auth-storage.ts';
import { MAX_START_ESTIMATE, useDataSaver, VideoPlayer } from '../../media/index.ts';
import {
  OfflineLessonBlocked,
  useOfflineLesson,
  type OfflineLesson,
} from '../../downloads/index.ts';
import { liveDrmSession, ProtectionLayer } from '../../protection/index.ts';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { usePlaybackTelemetry } from '../../telemetry/index.ts';
import { FirstScreenHandover } from '../../shell/index.ts';
import { useRefreshLink } from './watch-queries.ts';

/** Spec 000 §2 Player controls. */
export const LEARNER_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_STEP_S = 10;
export const VOLUME_STEP = 0.1;
/** Spec 000 §4 Video link: page load time-out 30 s; other errors retried 3 times, 1 s apart. */
export const LOAD_TIMEOUT_MS = 30_000;
export const AUTO_RETRIES = 3;

export interface LessonPlayerProps {
  courseId: string;
  lesson: CourseVideoItem;
  startAt: number;
  autoPlay: boolean;
  /** Write progress (a signed-in learner with access). */
  trackProgress: boolean;
  baseWatched: number;
  onEnded: () => void;
  /** The poster over the picture while the lesson loads (VideoPlayer's `posterWhileLoading`). */
  posterWhileLoading?: boolean;
}

/**
 * The learner's player for one lesson: the shared player with the learner's options and progress. A
 * downloaded lesson plays from the device (issue 11), online too: it costs no data. One whose licence
 * ran out plays online when it can, and says what to do when it cannot.
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const offline = useOfflineLesson(props.lesson._id);
  const online = useOnline();
  // The <video> mounts only once the source is known: progress follows the element it starts with.
  if (offline.status === 'checking')
    return (
      <div
        className="aspect-video w-full animate-pulse bg-slate-800 md:rounded-xl"
        data-testid="lesson-player-checking"
      />
    );
  if (offline.status === 'blocked' && (!online || !props.lesson.videoUrl))
    return (
      <>
        <OfflineLessonBlocked reason={offline.reason} />
        <FirstScreenHandover />
      </>
    );
  return <LessonVideo {...props} local={offline.status === 'ready' ? offline : null} />;
}

function LessonVideo(props: LessonPlayerProps & { local: DownloadedSource | null }) {
  const { lesson, local } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const refreshUrl = useRefreshLink(props.courseId, lesson._id);
  const [dataSaver] = useDataSaver();
  const progress = useLessonProgress(videoRef, {
    courseId: props.courseId,
    videoId: lesson._id,
    baseWatched: props.baseWatched,
    duration: lesson.duration,
    enabled: props.trackProgress,
  });
  usePlaybackTelemetry(videoRef, {
    videoId: lesson._id,
    autoPlay: props.autoPlay,
    dataSaver: !local && dataSaver !== 'off',
    downloaded: local !== null,
  });
  return (
    <VideoPlayer
      ns="watch"
      videoRef={videoRef}
      url={local?.url ?? lesson.videoUrl}
      reloadKey={local ? `${lesson._id}:downloaded` : lesson._id}
      getToken={getToken}
      refreshUrl={local ? noFreshLink : refreshUrl}
      expiresAt={local ? undefined : lesson.expiresAt}
      startAt={props.startAt}
      autoRetries={AUTO_RETRIES}
      loadTimeoutMs={LOAD_TIMEOUT_MS}
      maxStartEstimate={MAX_START_ESTIMATE}
      // A download holds one rendition, chosen when it was made.
      dataSaver={local ? 'off' : dataSaver}
      // Older iPhones' own HLS player gets the key through a link bound to this lesson's session.
      nativeHlsSession={local ? undefined : () => liveDrmSession(lesson._id)}
      renditions={local ? undefined : lesson}
      posterUrl={local ? local.posterUrl : lesson.posterUrl}
      posterWhileLoading={props.posterWhileLoading}
      title={lesson.title}
      speeds={LEARNER_SPEEDS}
      seekStep={SKIP_STEP_S}
      skipButtons
      volumeStep={VOLUME_STEP}
      autoPlay={props.autoPlay}
      expectedDuration={lesson.duration}
      onEnded={() => {
        void progress.saveEnd().finally(props.onEnded);
      }}
    >
      {/* Inside the full-screen box, so the watermark stays on screen in full screen too. */}
      <ProtectionLayer videoId={lesson._id} videoRef={videoRef} offline={local ?? undefined} />
      {/* A drawn free preview gives way now: the player shows the poster the drawing showed. */}
      <FirstScreenHandover />
    </VideoPlayer>
  );
}

type DownloadedSource = Extract<OfflineLesson, { status: 'ready' }>;

/** A downloaded lesson's links never expire: there is nothing to refresh. */
const noFreshLink = async () => null;
