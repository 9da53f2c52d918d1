import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Storage } from '../storage/storage.ts';
import { deriveMediaSecret } from './media-keys.ts';

/**
 * Expiring links to a video's files. In local mode every file is served by the API behind an
 * HMAC-signed URL (`/api/media/<videoId>/v<version>/<path>?exp=&sig=`); with S3 storage, segments,
 * init segments and posters are presigned URLs straight to the bucket, while playlists stay on the API
 * (they are rewritten when served).
 *
 * Lifetime: 2 hours, rounded up to the next quarter hour, so the URLs of one segment stay identical for
 * a quarter of an hour and a browser's cache can serve a replayed lesson.
 */

export const LINK_LIFETIME_SECONDS = 2 * 60 * 60;
const ROUNDING_SECONDS = 15 * 60;

/** Path of a file inside a version's folder: plain names, no `..`, no leading slash. */
const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function isSafeMediaPath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split('/').includes('..') && path.length <= 300;
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export class MediaLinks {
  private readonly secret: Buffer;

  constructor(
    masterKey: Buffer,
    private readonly storage: Pick<Storage, 'driver' | 'presignedGetUrl'>,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = deriveMediaSecret(masterKey, 'link signing');
  }

  /** Unix seconds at which links made now expire. */
  expiry(): number {
    const at = Math.floor(this.now() / 1000) + LINK_LIFETIME_SECONDS;
    return Math.ceil(at / ROUNDING_SECONDS) * ROUNDING_SECONDS;
  }

  private signature(videoId: string, version: number, path: string, exp: number): string {
    return createHmac('sha256', this.secret)
      .update(`${videoId}\n${version}\n${path}\n${exp}`)
      .digest('base64url');
  }

  /** A link the API serves (`GET /api/media/...`). */
  apiUrl(videoId: string, version: number, path: string, exp: number): string {
    if (!isSafeMediaPath(path)) throw new Error(`unsafe media path: ${path}`);
    const sig = this.signature(videoId, version, path, exp);
    return `/api/media/${videoId}/v${version}/${path}?exp=${exp}&sig=${sig}`;
  }

  /** A link to a file that is not a playlist: presigned in S3 mode, else an API link. */
  async fileUrl(
    videoId: string,
    version: number,
    storagePrefix: string,
    path: string,
    exp: number,
  ): Promise<string> {
    if (this.storage.driver === 's3') {
      const seconds = Math.max(60, exp - Math.floor(this.now() / 1000));
      const url = await this.storage.presignedGetUrl(`${storagePrefix}/${path}`, seconds);
      if (url) return url;
    }
    return this.apiUrl(videoId, version, path, exp);
  }

  /** Checks a served link in constant time; `exp` and `sig` come straight from the query string. */
  check(videoId: string, version: number, path: string, exp: unknown, sig: unknown): LinkCheck {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
      return 'invalid';
    }
    const expected = Buffer.from(this.signature(videoId, version, path, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) * 1000 <= this.now() ? 'expired' : 'ok';
  }
}

/** The key route a version's playlists point at. */
export function keyUrl(videoId: string, version: number): string {
  return `/api/videos/${videoId}/key?v=${version}`;
}
