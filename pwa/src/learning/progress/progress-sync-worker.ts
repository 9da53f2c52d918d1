/// <reference lib="webworker" />
import { progressDb } from './progress-db.ts';
import { SYNC_TAG, sendQueue, withFlushLock } from './progress-sender.ts';

/** The Background Sync event (Chromium), not yet in TypeScript's webworker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Sends every learner's queued progress, each with that learner's own token, with the pages' sender
 * (./progress-sender.ts). A queue that could not be emptied rejects, so the browser retries later.
 */
export async function sendAllQueues(): Promise<void> {
  const sessions = await progressDb.sessions.toArray();
  let emptied = true;
  for (const { userId, token } of sessions) {
    if (!(await sendQueue(userId, token))) emptied = false;
  }
  if (!emptied) throw new Error('progress not sent yet');
}

/**
 * Background Sync for queued progress: when the browser fires the `academy-progress` sync (the
 * connection is back, even after every tab was closed), the worker sends the queues, one sender at a
 * time with the pages (same Web Lock).
 */
export function listenForProgressSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(withFlushLock(sendAllQueues));
  });
}
