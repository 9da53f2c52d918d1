import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
 *
 * Edge links (MEDIA_EDGE_URL set, `npm run cluster`): segments, init files and posters are immutable and
 * already encrypted, so a proxy in front (nginx, or a CDN with the same check) serves them by storage
 * key without Node on the path. The link is nginx's `secure_link`: `?md5=&expires=`, the md5 (base64url)
 * of `<expires><uri> <secret>`, the secret derived from MEDIA_MASTER_KEY for this purpose alone. It
 * binds what today's API links bind (the file and the expiry; neither binds a session: the key route
 * is what checks the learner), but not the version's status: a superseded version's files stay
 * fetchable until the link expires or the worker deletes them, which gives nothing away (no key).
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
    private readonly edgeUrl?: string,
  ) {
    this.secret = deriveMediaSecret(masterKey, 'link signing');
    this.edgeSecret = edgeLinkSecret(masterKey);
  }

  private readonly edgeSecret: string;

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
    if (this.edgeUrl)
      return edgeLink(this.edgeUrl, `${storagePrefix}/${path}`, exp, this.edgeSecret);
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

/** The secret nginx's `secure_link_md5` is configured with (hex; see the header comment). */
export function edgeLinkSecret(masterKey: Buffer): string {
  return deriveMediaSecret(masterKey, 'edge links').toString('hex');
}

/** An nginx `secure_link` link to a stored file: `<edge>/<storage key>?md5=&expires=`. */
export function edgeLink(edgeUrl: string, key: string, exp: number, secret: string): string {
  if (!key.split('/').every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  const url = `${edgeUrl}/${key}`;
  // nginx checks the decoded path it received ($uri), without scheme, host or query.
  const uri = new URL(url, 'http://edge.invalid').pathname;
  const md5 = createHash('md5').update(`${exp}${uri} ${secret}`).digest('base64url');
  return `${url}?md5=${md5}&expires=${exp}`;
}
