import { useEffect, useState } from 'react';
import type { DownloadList } from './download-types.ts';
import { useDownloadChanges } from './use-download.ts';
import { downloads } from './lazy-downloads.ts';

export type { DownloadList, ListedDownload, StorageFacts } from './download-types.ts';

/**
 * The Downloads list (issue 11): every download of the learner with what it holds and whether it
 * plays, and the storage the browser grants. A lesson in local storage's index that IndexedDB no
 * longer holds whole was evicted by the browser: the list says it must be downloaded again.
 */
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
