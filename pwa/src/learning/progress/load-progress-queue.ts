import type * as progressQueue from './progress-queue.ts';

type ProgressQueue = typeof progressQueue;

let loading: Promise<ProgressQueue> | null = null;

/**
 * The progress queue with its IndexedDB code (Dexie, 32 KB gzipped), downloaded only once a signed-in
 * learner needs it. A visitor watching a free preview never writes progress, and on a cold 400 kbit/s
 * link the queue's download used to hold up the watch page, and Shaka's start with it
 * (docs/benchmarks.md, Learner player).
 */
export function loadProgressQueue(): Promise<ProgressQueue> {
  loading ??= import(/* offline: first-use */ './progress-queue.ts').catch((err: unknown) => {
    // A failed chunk download (weak connection) may succeed on the next try.
    loading = null;
    throw err;
  });
  return loading;
}
