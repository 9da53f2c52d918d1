import { tokenSubject } from './learner-identity.ts';

/**
 * What the progress database holds, summed up in local storage, so that app start can tell without
 * IndexedDB whether the progress sync has work (issue 26: evaluating Dexie and opening the database
 * on every start cost a learner's dashboard 100–250 ms of main thread on a 4× slower phone, with
 * nothing queued). No Dexie here and nothing but a tiny helper: app start imports this module.
 *
 * The summary (key `academy-progress-state`):
 * - `session`: which token the `sessions` store keeps for the service worker: '' none, a fingerprint
 *   of the one token kept, or '*' when that is not known (several, or a write under way);
 * - `queued`: fingerprints of the learners who may have events in the `events` store.
 * Only fingerprints: no token or user id is left in local storage after signing out.
 *
 * It is written from what the database holds (recordProgressState in ./progress-queue.ts, inside a
 * read transaction, so two writers' summaries land in the order of their reads), and, before an event
 * is queued, on the safe side (noteQueued): a tab closed between the two still leaves a summary that
 * asks for a sync. The service worker, which has no local storage, only empties queues: that leaves
 * the summary on the safe side too (a start that loads the sync and finds nothing to send).
 */
export const PROGRESS_DB_NAME = 'academy-progress';
const STATE_KEY = 'academy-progress-state';

interface ProgressState {
  session: string;
  queued: string[];
}

/** A short fingerprint (cyrb53), enough to tell two tokens or two learners apart. */
export function fingerprint(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readState(): ProgressState | null {
  try {
    const raw = localStorage.getItem(STATE_KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as Partial<ProgressState>;
    if (typeof state.session !== 'string' || !Array.isArray(state.queued)) return null;
    return { session: state.session, queued: state.queued.filter((q) => typeof q === 'string') };
  } catch {
    return null;
  }
}

function writeState(state: ProgressState): void {
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private browsing): without a summary every start checks, as before.
  }
}

/** The summary of the database as read from it: its stored sessions and the learners with events. */
export function writeProgressState(
  sessions: readonly { token: string }[],
  queuedUserIds: readonly string[],
): void {
  writeState({
    session:
      sessions.length === 0 ? '' : sessions.length === 1 ? fingerprint(sessions[0]!.token) : '*',
    queued: queuedUserIds.map(fingerprint),
  });
}

/** Before an event of `userId` is written with `token`: the summary already asks for a sync. */
export function noteQueued(userId: string, token: string): void {
  const state = readState();
  const learner = fingerprint(userId);
  const session = fingerprint(token);
  writeState({
    session: state && (state.session === '' || state.session === session) ? session : '*',
    queued: state?.queued.includes(learner) ? state.queued : [...(state?.queued ?? []), learner],
  });
}

/**
 * Whether `userId` may have events queued here, without opening the database to count them: as the
 * summary says, or without one, whether the database exists (yes when the browser cannot tell).
 */
export async function mayHaveQueued(userId: string): Promise<boolean> {
  const state = readState();
  if (!state) return progressDatabaseExists(true);
  return state.queued.includes(fingerprint(userId));
}

/**
 * Whether the sync has work for the session `token` (null: signed out): the learner has queued events
 * to send, or the worker keeps a token that is not this session's (signing out must clear it, another
 * learner or a renewed token must replace it). No summary yet (first start since this version, or
 * storage cleared): only when the database exists, which the browser lists without opening it; a
 * browser that cannot list them checks for a signed-in learner, as every start did before.
 */
export async function progressSyncNeeded(token: string | null): Promise<boolean> {
  const userId = tokenSubject(token);
  const state = readState();
  if (!state) return progressDatabaseExists(token !== null);
  const current = token && userId ? fingerprint(token) : '';
  if (state.session !== '' && state.session !== current) return true;
  return userId !== null && state.queued.includes(fingerprint(userId));
}

/** `unknown`: the answer when the browser cannot list its databases (Firefox before 126). */
async function progressDatabaseExists(unknown: boolean): Promise<boolean> {
  try {
    if (typeof indexedDB.databases !== 'function') return unknown;
    return (await indexedDB.databases()).some((db) => db.name === PROGRESS_DB_NAME);
  } catch {
    return unknown;
  }
}
