import { downloadsDb, type DownloadRecord, type KeptLicence } from './download-db.ts';
import { indexEntries } from './downloads-index.ts';
import { daysLeft, licenceVerdict } from './licence-rules.ts';
import type { DownloadList, ListedDownload, StorageFacts } from './download-types.ts';

/** The Downloads list as read from IndexedDB and local storage's index (use-download-list.ts). */
export async function readDownloadList(userId: string): Promise<DownloadList> {
  const entries = indexEntries(userId);
  const storage = readStorageFacts();
  let records: DownloadRecord[] = [];
  let licences: KeptLicence[] = [];
  const pieces = new Map<string, number>();
  try {
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
