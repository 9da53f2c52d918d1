import Dexie, { type EntityTable } from 'dexie';
import type { CourseVideoItem, OfflineLicence, RenditionSize } from '@academy/shared';

/**
 * Downloaded lessons in IndexedDB (issue 11), one learner's apart from another's (`id` is
 * `{userId}:{videoId}`):
 * - `lessons`: what was downloaded and how far, with the lesson as the watch page shows it, so the page
 *   opens with no connection;
 * - `pieces`: the init segment (index 0) and the segments, exactly the bytes the server sent: the
 *   segments stay AES-128 encrypted at rest;
 * - `licences`: the right to play offline and the lesson's key as a non-extractable WebCrypto key, which
 *   no script can read back (IndexedDB stores a CryptoKey as it is, without its bytes).
 */
export type DownloadState = 'downloading' | 'waiting' | 'complete' | 'failed';

/** Why a download stopped for good (copy keys in the downloads namespace). */
export type DownloadProblem = 'noAccess' | 'noSpace' | 'gone' | 'unknown';

export interface DownloadRecord {
  id: string;
  userId: string;
  videoId: string;
  courseId: string;
  courseTitle: string;
  /** The lesson as the playlist showed it when the download started, without its links. */
  lesson: CourseVideoItem;
  /** The file version downloaded (a re-upload makes a new one). */
  version: number;
  rendition: RenditionSize;
  /** The master playlist's `#EXT-X-STREAM-INF` line of the rendition; null until fetched. */
  variantLine: string | null;
  /** The rendition's media playlist as served; null until fetched. */
  playlist: string | null;
  /** Init segment and segments in the playlist (0 until it is fetched). */
  pieceCount: number;
  storedPieces: number;
  storedBytes: number;
  state: DownloadState;
  problem: DownloadProblem | null;
  /**
   * The poster's bytes and type. Not a Blob: WebKit refuses Blobs in IndexedDB in an ephemeral
   * session (WebKitGTK under WebDriver; a transaction error with no reason), which failed every download
   * there. Downloads made before kept a Blob, which reads the same way.
   */
  poster: { bytes: ArrayBuffer; type: string } | Blob | null;
  createdAt: number;
  completedAt: number | null;
}

export interface StoredPiece {
  id: string;
  index: number;
  data: ArrayBuffer;
}

/** Whether the server still renews the licence: yes, refused (refund, no access), or signed out. */
export type Renewal = 'ok' | 'refused' | 'signedOut';

export interface KeptLicence {
  id: string;
  licence: OfflineLicence;
  key: CryptoKey;
  /** The device clock when the licence arrived; its 30 days are counted on this clock from here. */
  receivedAt: number;
  validUntil: number;
  /** The latest device time seen: a clock set back does not stretch the licence. */
  lastSeenAt: number;
  renewal: Renewal;
}

export const DOWNLOADS_DB_NAME = 'academy-downloads';

export const downloadsDb = new Dexie(DOWNLOADS_DB_NAME) as Dexie & {
  lessons: EntityTable<DownloadRecord, 'id'>;
  pieces: EntityTable<StoredPiece, 'id'>;
  licences: EntityTable<KeptLicence, 'id'>;
};

downloadsDb.version(1).stores({
  lessons: 'id, userId',
  pieces: '[id+index], id',
  licences: 'id',
});

export const downloadId = (userId: string, videoId: string) => `${userId}:${videoId}`;

/** Drops a download's pieces, licence and key, and applies `then` in the same transaction. */
export function dropDownloadData(id: string, then: () => Promise<unknown>): Promise<void> {
  return downloadsDb.transaction(
    'rw',
    downloadsDb.lessons,
    downloadsDb.pieces,
    downloadsDb.licences,
    async () => {
      await downloadsDb.pieces.where('id').equals(id).delete();
      await downloadsDb.licences.delete(id);
      await then();
    },
  );
}
