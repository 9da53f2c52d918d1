import {
  AlertTriangle,
  Loader2,
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCw,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deterrentProps, useBlockedShortcuts } from './download-deterrents.ts';
import { useShakaPlayer, type PlayerProblem } from './use-shaka-player.ts';

/**
 * A lesson player: Shaka Player in a <video> with the academy's own controls (spec 001 §4 Admin
 * player): play and pause, seeking, time, mute and volume, speeds 0.5, 0.75, 1 (Normal), 1.25, 1.5 and
 * 2, full screen; the controls hide after 3 s without activity while playing; at the end the video
 * pauses and goes back to the start. The download deterrents of spec 001 §6 and a watermark (the
 * course title) are on. Errors are the spec's sentences, with Retry.
 */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const CONTROLS_HIDE_MS = 3_000;
const WATERMARK_MOVE_MS = 20_000;
const SEEK_STEP_S = 5;

export interface VideoPlayerProps {
  url: string | null;
  reloadKey: string;
  getToken: () => string | null;
  refreshUrl: () => Promise<string | null>;
  /** Shown over the picture, moving between corners (spec 001 §6: the course title). */
  watermark: string;
  posterUrl?: string | null;
  /** For the region's name. */
  title: string;
}

const PROBLEM_KEYS: Record<PlayerProblem, string> = {
  aborted: 'player.errors.aborted',
  network: 'player.errors.network',
  decode: 'player.errors.decode',
  unsupported: 'player.errors.unsupported',
  unknown: 'player.errors.unknown',
  noSource: 'player.errors.noSource',
};

function clock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('admin-media');
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const player = useShakaPlayer(videoRef, props);
  const media = useMediaState(videoRef);
  const [playFailure, setPlayFailure] = useState<{ key: string; message: string } | null>(null);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [corner, setCorner] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useBlockedShortcuts();

  const showControls = useCallback(() => {
    setControlsVisible(true);
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      const video = videoRef.current;
      if (video && !video.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, []);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  useEffect(() => {
    const timer = setInterval(() => setCorner((c) => (c + 1) % 4), WATERMARK_MOVE_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const handleChange = () => setFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  // A message belongs to the video it was about; another video starts without it.
  const playError = playFailure?.key === props.reloadKey ? playFailure.message : null;

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || player.status !== 'ready') return;
    if (video.paused) {
      setPlayFailure(null);
      const key = props.reloadKey;
      video.play().catch((err: unknown) => {
        if ((err as Error)?.name === 'AbortError') return;
        setPlayFailure({
          key,
          message: t('player.errors.playFailed', { message: (err as Error)?.message ?? '' }),
        });
      });
    } else {
      video.pause();
    }
    showControls();
  };

  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.max(0, Math.min(video.duration, time));
    showControls();
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
    showControls();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void boxRef.current?.requestFullscreen?.().catch(() => undefined);
    showControls();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('select, input')) return;
    const video = videoRef.current;
    if (!video) return;
    const actions: Record<string, () => void> = {
      ' ': togglePlay,
      k: togglePlay,
      ArrowLeft: () => seekTo(video.currentTime - SEEK_STEP_S),
      ArrowRight: () => seekTo(video.currentTime + SEEK_STEP_S),
      m: toggleMute,
      f: toggleFullscreen,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const problem =
    player.status === 'error' && player.problem ? t(PROBLEM_KEYS[player.problem]) : null;
  const cornerClass = ['top-3 right-3', 'bottom-16 left-3', 'top-3 left-3', 'bottom-16 right-3'][
    corner
  ];
  const showBar = controlsVisible || !media.playing;

  return (
    <div
      ref={boxRef}
      {...deterrentProps}
      role="region"
      aria-label={t('player.region', { title: props.title })}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      onPointerMove={showControls}
      onPointerDown={showControls}
      data-testid="video-player"
      data-status={player.status}
      data-controls={showBar ? 'visible' : 'hidden'}
      className={`group relative aspect-video w-full overflow-hidden bg-black outline-none focus-visible:ring-4 focus-visible:ring-red-300 ${
        fullscreen ? '' : 'rounded-xl'
      } ${showBar ? '' : 'cursor-none'}`}
    >
      <video
        ref={videoRef}
        className="h-full w-full"
        playsInline
        preload="metadata"
        poster={props.posterUrl ?? undefined}
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onClick={togglePlay}
        // Playing: the controls go after 3 s without activity. Paused: they stay (showBar).
        onPlay={showControls}
        onPause={() => {
          if (hideTimer.current) clearTimeout(hideTimer.current);
          setControlsVisible(true);
        }}
        onEnded={(event) => {
          // Spec 001 §4: at the end it pauses and goes back to the start.
          const video = event.currentTarget;
          video.pause();
          video.currentTime = 0;
        }}
      />

      <span
        aria-hidden
        data-testid="player-watermark"
        className={`pointer-events-none absolute max-w-[60%] truncate text-xs font-semibold text-white/40 drop-shadow transition-all duration-1000 sm:text-sm ${cornerClass}`}
      >
        {props.watermark}
      </span>

      {player.status === 'loading' && !problem && (
        <div className="absolute inset-0 flex items-center justify-center" role="status">
          <Loader2 className="h-12 w-12 animate-spin text-white/80" aria-hidden />
          <span className="sr-only">{t('player.loading')}</span>
        </div>
      )}

      {problem && (
        <div
          role="alert"
          data-testid="player-error"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900 p-4 text-center text-white"
        >
          <AlertTriangle className="h-10 w-10 text-amber-400" aria-hidden />
          <p className="max-w-md font-medium">{problem}</p>
          {player.problem !== 'noSource' && (
            <button
              type="button"
              onClick={player.retry}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white/10 px-4 font-semibold hover:bg-white/20"
            >
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('common.retry')}
            </button>
          )}
        </div>
      )}

      {!problem && player.status === 'ready' && !media.playing && (
        <button
          type="button"
          onClick={togglePlay}
          aria-label={t('player.play')}
          className="absolute top-1/2 left-1/2 flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-700/90 text-white shadow-lg hover:bg-red-700 sm:h-16 sm:w-16"
        >
          <Play className="ml-1 h-6 w-6 sm:h-8 sm:w-8" aria-hidden />
        </button>
      )}

      {playError && (
        <p
          role="alert"
          className="absolute inset-x-3 top-3 rounded-lg bg-red-700/90 p-2 text-center text-sm text-white"
        >
          {playError}
        </p>
      )}

      {!problem && (
        <div
          className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-2 pt-8 pb-2 text-white transition-opacity duration-300 sm:px-3 ${
            showBar ? 'opacity-100' : 'pointer-events-none opacity-0'
          }`}
        >
          <input
            type="range"
            min={0}
            max={media.duration || 0}
            step={0.1}
            value={Math.min(media.currentTime, media.duration || 0)}
            onChange={(e) => seekTo(Number(e.target.value))}
            disabled={player.status !== 'ready'}
            aria-label={t('player.seek')}
            aria-valuetext={`${clock(media.currentTime)} / ${clock(media.duration)}`}
            className="h-1.5 w-full cursor-pointer accent-red-600"
          />
          <div className="mt-1 flex items-center gap-1 sm:gap-2">
            <BarButton
              label={media.playing ? t('player.pause') : t('player.play')}
              onClick={togglePlay}
            >
              {media.playing ? (
                <Pause className="h-5 w-5" aria-hidden />
              ) : (
                <Play className="h-5 w-5" aria-hidden />
              )}
            </BarButton>
            <BarButton
              label={media.muted ? t('player.unmute') : t('player.mute')}
              onClick={toggleMute}
            >
              {media.muted || media.volume === 0 ? (
                <VolumeX className="h-5 w-5" aria-hidden />
              ) : (
                <Volume2 className="h-5 w-5" aria-hidden />
              )}
            </BarButton>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={media.muted ? 0 : media.volume}
              onChange={(e) => {
                const video = videoRef.current;
                if (!video) return;
                video.volume = Number(e.target.value);
                video.muted = video.volume === 0;
              }}
              aria-label={t('player.volume')}
              className="hidden h-1 w-20 accent-white sm:block"
            />
            <span
              className="ml-1 text-xs whitespace-nowrap tabular-nums sm:text-sm"
              data-testid="player-time"
            >
              {clock(media.currentTime)} / {clock(media.duration)}
            </span>
            <label className="ml-auto flex items-center">
              <span className="sr-only">{t('player.speed')}</span>
              <select
                value={media.rate}
                onChange={(e) => {
                  if (videoRef.current) videoRef.current.playbackRate = Number(e.target.value);
                  showControls();
                }}
                data-testid="player-speed"
                className="min-h-9 rounded-md bg-white/10 px-1.5 text-xs font-semibold text-white hover:bg-white/20 sm:text-sm [&>option]:text-slate-900"
              >
                {PLAYBACK_SPEEDS.map((speed) => (
                  <option key={speed} value={speed}>
                    {speed === 1 ? t('player.normal') : `${speed}×`}
                  </option>
                ))}
              </select>
            </label>
            <BarButton
              label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
              onClick={toggleFullscreen}
            >
              {fullscreen ? (
                <Minimize className="h-5 w-5" aria-hidden />
              ) : (
                <Maximize className="h-5 w-5" aria-hidden />
              )}
            </BarButton>
          </div>
        </div>
      )}
    </div>
  );
}

function BarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
    >
      {children}
    </button>
  );
}

/** The <video>'s state, re-rendered on its events. */
function useMediaState(videoRef: React.RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState({
    playing: false,
    currentTime: 0,
    duration: 0,
    muted: false,
    volume: 1,
    rate: 1,
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () =>
      setState({
        playing: !video.paused && !video.ended,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        muted: video.muted,
        volume: video.volume,
        rate: video.playbackRate,
      });
    const events = [
      'play',
      'pause',
      'ended',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
      'ratechange',
      'emptied',
      'seeked',
    ];
    for (const name of events) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of events) video.removeEventListener(name, read);
    };
  }, [videoRef]);
  return state;
}
