import type { UploadStatusData } from '@academy/shared';

/**
 * The API's side of a tus upload (api/src/media/tus-uploads.ts), as plain functions the upload class
 * and the tests share.
 */
export const UPLOAD_ENDPOINT = '/api/uploads';

/** The lesson fields sent with a file (spec 001 §3 upload payload); `videoId` replaces a file. */
export interface VideoUploadFields {
  courseId?: string;
  videoId?: string;
  title?: string;
  description?: string;
  /** Position + 1. */
  order?: number;
  isFreePreview?: boolean;
  /** "m:ss" or "h:mm:ss"; empty lets the server measure it. */
  duration?: string;
}

/** tus `Upload-Metadata`: strings only, nothing empty (the API reads blanks as absent anyway). */
export function uploadMetadata(
  fields: VideoUploadFields,
  filename: string,
): Record<string, string> {
  const metadata: Record<string, string> = {};
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value === undefined) return;
    const text = String(value).trim();
    if (text !== '') metadata[key] = text;
  };
  put('courseId', fields.courseId);
  put('videoId', fields.videoId);
  put('title', fields.title);
  put('description', fields.description);
  put('order', fields.order);
  put(
    'isFreePreview',
    fields.isFreePreview === undefined ? undefined : String(fields.isFreePreview),
  );
  put('duration', fields.duration);
  put('filename', filename);
  return metadata;
}

/**
 * What, besides the file, makes two uploads "the same" for resuming: every field. The server took the
 * fields when the upload was created, so a changed title must not continue an upload carrying the old
 * one; the same file for another course or lesson must not either.
 */
export function uploadFingerprintScope(fields: VideoUploadFields): string {
  const text = JSON.stringify(
    Object.entries(uploadMetadata(fields, '')).sort(([a], [b]) => a.localeCompare(b)),
  );
  // FNV-1a, 32 bits: a short key for local storage, not a secret.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Whether a PATCH carries the file's last bytes (its offset plus one chunk reaches the end). */
export function isFinalChunk(
  req: { getHeader(name: string): string | undefined },
  chunkSize: number,
  fileSize: number,
): boolean {
  const offset = Number(req.getHeader('Upload-Offset'));
  return Number.isFinite(offset) && offset + chunkSize >= fileSize;
}

/** The upload id is the last part of its address (`/api/uploads/{id}`). */
export function uploadIdOf(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://x').pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * `GET /api/uploads/{id}/video`: accepted (with the video), rejected (with the reason) or still
 * uploading; null when the server does not know the upload (expired or never created). Throws when the
 * server cannot be reached.
 */
export async function fetchUploadStatus(
  uploadUrl: string,
  token: string | null,
): Promise<UploadStatusData | null> {
  const response = await fetch(
    `${UPLOAD_ENDPOINT}/${encodeURIComponent(uploadIdOf(uploadUrl))}/video`,
    {
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      cache: 'no-store',
    },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`upload status ${response.status}`);
  const body = (await response.json()) as { data?: UploadStatusData };
  if (!body.data) throw new Error('upload status without data');
  return body.data;
}
