import { getToken } from '../session/auth-storage.ts';
import { downloadsDb, dropDownloadData, type DownloadRecord } from './download-db.ts';
import {
  runDownload,
  startDownload,
  startDownloadService,
  stopDownload,
  type NewDownload,
} from './download-runner.ts';
import { indexEntries, removeIndexEntry } from './downloads-index.ts';
import { forgetOfflinePieces } from './offline-playback.ts';

export { checkDownload } from './offline-check.ts';
export { readDownloadList } from './download-list.ts';

/**
 * Everything the screens do with downloads, as one module loaded on first use (IndexedDB, the runner,
 * the playback plugin): a learner who never downloads never downloads this code either, and one lazy
 * entry keeps the service worker's install free of small re-export files.
 */

/** Starts the background service (resume on reconnecting, licence renewals) for this page. */
export function ensureDownloadService(userId: string): void {
  startDownloadService({ token: getToken, userId: () => userId });
}

export async function downloadLesson(input: NewDownload): Promise<void> {
  ensureDownloadService(input.userId);
  await startDownload(input);
}

/** Tries a waiting or failed download again, from the first piece it lacks. */
export async function retryDownload(id: string): Promise<void> {
  const token = getToken();
  if (!token) return;
  await downloadsDb.lessons.update(id, { state: 'downloading', problem: null });
  await runDownload(id, token);
}

/** Stops and deletes a download: its pieces, its licence and key, its record. */
export async function deleteDownload(id: string): Promise<void> {
  await stopDownload(id);
  await dropDownloadData(id, () => downloadsDb.lessons.delete(id));
  forgetOfflinePieces(id);
  removeIndexEntry(id);
}

/** Every download of a learner, at logout: the next person on the device finds none of them. */
export async function deleteLearnerDownloads(userId: string): Promise<void> {
  const ids = new Set([
    ...indexEntries(userId).map((entry) => entry.id),
    ...(await downloadsDb.lessons.where('userId').equals(userId).primaryKeys()),
  ]);
  for (const id of ids) await deleteDownload(id);
}

export async function readDownload(id: string): Promise<DownloadRecord | null> {
  return (await downloadsDb.lessons.get(id)) ?? null;
}

/** The learner's complete downloads of a course. */
export function readCourseDownloads(userId: string, courseId: string): Promise<DownloadRecord[]> {
  return downloadsDb.lessons
    .where('userId')
    .equals(userId)
    .filter((r) => r.courseId === courseId && r.state === 'complete')
    .toArray();
}
