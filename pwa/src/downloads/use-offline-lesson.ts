import { useEffect, useState } from 'react';
import { useStoredUser } from '../session/auth-storage.ts';
import { downloadEvents, indexEntry } from './downloads-index.ts';
import { downloads } from './lazy-downloads.ts';
import type { OfflineLesson } from './download-types.ts';

export type { BlockedReason, OfflineLesson } from './download-types.ts';

/**
 * Whether the watch page plays a lesson from the device (issue 11). A complete download plays from the
 * device whenever it may, online too (it costs no data); a licence that ran out while offline, or a
 * download the browser evicted, blocks it with the reason. Without a download nothing is loaded: the
 * answer comes from local storage at once.
 */

export function useOfflineLesson(videoId: string): OfflineLesson {
  const user = useStoredUser();
  const userId = user?._id ?? user?.id ?? null;
  const [changes, setChanges] = useState(0);
  const identity = userId && indexEntry(userId, videoId)?.complete ? `${userId}:${videoId}` : null;
  const [state, setState] = useState<{ identity: string; value: OfflineLesson } | null>(null);

  useEffect(() => {
    const handle = (event: Event) => {
      const changed = (event as CustomEvent<string>).detail;
      if (changed === '*' || changed === identity) setChanges((n) => n + 1);
    };
    downloadEvents.addEventListener('change', handle);
    return () => downloadEvents.removeEventListener('change', handle);
  }, [identity]);

  useEffect(() => {
    if (!identity) return;
    let cancelled = false;
    let posterUrl: string | null = null;
    void downloads()
      .then((downloads) => downloads.checkDownload(identity))
      .catch((err: unknown) => {
        // The download's code or database could not be read: play over the network as without one.
        console.warn('A downloaded lesson could not be read', err);
        return { status: 'none' } as const;
      })
      .then((value) => {
        if (value.status === 'ready') posterUrl = value.posterUrl;
        if (cancelled && posterUrl) URL.revokeObjectURL(posterUrl);
        if (!cancelled) setState({ identity, value });
      });
    return () => {
      cancelled = true;
      if (posterUrl) URL.revokeObjectURL(posterUrl);
    };
  }, [identity, changes]);

  if (!identity) return { status: 'none' };
  // A re-check (a renewal, a delete) keeps the last answer on screen until the new one is in.
  return state?.identity === identity ? state.value : { status: 'checking' };
}
