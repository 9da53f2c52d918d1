import { getToken } from '../session/auth-storage.ts';
import { loadShaka } from '../media/index.ts';
import { downloadsDb, type DownloadRecord } from './download-db.ts';
import { licenceForPlay } from './offline-licences.ts';
import { installOfflinePlayback, offlineLessonUrl } from './offline-playback.ts';
import type { OfflineLesson } from './download-types.ts';

/**
 * Whether the download `{userId}:{videoId}` plays now: whole in IndexedDB (else the browser evicted
 * it) and under a valid licence (renewed first when online); when it does, the playback plugin is
 * registered and the local address answered.
 */
export async function checkDownload(id: string): Promise<OfflineLesson> {
  const [userId, videoId] = id.split(':') as [string, string];
  const record = await downloadsDb.lessons.get(id);
  const pieces = record ? await downloadsDb.pieces.where('id').equals(id).count() : 0;
  if (!record || record.state !== 'complete' || pieces < record.pieceCount)
    return { status: 'blocked', reason: 'evicted' };
  const { kept, verdict } = await licenceForPlay(id, getToken());
  if (!kept || verdict === 'missing') return { status: 'blocked', reason: 'evicted' };
  if (verdict !== 'valid') return { status: 'blocked', reason: verdict };
  installOfflinePlayback(await loadShaka());
  return {
    status: 'ready',
    url: offlineLessonUrl(userId, videoId),
    viewerCode: kept.licence.viewerCode,
    licenceCode: kept.licence.licenceCode,
    posterUrl: record.poster ? URL.createObjectURL(posterBlob(record.poster)) : null,
  };
}

const posterBlob = (poster: NonNullable<DownloadRecord['poster']>): Blob =>
  poster instanceof Blob ? poster : new Blob([poster.bytes], { type: poster.type });
