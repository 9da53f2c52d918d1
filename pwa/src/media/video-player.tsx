import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioOnlyCover } from './audio-only-cover.tsx';
import { deterrentProps, useBlockedShortcuts } from './download-deterrents.ts';
import { PlayerControlBar } from './player-control-bar.tsx';
import { isRealEnd } from './real-end.ts';
import {
  BigPlayButton,
  LoadingOverlay,
  noticeKey,
  PlayerNote,
  ProblemOverlay,
} from './player-overlays.tsx';
import { useAutoHide } from './use-auto-hide.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useMediaState } from './use-media-state.ts';
import { usePlayerActions } from './use-player-actions.ts';
import { useShakaPlayer, type ShakaPlayerOptions } from './use-shaka-player.ts';

/**
 * The lesson player both areas use: Shaka Player in a <video> with the academy's own controls. The
 * admin player (spec 001 §4) and the learner player (spec 000 §2, §4) differ only in the options:
 * speeds, skip and volume steps, what happens at the end, automatic retries and time-outs.
 *
 * Layout: one container holds the <video>, then `children` (layers over the picture: the admin's
 * watermark, the content-protection overlay), then the player's own overlays and controls. Full screen
 * takes that container, so every layer stays over the picture.
 */
export interface VideoPlayerProps extends ShakaPlayerOptions {
  /** The copy's namespace (`admin-media`, `watch`); both word the same `player.*` keys. */
  ns: string;
  /** For the region's name. */
  title: string;
  posterUrl?: string | null;
  /**
   * False: the <video> shows no poster while the lesson loads (the sound-only cover still does). For a
   * lesson that plays as soon as it can in an open app, whose first frame is what the learner waits
   * for: on a 400 kbit/s link the poster's 16 KB delayed the master playlist by half a second
   * (docs/benchmarks.md, Learner player). Default true.
   */
  posterWhileLoading?: boolean;
  speeds: readonly number[];
  /** Seconds the arrow keys (and the skip buttons, when shown) move. */
  seekStep: number;
  skipButtons?: boolean;
  volumeStep: number;
  /** Plays as soon as the lesson can play (the next lesson after the last one ended). */
  autoPlay?: boolean;
  /** At the end; without it the video goes back to the start (spec 001 §4). */
  onEnded?: (video: HTMLVideoElement) => void;
  /**
   * The lesson's length from its data (seconds): an `ended` far before it is a failed playback, shown
   * as one, and never reaches `onEnded` (real-end.ts).
   */
  expectedDuration?: number;
  /** The <video>, for callers that follow playback (progress). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  children?: ReactNode;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation(props.ns);
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = props.videoRef ?? ownRef;
  const boxRef = useRef<HTMLDivElement>(null);
  const player = useShakaPlayer(videoRef, props);
  const media = useMediaState(videoRef);
  const controls = useAutoHide(videoRef);
  const screen = useFullscreen(boxRef);
  useBlockedShortcuts();
  const ready = player.status === 'ready';
  const act = usePlayerActions(videoRef, {
    ...props,
    ready,
    onActivity: controls.show,
    onFullscreen: screen.toggle,
  });

  // An `ended` far before the lesson's end: the engine could not play it (issue 27 §3).
  const [falseEnd, setFalseEnd] = useState(false);
  const retry = () => {
    setFalseEnd(false);
    player.retry();
  };

  const playError = act.playError;
  const problem = falseEnd ? 'falseEnd' : player.status === 'error' ? player.problem : null;
  const note = noticeKey(player.notice);
  const showBar = controls.visible || !media.playing;

  return (
    <div
      ref={boxRef}
      {...deterrentProps}
      role="region"
      aria-label={t('player.region', { title: props.title })}
      tabIndex={0}
      onKeyDown={act.handleKeyDown}
      onPointerMove={controls.show}
      onPointerDown={controls.show}
      onPointerLeave={controls.leave}
      data-testid="video-player"
      data-status={player.status}
      data-controls={showBar ? 'visible' : 'hidden'}
      className={`group relative aspect-video w-full overflow-hidden bg-black outline-none focus-visible:ring-4 focus-visible:ring-red-300 ${
        screen.fullscreen ? '' : 'rounded-xl'
      } ${showBar ? '' : 'cursor-none'}`}
    >
      <video
        ref={videoRef}
        className="h-full w-full"
        playsInline
        preload="metadata"
        poster={(props.posterWhileLoading !== false && props.posterUrl) || undefined}
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onClick={act.togglePlay}
        onPlay={controls.show}
        onPause={controls.keep}
        onEnded={(event) => {
          const video = event.currentTarget;
          if (!isRealEnd(video.currentTime, props.expectedDuration)) return setFalseEnd(true);
          if (props.onEnded) return props.onEnded(video);
          video.pause();
          video.currentTime = 0;
        }}
      />
      {props.dataSaver === 'audio' && <AudioOnlyCover ns={props.ns} posterUrl={props.posterUrl} />}
      {/* Layers over the picture (watermark, content protection) sit here, under the controls. */}
      {props.children}
      {player.status === 'loading' && !falseEnd && <LoadingOverlay ns={props.ns} />}
      {problem && (
        <ProblemOverlay
          ns={props.ns}
          problem={problem}
          cause={falseEnd ? null : player.cause}
          onRetry={retry}
        />
      )}
      {!problem && ready && !media.playing && (
        <BigPlayButton ns={props.ns} onClick={act.togglePlay} />
      )}
      {(playError || note) && <PlayerNote text={playError ?? t(note ?? '')} />}
      {!problem && (
        <PlayerControlBar
          ns={props.ns}
          media={media}
          enabled={ready}
          visible={showBar}
          fullscreen={screen.fullscreen}
          speeds={props.speeds}
          volumeStep={props.volumeStep}
          skipStep={props.skipButtons ? props.seekStep : 0}
          onToggle={act.togglePlay}
          onSeek={act.seekTo}
          onMute={act.toggleMute}
          onVolume={act.setVolume}
          onSpeed={act.setSpeed}
          onFullscreen={screen.toggle}
        />
      )}
    </div>
  );
}
