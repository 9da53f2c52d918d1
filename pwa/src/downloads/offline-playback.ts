import type { Shaka } from '../media/index.ts';
import { downloadsDb } from './download-db.ts';
import {
  localMasterPlaylist,
  localMediaPlaylist,
  mediaPieces,
  type MediaPiece,
} from './offline-playlist.ts';

/**
 * Plays a downloaded lesson with no connection (issue 11): Shaka asks for
 * `offline-lesson://{videoId}/{userId}/…` and this scheme plugin answers from IndexedDB:
 * - `master.m3u8` and `media.m3u8`: the stored playlists with local names and no key lines;
 * - `init.mp4`: the clear init segment;
 * - `seg/{n}.m4s`: the stored segment, still encrypted, decrypted here with the licence's
 *   non-extractable key and the segment's own IV, at the moment Shaka needs it. The clear bytes go to
 *   the player and are never stored.
 * Whether the licence allows playing is decided before the player starts (use-offline-lesson.ts).
 */
export const OFFLINE_SCHEME = 'offline-lesson';

export const offlineLessonUrl = (userId: string, videoId: string) =>
  `${OFFLINE_SCHEME}://${videoId}/${userId}/master.m3u8`;

let installed = false;

/** The stored lesson's pieces, parsed once per playback. */
const piecesOf = new Map<string, Promise<MediaPiece[]>>();

async function answer(uri: string): Promise<ArrayBuffer> {
  const url = new URL(uri);
  const [userId, ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  const id = `${userId}:${url.hostname}`;
  const name = rest.join('/');
  const record = await downloadsDb.lessons.get(id);
  if (!record?.playlist || !record.variantLine) throw new Error(`not downloaded: ${id}`);
  if (name === 'master.m3u8')
    return new TextEncoder().encode(localMasterPlaylist(record.variantLine)).buffer;
  if (name === 'media.m3u8')
    return new TextEncoder().encode(localMediaPlaylist(record.playlist)).buffer;
  const index = name === 'init.mp4' ? 0 : Number(/^seg\/(\d+)\.m4s$/.exec(name)?.[1] ?? NaN);
  const [piece, pieces] = await Promise.all([
    downloadsDb.pieces.get([id, index] as unknown as string),
    cachedPieces(id, record.playlist),
  ]);
  if (!piece) throw new Error(`piece ${index} of ${id} is missing`);
  const iv = pieces.find((p) => p.index === index)?.iv ?? null;
  if (!iv) return piece.data;
  const kept = await downloadsDb.licences.get(id);
  if (!kept) throw new Error(`no licence for ${id}`);
  return crypto.subtle.decrypt({ name: 'AES-CBC', iv }, kept.key, piece.data);
}

function cachedPieces(id: string, playlist: string): Promise<MediaPiece[]> {
  let found = piecesOf.get(id);
  if (!found) {
    found = Promise.resolve(mediaPieces(playlist));
    piecesOf.set(id, found);
  }
  return found;
}

/** Registers the scheme once per page (Shaka's scheme registry is global). */
export function installOfflinePlayback(shaka: Shaka): void {
  if (installed) return;
  installed = true;
  const { Error: ShakaError } = shaka.util;
  shaka.net.NetworkingEngine.registerScheme(OFFLINE_SCHEME, (uri, request) =>
    shaka.util.AbortableOperation.notAbortable(
      answer(uri).then(
        (data) => ({
          uri,
          originalUri: uri,
          originalRequest: request,
          data,
          headers: {},
          status: 200,
          fromCache: true,
        }),
        (err: unknown) => {
          throw new ShakaError(
            ShakaError.Severity.CRITICAL,
            ShakaError.Category.NETWORK,
            ShakaError.Code.HTTP_ERROR,
            uri,
            err,
          );
        },
      ),
    ),
  );
}

/** Forgets parsed playlists (a deleted or re-downloaded lesson). */
export function forgetOfflinePieces(id: string): void {
  piecesOf.delete(id);
}
