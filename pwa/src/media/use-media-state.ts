import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  volume: number;
  rate: number;
}

const EVENTS = [
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
] as const;

/** The <video>'s state, re-rendered on its events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState<MediaState>({
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
    for (const name of EVENTS) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [videoRef]);
  return state;
}

/** Seconds as m:ss or h:mm:ss. */
export function clock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
