import { useEffect, useState } from 'react';
import type { DownloadRecord, KeptLicence } from './download-db.ts';
import { indexEntries, type IndexEntry } from './downloads-index.ts';
import { daysLeft, licenceVerdict, type LicenceVerdict } from './licence-rules.ts';
import { useDownloadChanges, type DownloadSummary } from './use-download.ts';

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
    void readList(userId).then((value) => !cancelled && setList(value));
    return () => {
      cancelled = true;
    };
  }, [userId, changes]);
  return list;
}

async function readList(userId: string): Promise<DownloadList> {
  const entries = indexEntries(userId);
  const storage = readStorageFacts();
  let records: DownloadRecord[] = [];
  let licences: KeptLicence[] = [];
  const pieces = new Map<string, number>();
  try {
    const { downloadsDb } = await import('./download-db.ts');
    records = await downloadsDb.lessons.where('userId').equals(userId).toArray();
    licences = await downloadsDb.licences
      .bulkGet(records.map((r) => r.id))
      .then((found) => found.filter((l): l is KeptLicence => !!l));
    for (const record of records)
      pieces.set(record.id, await downloadsDb.pieces.where('id').equals(record.id).count());
  } catch {
    // IndexedDB unavailable (evicted mid-way, private mode): the index alone says what was there.
  }
  const now = Date.now();
  const items: ListedDownload[] = [];
  for (const record of records) {
    const licence = licences.find((l) => l.id === record.id) ?? null;
    const whole = (pieces.get(record.id) ?? 0) >= record.pieceCount && licence !== null;
    if (record.state === 'complete' && !whole) {
      const entry = entries.find((e) => e.id === record.id);
      if (entry) items.push({ kind: 'evicted', entry });
      continue;
    }
    items.push({
      kind: 'kept',
      download: record,
      verdict: licence ? licenceVerdict(licence, now) : null,
      daysLeft: licence ? daysLeft(licence, now) : 0,
    });
  }
  for (const entry of entries) {
    if (!records.some((r) => r.id === entry.id)) items.push({ kind: 'evicted', entry });
  }
  const usedBytes = records.reduce((sum, r) => sum + r.storedBytes, 0);
  return { items, usedBytes, storage: await storage };
}

async function readStorageFacts(): Promise<StorageFacts> {
  const [estimate, persisted] = await Promise.all([
    navigator.storage?.estimate?.().catch(() => null) ?? null,
    navigator.storage?.persisted?.().catch(() => null) ?? null,
  ]);
  return { quota: estimate?.quota ?? null, persisted };
}
