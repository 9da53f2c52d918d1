import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { keyAction } from './player-keys.ts';

interface ActionOptions {
  ns: string;
  reloadKey: string;
  ready: boolean;
  autoPlay?: boolean;
  seekStep: number;
  volumeStep: number;
  /** Any action shows the controls again. */
  onActivity: () => void;
  onFullscreen: () => void;
}

/** What the viewer can do to the <video>: play, seek, volume, and the keyboard that does the same. */
export function usePlayerActions(
  videoRef: RefObject<HTMLVideoElement | null>,
  opts: ActionOptions,
) {
  const { t } = useTranslation(opts.ns);
  const [playFailure, setPlayFailure] = useState<{ key: string; message: string } | null>(null);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    setPlayFailure(null);
    const key = opts.reloadKey;
    video.play().catch((err: unknown) => {
      const name = (err as Error)?.name;
      // A newer load or pause cut it short, or autoplay was refused: the play button is still there.
      if (name === 'AbortError' || name === 'NotAllowedError') return;
      const message = t('player.errors.playFailed', { message: (err as Error)?.message ?? '' });
      setPlayFailure({ key, message });
    });
  };
  const togglePlay = () => {
    if (!videoRef.current || !opts.ready) return;
    if (videoRef.current.paused) play();
    else videoRef.current.pause();
    opts.onActivity();
  };
  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.max(0, Math.min(video.duration, time));
    opts.onActivity();
  };
  const setVolume = (volume: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    video.muted = volume === 0;
    opts.onActivity();
  };
  const toggleMute = () => {
    if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
    opts.onActivity();
  };
  const setSpeed = (rate: number) => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
    opts.onActivity();
  };

  const { ready, autoPlay, reloadKey } = opts;
  useEffect(() => {
    if (ready && autoPlay) play();
    // Once per lesson, when it becomes playable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, autoPlay, reloadKey]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('select, input') || event.ctrlKey || event.metaKey || event.altKey) return;
    const video = videoRef.current;
    if (!video) return;
    const action = keyAction(event.key, {
      currentTime: video.currentTime,
      duration: video.duration,
      volume: video.muted ? 0 : video.volume,
      seekStep: opts.seekStep,
      volumeStep: opts.volumeStep,
    });
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'toggle') togglePlay();
    else if (action.kind === 'seek') seekTo(action.time);
    else if (action.kind === 'volume') setVolume(action.volume);
    else if (action.kind === 'mute') toggleMute();
    else opts.onFullscreen();
  };

  const playError = playFailure?.key === opts.reloadKey ? playFailure.message : null;
  return { togglePlay, seekTo, setVolume, toggleMute, setSpeed, handleKeyDown, playError };
}
