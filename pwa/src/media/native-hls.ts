/**
 * iPhones without Media Source Extensions (before iOS 17.1's ManagedMediaSource): Shaka Player hands
 * the master playlist to Safari's own HLS player (`<video src>`), which fetches playlists, key and
 * segments itself and cannot add the `Authorization` header to the key request. Asked for with
 * `&session=<DRM session id>`, the API serves playlists whose key is a signed key link bound to that
 * session (api/src/media/native-hls.ts, docs/browsers.md "iPhones and native HLS"). The flag is added
 * only on that path: everywhere else Shaka sends the header and the plain links stay as they are.
 */

/** What this browser offers for HLS; read once per player (`mediaSupportOf`). */
export interface MediaSupport {
  /** `MediaSource` or `ManagedMediaSource` exists: Shaka plays through it. */
  mediaSource: boolean;
  /** The `<video>` says it can play an HLS playlist itself. */
  nativeHls: boolean;
}

const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl'];

export function mediaSupportOf(video: HTMLVideoElement, scope: object = globalThis): MediaSupport {
  return {
    mediaSource: 'MediaSource' in scope || 'ManagedMediaSource' in scope,
    nativeHls: HLS_TYPES.some((type) => video.canPlayType(type) !== ''),
  };
}

/** Shaka falls back to the browser's own HLS player only when there is no MSE of any kind. */
export function usesNativeHls(support: MediaSupport): boolean {
  return !support.mediaSource && support.nativeHls;
}

/**
 * The master playlist link to load: unchanged for Shaka's own streaming; with the DRM session for
 * the browser's own HLS player. Without a session there (it could not be opened) the plain link is
 * still tried: a free preview's key needs no header.
 */
export function playlistUrlFor(
  url: string,
  support: MediaSupport,
  sessionId: string | null,
): string {
  if (!usesNativeHls(support) || !sessionId) return url;
  // Appended, not rebuilt: the signed parameters stay byte for byte as the API wrote them.
  return `${url}${url.includes('?') ? '&' : '?'}session=${encodeURIComponent(sessionId)}`;
}
