import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveMediaSecret } from './media-keys.ts';
import type { LinkCheck } from './signed-links.ts';

/**
 * Signed key links for native HLS players (issue 27 §4). Safari's own HLS player on iPhones without
 * Media Source Extensions (before iOS 17.1) fetches the `#EXT-X-KEY` URI itself and cannot add the
 * `Authorization` header the key route otherwise needs. A key link carries its permission instead:
 * `/api/videos/<id>/key?v=<version>&s=<session>&exp=<unix s>&sig=<HMAC>`, bound to one viewer's DRM
 * session (GET /api/drm/videos/{id}), so it stops working when that session ends or expires, and to
 * one video version. Short-lived: a native player fetches the key as soon as it reads the playlist.
 */

export const KEY_LINK_LIFETIME_SECONDS = 10 * 60;

export class KeyLinks {
  private readonly secret: Buffer;

  constructor(
    masterKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = deriveMediaSecret(masterKey, 'key link signing');
  }

  /** Unix seconds at which a key link made now expires, never after its session does. */
  expiry(sessionExpiresAt: Date): number {
    const at = Math.floor(this.now() / 1000) + KEY_LINK_LIFETIME_SECONDS;
    return Math.min(at, Math.floor(sessionExpiresAt.getTime() / 1000));
  }

  private signature(videoId: string, version: number, sessionId: string, exp: number): string {
    return createHmac('sha256', this.secret)
      .update(`key\n${videoId}\n${version}\n${sessionId}\n${exp}`)
      .digest('base64url');
  }

  url(videoId: string, version: number, sessionId: string, exp: number): string {
    const sig = this.signature(videoId, version, sessionId, exp);
    return `/api/videos/${videoId}/key?v=${version}&s=${sessionId}&exp=${exp}&sig=${sig}`;
  }

  /** Checks a key link's query in constant time (a different session id is a bad signature). */
  check(videoId: string, version: number, sessionId: string, exp: string, sig: string): LinkCheck {
    if (!/^\d{1,12}$/.test(exp)) return 'invalid';
    const expected = Buffer.from(this.signature(videoId, version, sessionId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) * 1000 <= this.now() ? 'expired' : 'ok';
  }
}
