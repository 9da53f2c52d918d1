import { describe, expect, it } from 'vitest';
import { mediaSupportOf, playlistUrlFor, usesNativeHls, type MediaSupport } from './native-hls.ts';

/**
 * Which master playlist link the player loads (issue 27 §4): the DRM session goes on it only for the
 * browser's own HLS player, which cannot send the token; no engine here takes that path, so the
 * choice is tested here and the API's side with ffmpeg's HLS player (api/src/media/native-hls.test.ts).
 */
const MASTER = '/api/media/v1/v2/master.m3u8?exp=1780000000&sig=ab%2Fcd';
const SESSION = '0123456789abcdef0123456789abcdef';

/** A <video> that answers canPlayType for HLS as `answer`. */
const videoSaying = (answer: '' | 'maybe' | 'probably') =>
  ({
    canPlayType: (type: string) => (type.includes('mpegurl') ? answer : ''),
  }) as unknown as HTMLVideoElement;

describe('mediaSupportOf', () => {
  it('finds MSE under either name and native HLS by what the <video> says', () => {
    expect(mediaSupportOf(videoSaying(''), { MediaSource: class {} })).toEqual({
      mediaSource: true,
      nativeHls: false,
    });
    expect(mediaSupportOf(videoSaying('maybe'), { ManagedMediaSource: class {} })).toEqual({
      mediaSource: true,
      nativeHls: true,
    });
    expect(mediaSupportOf(videoSaying('maybe'), {})).toEqual({
      mediaSource: false,
      nativeHls: true,
    });
  });
});

describe('playlistUrlFor', () => {
  const chromium: MediaSupport = { mediaSource: true, nativeHls: false };
  // Safari from iOS 17.1 has ManagedMediaSource and plays its own HLS too: Shaka still streams.
  const newerIphone: MediaSupport = { mediaSource: true, nativeHls: true };
  const olderIphone: MediaSupport = { mediaSource: false, nativeHls: true };

  it('leaves the link alone wherever Shaka streams through MSE', () => {
    expect(usesNativeHls(chromium)).toBe(false);
    expect(usesNativeHls(newerIphone)).toBe(false);
    expect(playlistUrlFor(MASTER, chromium, SESSION)).toBe(MASTER);
    expect(playlistUrlFor(MASTER, newerIphone, SESSION)).toBe(MASTER);
  });

  it("adds the session for the browser's own HLS player, keeping the signed parameters as they are", () => {
    expect(usesNativeHls(olderIphone)).toBe(true);
    expect(playlistUrlFor(MASTER, olderIphone, SESSION)).toBe(`${MASTER}&session=${SESSION}`);
    expect(playlistUrlFor('/master.m3u8', olderIphone, SESSION)).toBe(
      `/master.m3u8?session=${SESSION}`,
    );
  });

  it('tries the plain link when no session could be had (a free preview needs no key token)', () => {
    expect(playlistUrlFor(MASTER, olderIphone, null)).toBe(MASTER);
  });
});
