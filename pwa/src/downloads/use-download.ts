import { useEffect, useState } from 'react';
import { useStoredUser } from '../session/auth-storage.ts';
import type { DownloadRecord } from './download-db.ts';
import type { DownloadSummary } from './download-types.ts';
import { downloadEvents, indexEntries } from './downloads-index.ts';
import { downloads } from './lazy-downloads.ts';

export type { DownloadSummary } from './download-types.ts';

/**
 * The learner's downloads as the screens show them, kept current by `downloadEvents` (every stored
 * piece, every state change, other tabs). Reads IndexedDB only when local storage's index says there
 * is something to read.
 */

export function percentOf(download: Pick<DownloadRecord, 'pieceCount' | 'storedPieces'>): number {
  if (download.pieceCount === 0) return 0;
  return Math.floor((download.storedPieces / download.pieceCount) * 100);
}

export function useUserId(): string | null {
  const user = useStoredUser();
  return user?._id ?? user?.id ?? null;
}

/** Re-renders on every change to the downloads; answers a counter to read again on. */
export function useDownloadChanges(filter?: string): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const handle = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      if (!filter || id === '*' || id === filter) setChanges((n) => n + 1);
    };
    downloadEvents.addEventListener('change', handle);
    return () => downloadEvents.removeEventListener('change', handle);
  }, [filter]);
  return changes;
}

/** One lesson's download, or null when there is none (undefined while it is read). */
export function useDownload(videoId: string): DownloadSummary | null | undefined {
  const userId = useUserId();
  const id = userId ? `${userId}:${videoId}` : null;
  const changes = useDownloadChanges(id ?? undefined);
  const listed = !!id && indexEntries(userId).some((entry) => entry.id === id);
  const [found, setFound] = useState<{ id: string; value: DownloadSummary | null } | null>(null);
  useEffect(() => {
    if (!id || !listed) return;
    let cancelled = false;
    void downloads()
      .then((downloads) => downloads.readDownload(id))
      .then((record) => !cancelled && setFound({ id, value: record }));
    return () => {
      cancelled = true;
    };
  }, [id, listed, changes]);
  if (!id || !listed) return null;
  return found?.id === id ? found.value : undefined;
}
