import Dexie, { type EntityTable } from 'dexie';
import { PROGRESS_DB_NAME } from './progress-state.ts';

/**
 * The progress queue in IndexedDB (README "pending progress" row: every progress event is queued until
 * the server acknowledges it; nothing expires). The pages and the service worker (src/sw.ts) open it
 * through this module: database `academy-progress`, store `events` (key `seq`, auto-increment, index
 * `userId`) and store `sessions` (key `userId`). The name lives in ./progress-state.ts, which app start
 * reads without this module, and which sums up what the database holds.
 */

export type ProgressEventKind = 'update' | 'complete';

export interface QueuedProgress {
  /** The queue's order; given by IndexedDB. */
  seq?: number;
  /** Made on the device, so the learner's screen can tell its own events apart. */
  clientId: string;
  /** The learner the event belongs to; only that learner's token ever sends it. */
  userId: string;
  kind: ProgressEventKind;
  courseId: string;
  videoId: string;
  /** Seconds of the lesson actually played. */
  watchedDuration: number;
  totalDuration: number;
  /** Where the player stood (seconds). */
  position: number;
  /** When it happened on the device (ms since 1970); the server orders by it. */
  timestamp: number;
}

/** A learner's token, kept for the service worker, which cannot read local storage. */
export interface StoredSession {
  userId: string;
  token: string;
}

export const progressDb = new Dexie(PROGRESS_DB_NAME) as Dexie & {
  events: EntityTable<QueuedProgress, 'seq'>;
  sessions: EntityTable<StoredSession, 'userId'>;
};

progressDb.version(1).stores({
  events: '++seq, userId',
  sessions: 'userId',
});
