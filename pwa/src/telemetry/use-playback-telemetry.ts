import { useEffect, type RefObject } from 'react';
import { onPageHide, recordEvent } from './telemetry-sink.ts';
import { eventContext } from './telemetry-context.ts';

export interface PlaybackTelemetryOptions {
  videoId: string;
  /** The lesson starts by itself (the next lesson): startup counts from the choice, not a press. */
  autoPlay: boolean;
  dataSaver: boolean;
  downloaded: boolean;
}

/** A played stretch longer than this between two time updates is a seek, not playing. */
const MAX_STEP_S = 2;

/**
 * One lesson's playback, from the <video>'s own events (issue 26): startup (the lesson's choice to
 * its first frame, less any time it sat ready waiting for the viewer to press play), stalls (waiting while not seeking: count and seconds), seconds
 * played at each picture height, and errors. Recorded once when the lesson is left or the page hides.
 * Nothing is recorded for a lesson that was never asked to play.
 */
export function usePlaybackTelemetry(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: PlaybackTelemetryOptions,
): void {
  const { videoId, autoPlay, dataSaver, downloaded } = options;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const route = eventContext().route;
    const chosenAt = performance.now();
    let wantedAt: number | null = autoPlay ? chosenAt : null;
    let readyAt: number | null = null;
    let startupMs: number | null = null;
    let stallStart: number | null = null;
    let stallCount = 0;
    let stallSeconds = 0;
    let errors = 0;
    let lastTime = video.currentTime;
    const secondsByHeight: Record<string, number> = {};
    let recorded = false;

    const endStall = () => {
      if (stallStart === null) return;
      stallSeconds += (performance.now() - stallStart) / 1000;
      stallStart = null;
    };
    const onPlay = () => {
      wantedAt ??= performance.now();
    };
    const onReady = () => {
      readyAt ??= performance.now();
    };
    const onPlaying = () => {
      if (startupMs === null && wantedAt !== null) {
        // The time the lesson sat ready while the viewer had not pressed play is not the network's.
        const idle = readyAt !== null ? Math.max(0, wantedAt - readyAt) : 0;
        startupMs = Math.max(1, Math.round(performance.now() - chosenAt - idle));
      }
      endStall();
      lastTime = video.currentTime;
    };
    const onWaiting = () => {
      // Before the first frame it is startup; after a seek it is the viewer's own jump.
      if (startupMs === null || video.seeking || stallStart !== null) return;
      stallStart = performance.now();
      stallCount += 1;
    };
    const onTime = () => {
      const step = video.currentTime - lastTime;
      lastTime = video.currentTime;
      if (video.paused || step <= 0 || step > MAX_STEP_S) return;
      const height = String(video.videoHeight || 0);
      if (height === '0') return;
      secondsByHeight[height] = (secondsByHeight[height] ?? 0) + step;
    };
    const onError = () => {
      errors += 1;
    };

    const record = () => {
      if (recorded || wantedAt === null) return;
      recorded = true;
      endStall();
      const rounded = Object.fromEntries(
        Object.entries(secondsByHeight).map(([h, s]) => [h, Math.round(s * 10) / 10]),
      );
      recordEvent({
        ...eventContext(route),
        kind: 'playback',
        videoId,
        startupMs,
        stallCount,
        stallSeconds: Math.round(stallSeconds * 10) / 10,
        secondsByHeight: rounded,
        dataSaver,
        downloaded,
        errors: Math.min(errors, 1000),
      });
    };

    video.addEventListener('canplay', onReady);
    video.addEventListener('play', onPlay);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('error', onError);
    const stopHide = onPageHide(record);
    return () => {
      record();
      stopHide();
      video.removeEventListener('canplay', onReady);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('error', onError);
    };
  }, [videoRef, videoId, autoPlay, dataSaver, downloaded]);
}
