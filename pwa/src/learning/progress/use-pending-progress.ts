import { useEffect, useState } from 'react';
import { useAuthToken } from '../../session/auth-storage.ts';
import { tokenSubject } from './learner-identity.ts';
import { loadProgressQueue } from './load-progress-queue.ts';
import { QUEUED_EVENT, SENT_EVENT } from './progress-events.ts';
import { mayHaveQueued } from './progress-state.ts';

/** How long "Progress saved" stays after the queue emptied. */
export const SAVED_NOTE_MS = 3_000;

export type PendingState =
  { kind: 'idle' } | { kind: 'waiting'; count: number } | { kind: 'saved' };

/**
 * The learner's queue as the screen shows it: events waiting to be sent, then a short "saved" once
 * they have all gone. Recounted on every queued or sent event (other tabs' sends show on the next one).
 */
export function usePendingProgress(): PendingState {
  const token = useAuthToken();
  const [state, setState] = useState<PendingState>({ kind: 'idle' });
  useEffect(() => {
    const userId = tokenSubject(token);
    if (!userId) return;
    let alive = true;
    let savedTimer: ReturnType<typeof setTimeout> | null = null;
    const recount = () => {
      void loadProgressQueue()
        .then((queue) => queue.countPending(userId))
        .then((count) => {
          if (!alive) return;
          setState((prev) => {
            if (count > 0) return { kind: 'waiting', count };
            if (prev.kind !== 'waiting') return prev;
            if (savedTimer) clearTimeout(savedTimer);
            savedTimer = setTimeout(() => alive && setState({ kind: 'idle' }), SAVED_NOTE_MS);
            return { kind: 'saved' };
          });
        })
        .catch(() => undefined);
    };
    window.addEventListener(QUEUED_EVENT, recount);
    window.addEventListener(SENT_EVENT, recount);
    window.addEventListener('online', recount);
    // Counted at once only when something may be queued: the queue's code (Dexie, 27 KB) would
    // otherwise load as the watch page opens, sharing a cold link with Shaka (docs/benchmarks.md,
    // Learner player). A queued or sent event counts it anyway.
    void mayHaveQueued(userId).then((may) => may && alive && recount());
    return () => {
      alive = false;
      if (savedTimer) clearTimeout(savedTimer);
      window.removeEventListener(QUEUED_EVENT, recount);
      window.removeEventListener(SENT_EVENT, recount);
      window.removeEventListener('online', recount);
    };
  }, [token]);
  return state;
}
