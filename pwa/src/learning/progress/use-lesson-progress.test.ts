import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressInput } from './progress-queue.ts';
import { END_SAVE_WAIT_MS, useLessonProgress } from './use-lesson-progress.ts';

/**
 * The lesson's end (spec 000 §4 Playback): it queues the final position and the completion, and what
 * follows the end (the next lesson) waits for that, but not for good when the device's storage does
 * not answer (WebKit can leave an IndexedDB transaction queued: docs/browsers.md).
 */
const storage = vi.hoisted(() => ({
  queued: [] as ProgressInput[],
  answers: true,
}));
vi.mock('./load-progress-queue.ts', () => ({
  loadProgressQueue: () =>
    Promise.resolve({
      queueProgress: (input: ProgressInput) => {
        storage.queued.push(input);
        return storage.answers ? Promise.resolve() : new Promise<never>(() => undefined);
      },
    }),
}));

function lessonAtItsEnd() {
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { value: 125.04 });
  Object.defineProperty(video, 'currentTime', { value: 125.04 });
  const ref = { current: video };
  return renderHook(() =>
    useLessonProgress(ref, {
      courseId: 'course-1',
      videoId: 'lesson-1',
      baseWatched: 120,
      duration: 125,
      enabled: true,
    }),
  ).result.current;
}

beforeEach(() => {
  storage.queued = [];
  storage.answers = true;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the end of a lesson', () => {
  it('queues the final position, then the completion, before it settles', async () => {
    const progress = lessonAtItsEnd();

    await progress.saveEnd();

    expect(storage.queued).toEqual([
      expect.objectContaining({ kind: 'update', videoId: 'lesson-1', position: 125 }),
      expect.objectContaining({ kind: 'complete', videoId: 'lesson-1', position: 125 }),
    ]);
  });

  it('lets the next lesson start after END_SAVE_WAIT_MS when the storage never answers', async () => {
    vi.useFakeTimers();
    storage.answers = false;
    const progress = lessonAtItsEnd();
    let settled = false;

    void progress.saveEnd().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(END_SAVE_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(settled).toBe(true);
    // The final position was handed to the storage, which may still keep it.
    expect(storage.queued).toEqual([expect.objectContaining({ kind: 'update', position: 125 })]);
  });
});
