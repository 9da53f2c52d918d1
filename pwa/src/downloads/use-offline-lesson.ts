import { useEffect, useState } from 'react';
import { getToken, useStoredUser } from '../accounts/auth-storage.ts';
import { downloadEvents, indexEntry } from './downloads-index.ts';

/**
 * Whether the watch page plays a lesson from the device (issue 11). A complete download plays from the
 * device whenever it may, online too (it costs no data); a licence that ran out while offline, or a
 * download the browser evicted, blocks it with the reason. Without a download nothing is loaded: the
 * answer comes from local storage at once.
 */
export type OfflineLesson =
  | { status: 'none' }
  | { status: 'checking' }
  | {
      status: 'ready';
      url: string;
      viewerCode: string;
      licenceCode: string;
      posterUrl: string | null;
    }
  | { status: 'blocked'; reason: BlockedReason };

export type BlockedReason = 'expired' | 'clockBack' | 'refused' | 'evicted';

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
    void checkDownload(identity)
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

async function checkDownload(id: string): Promise<OfflineLesson> {
  const [userId, videoId] = id.split(':') as [string, string];
  const [{ downloadsDb }, { licenceForPlay }] = await Promise.all([
    import('./download-db.ts'),
    import('./offline-licences.ts'),
  ]);
  const record = await downloadsDb.lessons.get(id);
  const pieces = record ? await downloadsDb.pieces.where('id').equals(id).count() : 0;
  if (!record || record.state !== 'complete' || pieces < record.pieceCount)
    return { status: 'blocked', reason: 'evicted' };
  const { kept, verdict } = await licenceForPlay(id, getToken());
  if (!kept || verdict === 'missing') return { status: 'blocked', reason: 'evicted' };
  if (verdict !== 'valid') return { status: 'blocked', reason: verdict };
  const [{ installOfflinePlayback, offlineLessonUrl }, { loadShaka }] = await Promise.all([
    import('./offline-playback.ts'),
    import('../media/shaka-loader.ts'),
  ]);
  installOfflinePlayback(await loadShaka());
  return {
    status: 'ready',
    url: offlineLessonUrl(userId, videoId),
    viewerCode: kept.licence.viewerCode,
    licenceCode: kept.licence.licenceCode,
    posterUrl: record.poster ? URL.createObjectURL(record.poster) : null,
  };
}
