import { getToken } from '../../session/auth-storage.ts';
import { tokenSubject } from './learner-identity.ts';
import { progressDb, type QueuedProgress } from './progress-db.ts';
import { QUEUED_EVENT, SENT_EVENT } from './progress-events.ts';
import { SYNC_TAG, sendQueue, withFlushLock } from './progress-sender.ts';
import { noteQueued, writeProgressState } from './progress-state.ts';

/**
 * Progress that is never lost (README "pending progress" row, issue 14):
 * - every event is written to IndexedDB first, with a client id and the time it happened;
 * - the queue is sent in order by the one sender the service worker shares (./progress-sender.ts,
 *   which holds the rule for what leaves the queue);
 * - only the events of the learner a token belongs to (its `sub`) are sent with that token;
 * - one sender at a time across tabs and the service worker (Web Locks), so nothing is sent twice on
 *   purpose; an answer lost on the way is harmless, the server skips an update it already has.
 * Each queued and each sent event is announced on `window` (./progress-events.ts), and what the database
 * then holds is summed up in local storage for the next app start (./progress-state.ts).
 */
const RETRY_MS = 15_000;

export type ProgressInput = Omit<QueuedProgress, 'seq' | 'clientId' | 'userId' | 'timestamp'>;

let lastTimestamp = 0;
let flushing: Promise<void> | null = null;
/** The flush that follows the running one, for events queued while it runs. */
let followUp: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Queues an event for the signed-in learner and starts sending; false when nobody is signed in. */
export async function queueProgress(input: ProgressInput, token = getToken()): Promise<boolean> {
  const userId = tokenSubject(token);
  if (!token || !userId) return false;
  // Strictly increasing, so two events in the same millisecond are both newer than the one before.
  const timestamp = Math.max(Date.now(), lastTimestamp + 1);
  lastTimestamp = timestamp;
  const event: QueuedProgress = { ...input, clientId: newClientId(), userId, timestamp };
  // First, so that a tab closed before the write ends (the save on pagehide) still leaves a summary
  // that sends this event at the next start.
  noteQueued(userId, token);
  await progressDb.transaction('rw', progressDb.events, progressDb.sessions, async () => {
    await progressDb.events.add(event);
    await progressDb.sessions.put({ userId, token });
  });
  void recordProgressState().catch(() => undefined);
  window.dispatchEvent(new CustomEvent(QUEUED_EVENT, { detail: { ...event } }));
  requestSync();
  return true;
}

/** Sends now, and asks the service worker to send too once there is a connection (Background Sync). */
export function requestSync(): void {
  void flushProgress();
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) =>
      (
        registration as { sync?: { register(tag: string): Promise<void> } } | undefined
      )?.sync?.register(SYNC_TAG),
    )
    .catch(() => undefined);
}

/**
 * Sends the signed-in learner's queue in order; stops at the first event that cannot go yet. Asked
 * while a flush runs, it answers with one more flush after that one, shared by every caller meanwhile:
 * the running flush may have read the queue for the last time before their event was written.
 */
export function flushProgress(): Promise<void> {
  if (flushing) {
    followUp ??= flushing.then(() => {
      followUp = null;
      return flushProgress();
    });
    return followUp;
  }
  flushing = withFlushLock(async () => {
    const token = getToken();
    const userId = tokenSubject(token);
    if (!token || !userId) return;
    const emptied = await sendQueue(
      userId,
      token,
      () => getToken() === token,
      (event, outcome) =>
        window.dispatchEvent(new CustomEvent(SENT_EVENT, { detail: { ...event, outcome } })),
    );
    if (!emptied) retryLater();
  })
    .catch(() => retryLater())
    .finally(() => {
      flushing = null;
    });
  // An emptied queue no longer asks the next start for a sync. Summed up after the flush, not in it:
  // an event queued meanwhile starts a flush of its own instead of waiting on this one.
  return flushing.then(() => recordProgressState()).catch(() => undefined);
}

/**
 * Sums up what the database holds for the next app start (./progress-state.ts): the sessions kept for
 * the service worker and the learners with queued events. Written inside the reading transaction, so
 * that a write to the queue committed after this read is summed up after this summary, never before.
 */
export function recordProgressState(): Promise<void> {
  return progressDb.transaction('r', progressDb.events, progressDb.sessions, async () => {
    const sessions = await progressDb.sessions.toArray();
    const queued = await progressDb.events.orderBy('userId').uniqueKeys();
    writeProgressState(sessions, queued.map(String));
  });
}

function retryLater() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (navigator.onLine) void flushProgress();
  }, RETRY_MS);
}

/** How many events of this learner wait, for the screen. */
export function countPending(userId: string): Promise<number> {
  return progressDb.events.where('userId').equals(userId).count();
}
