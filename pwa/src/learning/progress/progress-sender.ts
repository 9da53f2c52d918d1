import { ApiError, apiRequest } from '../../api/api-client.ts';
import { progressDb, type QueuedProgress } from './progress-db.ts';

/**
 * The one progress sender, used by the pages (./progress-queue.ts) and by the service worker's
 * Background Sync (src/sw.ts). It sends one learner's queue in order, one event at a time, and an
 * event leaves the queue only once the server has answered it: acknowledged (2xx), or refused for good
 * (400 bad numbers, 403 not entitled, 404 no such lesson, 409, 422: sending it again would be refused
 * again, and keeping it would block every later event of that learner for ever). A 401, a 5xx, no
 * connection, or a 404 from a server that does not have the progress routes yet (an older version
 * mid-deploy: the lesson was not refused, nobody looked at it) keep it queued: README "every progress
 * event queued in IndexedDB until the server acknowledges it; nothing expires".
 */
export const FLUSH_LOCK = 'academy-progress-flush';
export const SYNC_TAG = 'academy-progress';

const PERMANENT_REFUSALS = new Set([400, 403, 404, 409, 422]);

export type SendOutcome = 'sent' | 'refused' | 'stop';

/** Sends one event with its learner's token and says what became of it. */
export async function sendProgressEvent(
  event: QueuedProgress,
  token: string,
): Promise<SendOutcome> {
  const { courseId, videoId } = event;
  const [path, body] =
    event.kind === 'complete'
      ? ['/api/progress/complete-video', { courseId, videoId }]
      : [
          '/api/progress/update',
          {
            courseId,
            videoId,
            watchedDuration: event.watchedDuration,
            totalDuration: event.totalDuration,
            position: event.position,
            timestamp: event.timestamp,
          },
        ];
  try {
    await apiRequest(path, { method: 'POST', body, token, timeoutMs: 20_000 });
    return 'sent';
  } catch (err) {
    if (!(err instanceof ApiError) || !PERMANENT_REFUSALS.has(err.status)) return 'stop';
    return err.status === 404 && err.message.startsWith('No API route') ? 'stop' : 'refused';
  }
}

/**
 * Sends `userId`'s queue with `token` until it is empty (true) or an event cannot go yet (false).
 * `stillValid` is asked before each event (the page stops when its learner signed out or changed);
 * `onSent` hears each event that left the queue.
 */
export async function sendQueue(
  userId: string,
  token: string,
  stillValid: () => boolean = () => true,
  onSent: (event: QueuedProgress, outcome: SendOutcome) => void = () => undefined,
): Promise<boolean> {
  for (;;) {
    // The userId index keeps the queue's order (by seq) within one learner.
    const next = await progressDb.events.where('userId').equals(userId).first();
    if (!next?.seq) return true;
    if (!stillValid()) return true;
    const outcome = await sendProgressEvent(next, token);
    if (outcome === 'stop') return false;
    await progressDb.events.delete(next.seq);
    onSent(next, outcome);
  }
}

/** One sender at a time across tabs and the service worker, so nothing is sent twice on purpose. */
export function withFlushLock(run: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(FLUSH_LOCK, run) : run();
}
