import { useEffect, useState } from 'react';
import type { IndexEntry } from './downloads-index.ts';
import type { LicenceVerdict } from './licence-rules.ts';
import { useDownloadChanges, type DownloadSummary } from './use-download.ts';
import { downloads } from './lazy-downloads.ts';

/**
 * The Downloads list (issue 11): every download of the learner with what it holds and whether it
 * plays, and the storage the browser grants. A lesson in local storage's index that IndexedDB no
 * longer holds whole was evicted by the browser: the list says it must be downloaded again.
 */
export type ListedDownload =
  | { kind: 'kept'; download: DownloadSummary; verdict: LicenceVerdict | null; daysLeft: number }
  | { kind: 'evicted'; entry: IndexEntry };

export interface StorageFacts {
  /** Bytes the browser grants this site (quota), or null when it does not say. */
  quota: number | null;
  /** Whether the browser keeps the site's storage through storage pressure. */
  persisted: boolean | null;
}

export interface DownloadList {
  items: ListedDownload[];
  usedBytes: number;
  storage: StorageFacts;
}

export function useDownloadList(userId: string): DownloadList | undefined {
  const changes = useDownloadChanges();
  const [list, setList] = useState<DownloadList | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void downloads()
      .then((downloads) => downloads.readDownloadList(userId))
      .then((value) => !cancelled && setList(value));
    return () => {
      cancelled = true;
    };
  }, [userId, changes]);
  return list;
}
