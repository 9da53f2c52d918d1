import { getToken } from '../../session/auth-storage.ts';
import { tokenSubject } from './learner-identity.ts';
import { progressDb } from './progress-db.ts';
import { flushProgress, recordProgressState } from './progress-queue.ts';

let started = false;

/**
 * Sends queued progress when the app starts, when the connection returns and when the tab becomes
 * visible again (the service worker covers a closed tab through Background Sync). Also keeps the
 * token the service worker uses in step with the session: signing out removes it, so no queue is
 * ever sent with a token left behind; signing in sends that learner's own queue.
 *
 * Loaded only when there is work for it (./start-progress-sync.ts decides at app start and on the
 * events below, from a summary in local storage), or by the watch page, which queues progress.
 */
export function startProgressSync(): void {
  if (started) return;
  started = true;
  const send = () => {
    if (navigator.onLine) void flushProgress();
  };
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
  const followSession = () => {
    const token = getToken();
    const userId = tokenSubject(token);
    void (async () => {
      if (!token || !userId) await progressDb.sessions.clear();
      else {
        await progressDb.sessions.where('userId').notEqual(userId).delete();
        await progressDb.sessions.put({ userId, token });
        send();
      }
      // The next start need not load this module unless something changes (./progress-state.ts).
      await recordProgressState();
    })().catch(() => undefined);
  };
  window.addEventListener('academy:auth-changed', followSession);
  window.addEventListener('storage', followSession);
  followSession();
  send();
}
