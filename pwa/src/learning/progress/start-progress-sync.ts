import { getToken } from '../../session/auth-storage.ts';
import { progressSyncNeeded } from './progress-state.ts';

let loading = false;

/**
 * App start's side of the progress sync (./progress-sync.ts), without its code: that module evaluates
 * Dexie and opens IndexedDB, 100–250 ms of main thread on a 4× slower phone (issue 26), which a
 * learner's every page paid with nothing queued. It is loaded only once there is work for it, as the
 * summary in local storage tells (./progress-state.ts): queued progress to send (at start, when the
 * connection returns, when the tab becomes visible: another tab may have queued meanwhile) or a token
 * kept for the service worker that is not this session's (signing out, another learner, a renewed
 * token). Once loaded, it listens to those events itself. The answer settles once the start's check
 * (and a load it needed) is done.
 */
export function startProgressSyncWhenNeeded(): Promise<void> {
  const check = async () => {
    if (loading || !(await progressSyncNeeded(getToken())) || loading) return;
    loading = true;
    try {
      const sync = await import(/* offline: first-use */ './progress-sync.ts');
      sync.startProgressSync();
    } catch {
      // A failed chunk download (weak connection): the next event tries again.
      loading = false;
    }
  };
  const listen = () => void check();
  window.addEventListener('online', listen);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') listen();
  });
  // Signing in or out, here or in another tab (which also changes the summary when it queues).
  window.addEventListener('academy:auth-changed', listen);
  window.addEventListener('storage', listen);
  return check();
}

/** How long the watch page's start of the sync waits at most for the lesson's first picture. */
export const SYNC_WAITS_FOR_LESSON_AT_MOST_MS = 15_000;

/**
 * The watch page's side, for a signed-in learner: the sync runs there whatever the summary says (the
 * service worker needs this session's token to send what the lesson queues once the tab is closed),
 * but only once the lesson has its first picture, or failed, or after
 * SYNC_WAITS_FOR_LESSON_AT_MOST_MS. On a cold link its code (Dexie, 27 KB) shared the link with Shaka,
 * which bounds the first frame (docs/benchmarks.md, Learner player). Returns the cancel.
 */
export function startProgressSyncOnceLessonStarts(): () => void {
  const media = (event: Event) => {
    if (event.target instanceof HTMLVideoElement) start();
  };
  const stop = () => {
    window.clearTimeout(timer);
    // Media events do not bubble; the capture phase sees them on the document.
    for (const type of ['loadeddata', 'error']) document.removeEventListener(type, media, true);
  };
  const start = () => {
    stop();
    import(/* offline: first-use */ './progress-sync.ts')
      .then((sync) => sync.startProgressSync())
      .catch(() => undefined);
  };
  for (const type of ['loadeddata', 'error']) document.addEventListener(type, media, true);
  const timer = window.setTimeout(start, SYNC_WAITS_FOR_LESSON_AT_MOST_MS);
  return stop;
}
