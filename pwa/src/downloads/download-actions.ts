import { getToken } from '../accounts/auth-storage.ts';
import { removeIndexEntry } from './downloads-index.ts';
import type { NewDownload } from './download-runner.ts';

/**
 * What the screens do with downloads. The runner, IndexedDB and the playback plugin load on first use,
 * so a learner who never downloads never downloads their code either.
 */
const runner = () => import('./download-runner.ts');

/** Starts the background service (resume on reconnecting, licence renewals) for this page. */
export async function ensureDownloadService(userId: string): Promise<void> {
  (await runner()).startDownloadService({ token: getToken, userId: () => userId });
}

export async function downloadLesson(input: NewDownload): Promise<void> {
  await ensureDownloadService(input.userId);
  await (await runner()).startDownload(input);
}

/** Tries a waiting or failed download again, from the first piece it lacks. */
export async function retryDownload(id: string): Promise<void> {
  const token = getToken();
  if (!token) return;
  const [{ downloadsDb }, { runDownload }] = await Promise.all([
    import('./download-db.ts'),
    runner(),
  ]);
  await downloadsDb.lessons.update(id, { state: 'downloading', problem: null });
  await runDownload(id, token);
}

/** Stops and deletes a download: its pieces, its licence and key, its record. */
export async function deleteDownload(id: string): Promise<void> {
  const [{ downloadsDb, dropDownloadData }, { stopDownload }, { forgetOfflinePieces }] =
    await Promise.all([import('./download-db.ts'), runner(), import('./offline-playback.ts')]);
  await stopDownload(id);
  await dropDownloadData(id, () => downloadsDb.lessons.delete(id));
  forgetOfflinePieces(id);
  removeIndexEntry(id);
}
