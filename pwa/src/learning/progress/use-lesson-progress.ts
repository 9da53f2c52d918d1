import { useEffect, useRef, type RefObject } from 'react';
import { loadProgressQueue } from './load-progress-queue.ts';
import type { ProgressInput } from './progress-queue.ts';

/**
 * Follows a lesson's playback and queues its progress (spec 000 §4 Playback):
 * - a pause saves at once and again after 5 s of pause;
 * - while playing, at most every 30 s;
 * - leaving the lesson (another lesson, closing the tab) saves what was played since the last save;
 * - the end saves the final position and asks for completion (the server accepts it at 90 % watched);
 *   what follows the end waits for these saves to be queued, END_SAVE_WAIT_MS at most.
 *
 * `watchedDuration` is seconds actually played (README): the seconds this visit played, counted once
 * each, added to what the server already had. Seeking does not count; replaying a part seen in an
 * earlier visit counts again, which a learner can only do by watching.
 */
export const PAUSE_SAVE_AGAIN_MS = 5_000;
export const PLAYING_SAVE_MS = 30_000;
/** A jump in media time larger than this between two timeupdates is a seek, not playing. */
const MAX_PLAYED_STEP_S = 2;
/**
 * How long the lesson's end waits for its saves to be queued before the next lesson may start. They
 * take milliseconds; but WebKit can leave an IndexedDB transaction queued for good (docs/browsers.md),
 * and the next lesson then never came. The saves go on after the deadline and land when they can.
 */
export const END_SAVE_WAIT_MS = 2_000;

export interface LessonProgressOptions {
  courseId: string;
  videoId: string;
  /** Seconds the server already counts as watched. */
  baseWatched: number;
  /** The lesson's length as the API knows it (the player's own is used when it knows better). */
  duration: number;
  /** Only a signed-in learner with access writes progress. */
  enabled: boolean;
}

const queue = (input: ProgressInput) =>
  loadProgressQueue().then((progressQueue) => progressQueue.queueProgress(input));

export function useLessonProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: LessonProgressOptions,
): { saveEnd: () => Promise<void> } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Loaded ahead for a learner, so that a save on leaving the page (pagehide) starts at once, but only
  // once the lesson has its first picture: nothing is watched before, and on a cold link the queue's
  // 27 KB shared the link with Shaka, which bounds that picture (docs/benchmarks.md, Learner player).
  useEffect(() => {
    const video = videoRef.current;
    if (!options.enabled) return;
    const load = () => void loadProgressQueue().catch(() => undefined);
    if (!video || video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return load();
    video.addEventListener('loadeddata', load, { once: true });
    return () => video.removeEventListener('loadeddata', load);
  }, [options.enabled, videoRef]);
  const played = useRef(new Set<number>());
  const dirty = useRef(false);
  const lastSaveAt = useRef(0);

  const total = (video = videoRef.current) => {
    const measured = video && Number.isFinite(video.duration) ? video.duration : 0;
    return Math.round((measured || latest.current.duration) * 10) / 10;
  };
  // The <video> is passed in by the listeners: when the lesson is left, the ref is already empty.
  const save = (video = videoRef.current, position?: number) => {
    const opts = latest.current;
    if (!opts.enabled || !video) return Promise.resolve();
    const length = total(video);
    const watched = Math.min(length || Infinity, opts.baseWatched + played.current.size);
    dirty.current = false;
    lastSaveAt.current = Date.now();
    return queue({
      kind: 'update',
      courseId: opts.courseId,
      videoId: opts.videoId,
      watchedDuration: Math.round(watched * 10) / 10,
      totalDuration: length,
      position: Math.round((position ?? video.currentTime) * 10) / 10,
    }).then(() => undefined);
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let last = video.currentTime;
    let pauseTimer: ReturnType<typeof setTimeout> | null = null;
    const handleTime = () => {
      const now = video.currentTime;
      if (!video.paused && !video.seeking && now > last && now - last <= MAX_PLAYED_STEP_S) {
        for (let s = Math.floor(last); s < Math.floor(now); s++) played.current.add(s);
        dirty.current = true;
        if (Date.now() - lastSaveAt.current >= PLAYING_SAVE_MS) void saveRef.current(video);
      }
      last = now;
    };
    const handleSeeked = () => {
      last = video.currentTime;
    };
    const handlePause = () => {
      // The end has its own save (saveEnd); a pause that is the end is not a pause.
      if (video.ended || !dirty.current) return;
      void saveRef.current(video);
      if (pauseTimer) clearTimeout(pauseTimer);
      pauseTimer = setTimeout(() => {
        if (video.paused && !video.ended) void saveRef.current(video);
      }, PAUSE_SAVE_AGAIN_MS);
    };
    const handlePlay = () => {
      if (lastSaveAt.current === 0) lastSaveAt.current = Date.now();
    };
    const handleLeave = () => {
      if (dirty.current) void saveRef.current(video);
    };
    video.addEventListener('timeupdate', handleTime);
    video.addEventListener('seeked', handleSeeked);
    video.addEventListener('pause', handlePause);
    video.addEventListener('play', handlePlay);
    window.addEventListener('pagehide', handleLeave);
    return () => {
      if (pauseTimer) clearTimeout(pauseTimer);
      video.removeEventListener('timeupdate', handleTime);
      video.removeEventListener('seeked', handleSeeked);
      video.removeEventListener('pause', handlePause);
      video.removeEventListener('play', handlePlay);
      window.removeEventListener('pagehide', handleLeave);
      handleLeave();
    };
  }, [videoRef]);

  const saveEnd = () => {
    const opts = latest.current;
    if (!opts.enabled) return Promise.resolve();
    const length = total();
    const saved = saveRef
      .current(videoRef.current, length)
      .then(() =>
        queue({
          kind: 'complete',
          courseId: opts.courseId,
          videoId: opts.videoId,
          watchedDuration: 0,
          totalDuration: length,
          position: length,
        }),
      )
      .then(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, END_SAVE_WAIT_MS);
    });
    return Promise.race([saved, deadline]).finally(() => clearTimeout(timer));
  };
  return { saveEnd };
}
