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
