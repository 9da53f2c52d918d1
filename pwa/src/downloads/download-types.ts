import type { DownloadRecord } from './download-db.ts';
import type { IndexEntry } from './downloads-index.ts';
import type { LicenceVerdict } from './licence-rules.ts';

/**
 * The downloads' types, apart from the hooks that give them (use-download.ts, use-download-list.ts,
 * use-offline-lesson.ts): the lazily loaded code that computes them (download-actions.ts) imports
 * them from here, not from the hooks, which load that code (no file cycle).
 */
export type DownloadSummary = Pick<
  DownloadRecord,
  | 'id'
  | 'videoId'
  | 'courseId'
  | 'courseTitle'
  | 'lesson'
  | 'rendition'
  | 'state'
  | 'problem'
  | 'storedBytes'
  | 'pieceCount'
  | 'storedPieces'
>;

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
