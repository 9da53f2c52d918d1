import { describe, expect, it } from 'vitest';
import { isLinkExpiring, isUsableLink } from './link-expiry.ts';
import { keyAction } from './player-keys.ts';
import { firstSegments, lessonKeyId, masterVariants, startVariant } from './lesson-prefetch.ts';

const at = { currentTime: 30, duration: 200, volume: 0.5, seekStep: 10, volumeStep: 0.1 };

describe('player keys (spec 000 §2 Player controls)', () => {
  it('0 goes to the start and 9 to 90 %', () => {
    expect(keyAction('0', at)).toEqual({ kind: 'seek', time: 0 });
    expect(keyAction('9', at)).toEqual({ kind: 'seek', time: 180 });
  });

  it('the arrows skip by the skip step, never past either end', () => {
    expect(keyAction('ArrowRight', at)).toEqual({ kind: 'seek', time: 40 });
    expect(keyAction('ArrowLeft', at)).toEqual({ kind: 'seek', time: 20 });
    expect(keyAction('ArrowLeft', { ...at, currentTime: 4 })).toEqual({ kind: 'seek', time: 0 });
    expect(keyAction('ArrowRight', { ...at, currentTime: 195 })).toEqual({
      kind: 'seek',
      time: 200,
    });
  });

  it('up and down change the volume by the volume step, between 0 and 1', () => {
    expect(keyAction('ArrowUp', { ...at, volume: 0.7 })).toEqual({ kind: 'volume', volume: 0.8 });
    expect(keyAction('ArrowDown', { ...at, volume: 0.05 })).toEqual({ kind: 'volume', volume: 0 });
    expect(keyAction('ArrowUp', { ...at, volume: 0.95 })).toEqual({ kind: 'volume', volume: 1 });
  });

  it('space and k play or pause, m mutes, f is full screen, other keys do nothing', () => {
    expect(keyAction(' ', at)).toEqual({ kind: 'toggle' });
    expect(keyAction('k', at)).toEqual({ kind: 'toggle' });
    expect(keyAction('m', at)).toEqual({ kind: 'mute' });
    expect(keyAction('f', at)).toEqual({ kind: 'fullscreen' });
    expect(keyAction('x', at)).toBeNull();
  });
});

describe('signed links (spec 000 §4 Video link)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('count as expired within 5 minutes of their end', () => {
    expect(isLinkExpiring('2026-01-01T12:04:59Z', now)).toBe(true);
    expect(isLinkExpiring('2026-01-01T12:05:00Z', now)).toBe(true);
    expect(isLinkExpiring('2026-01-01T12:06:00Z', now)).toBe(false);
    expect(isLinkExpiring(null, now)).toBe(false);
  });

  it('are usable unless empty, the text undefined, or the page itself', () => {
    const page = 'https://academy.test/course/1/watch/2';
    expect(isUsableLink('/api/media/v/1/master.m3u8?sig=x', page)).toBe(true);
    expect(isUsableLink('', page)).toBe(false);
    expect(isUsableLink('undefined', page)).toBe(false);
    expect(isUsableLink(page, page)).toBe(false);
  });
});

describe("the lesson's first bytes fetched at once", () => {
  it('is named by the lesson and version of the master link and of the key link alike', () => {
    const master = '/api/media/abc-1/v3/master.m3u8?exp=1&sig=x';
    const key = 'http://academy.test/api/videos/abc-1/key?v=3';
    expect(lessonKeyId(master)).toBe('abc-1:3');
    expect(lessonKeyId(key)).toBe('abc-1:3');
    expect(lessonKeyId('/api/media/abc-1/v3/360p/seg_0001.m4s')).toBe('abc-1:3');
    expect(lessonKeyId('/api/courses/abc-1')).toBeNull();
  });
});

describe('the rung and segments fetched before Shaka asks', () => {
  const base = 'http://academy.test/api/media/abc-1/v3/master.m3u8?exp=1&sig=m';
  const master = [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=676416,AVERAGE-BANDWIDTH=628848,RESOLUTION=640x360',
    '/api/media/abc-1/v3/360p/index.m3u8?exp=1&sig=a',
    '#EXT-X-STREAM-INF:BANDWIDTH=273152,AVERAGE-BANDWIDTH=260352,RESOLUTION=320x180',
    '/api/media/abc-1/v3/180p/index.m3u8?exp=1&sig=b',
    '#EXT-X-STREAM-INF:BANDWIDTH=66511,CODECS="mp4a.40.2"',
    '/api/media/abc-1/v3/audio/index.m3u8?exp=1&sig=c',
  ].join('\n');

  it('reads every variant with its bandwidth and resolved link', () => {
    expect(masterVariants(master, base)).toEqual([
      {
        bandwidth: 676416,
        uri: 'http://academy.test/api/media/abc-1/v3/360p/index.m3u8?exp=1&sig=a',
        video: true,
      },
      {
        bandwidth: 273152,
        uri: 'http://academy.test/api/media/abc-1/v3/180p/index.m3u8?exp=1&sig=b',
        video: true,
      },
      {
        bandwidth: 66511,
        uri: 'http://academy.test/api/media/abc-1/v3/audio/index.m3u8?exp=1&sig=c',
        video: false,
      },
    ]);
    expect(masterVariants('not a playlist', base)).toEqual([]);
  });

  it("picks the rung Shaka's ABR starts on for an estimate", () => {
    const variants = masterVariants(master, base);
    const rung = (estimate: number) => startVariant(variants, estimate)?.uri.split('/')[7];
    // The first-visit estimate, 300 kbit/s, starts on 180p (273 kbit/s / 0.95 = 288 kbit/s).
    expect(rung(300_000)).toBe('180p');
    expect(rung(1_600_000)).toBe('360p');
    // Like Shaka: the lowest picture, never the audio-only rendition while there are pictures.
    expect(rung(100_000)).toBe('180p');
    const audioOnly = variants.filter((v) => !v.video);
    expect(startVariant(audioOnly, 100_000)?.uri).toContain('/audio/');
    expect(startVariant([], 300_000)).toBeNull();
  });

  it('finds the init segment and the segment holding the start position', () => {
    const media = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="/api/media/abc-1/v3/180p/init.mp4?sig=i"',
      '#EXTINF:1.000000,',
      '/api/media/abc-1/v3/180p/seg_0000.m4s?sig=0',
      '#EXTINF:2.000000,',
      '/api/media/abc-1/v3/180p/seg_0001.m4s?sig=1',
      '#EXTINF:2.000000,',
      '/api/media/abc-1/v3/180p/seg_0002.m4s?sig=2',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const at = (seconds: number) =>
      firstSegments(media, base, seconds)?.map((u) => u.slice(u.lastIndexOf('/') + 1));
    expect(at(0)).toEqual(['init.mp4?sig=i', 'seg_0000.m4s?sig=0']);
    expect(at(1)).toEqual(['init.mp4?sig=i', 'seg_0001.m4s?sig=1']);
    expect(at(4.5)).toEqual(['init.mp4?sig=i', 'seg_0002.m4s?sig=2']);
    expect(firstSegments(media, base, 60)).toBeNull();
  });
});
