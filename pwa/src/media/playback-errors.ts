/**
 * What went wrong with playback, in the five kinds the admin player names (spec 001 §8 Admin player):
 * aborted, network, decode, unsupported source, anything else. Shaka Player reports its own errors
 * (category and code, https://shaka-player-demo.appspot.com/docs/api/shaka.util.Error.html); a bare
 * <video> reports a MediaError code. Both are folded here, free of Shaka so it can be tested.
 */
export type PlaybackProblemKind = 'aborted' | 'network' | 'decode' | 'unsupported' | 'unknown';

/** The fields of a `shaka.util.Error` this needs. */
export interface ShakaErrorLike {
  category: number;
  code: number;
  data?: unknown[];
}

const CATEGORY = { NETWORK: 1, MEDIA: 3, MANIFEST: 4, PLAYER: 7 } as const;
export const SHAKA_CODE = {
  BAD_HTTP_STATUS: 1001,
  UNABLE_TO_GUESS_MANIFEST_TYPE: 4000,
  MEDIA_SOURCE_OPERATION_FAILED: 3014,
  MEDIA_SOURCE_OPERATION_THREW: 3015,
  VIDEO_ERROR: 3016,
  CONTENT_UNSUPPORTED_BY_BROWSER: 4032,
  LOAD_INTERRUPTED: 7000,
  OPERATION_ABORTED: 7001,
} as const;

/** HTMLMediaElement MediaError codes. */
const MEDIA_ERROR = { ABORTED: 1, NETWORK: 2, DECODE: 3, SRC_NOT_SUPPORTED: 4 } as const;

export function mediaErrorKind(code: number | null | undefined): PlaybackProblemKind {
  switch (code) {
    case MEDIA_ERROR.ABORTED:
      return 'aborted';
    case MEDIA_ERROR.NETWORK:
      return 'network';
    case MEDIA_ERROR.DECODE:
      return 'decode';
    case MEDIA_ERROR.SRC_NOT_SUPPORTED:
      return 'unsupported';
    default:
      return 'unknown';
  }
}

export function shakaErrorKind(error: ShakaErrorLike): PlaybackProblemKind {
  if (error.code === SHAKA_CODE.LOAD_INTERRUPTED || error.code === SHAKA_CODE.OPERATION_ABORTED) {
    return 'aborted';
  }
  if (error.code === SHAKA_CODE.VIDEO_ERROR) {
    return mediaErrorKind(typeof error.data?.[0] === 'number' ? error.data[0] : null);
  }
  if (
    error.code === SHAKA_CODE.CONTENT_UNSUPPORTED_BY_BROWSER ||
    error.code === SHAKA_CODE.UNABLE_TO_GUESS_MANIFEST_TYPE
  ) {
    return 'unsupported';
  }
  if (
    error.code === SHAKA_CODE.MEDIA_SOURCE_OPERATION_FAILED ||
    error.code === SHAKA_CODE.MEDIA_SOURCE_OPERATION_THREW
  ) {
    return 'decode';
  }
  if (error.category === CATEGORY.NETWORK) return 'network';
  return 'unknown';
}

/**
 * An error Shaka passes on without wrapping it. A segment whose bytes are not what was encrypted fails
 * AES decryption (WebCrypto's `OperationError`) and reaches the player as that bare exception: the
 * lesson's bytes cannot be decoded, as much as a decoder's own error.
 */
export function otherErrorKind(error: unknown): PlaybackProblemKind {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
  return name === 'OperationError' ? 'decode' : 'unknown';
}

/** The HTTP status of a failed request Shaka reports (BAD_HTTP_STATUS carries it second), or null. */
export function httpStatusOf(error: ShakaErrorLike): number | null {
  if (error.category !== CATEGORY.NETWORK || error.code !== SHAKA_CODE.BAD_HTTP_STATUS) return null;
  const status = error.data?.[1];
  return typeof status === 'number' ? status : null;
}

/**
 * A 403 on a playlist, segment or key means the signed links expired (or a re-upload replaced the
 * version being played): the player asks for fresh links once and carries on where it was.
 */
export function isExpiredLink(error: ShakaErrorLike): boolean {
  return httpStatusOf(error) === 403;
}

export function isShakaError(value: unknown): value is ShakaErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ShakaErrorLike).code === 'number' &&
    typeof (value as ShakaErrorLike).category === 'number'
  );
}
