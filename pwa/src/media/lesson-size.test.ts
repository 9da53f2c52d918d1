import type { RenditionSize } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { DEFAULT_BANDWIDTH_ESTIMATE, MAX_START_ESTIMATE } from './bandwidth-memory.ts';
import { playlistForDataSaver } from './data-saver-playlist.ts';
import { courseBytes, formatMegabytes, sizeThatPlays } from './lesson-size.ts';
import { masterVariants, startVariant } from './lesson-prefetch.ts';

/** A lesson as the API lists it (pictures smallest first, then audio only). */
const LESSON: RenditionSize[] = [
  { name: '180p', height: 180, bandwidth: 150_000, bytes: 5_600_000 },
  { name: '360p', height: 360, bandwidth: 420_000, bytes: 15_800_000 },
  { name: '720p', height: 720, bandwidth: 1_400_000, bytes: 52_400_000 },
  { name: 'audio', height: null, bandwidth: 66_000, bytes: 2_480_000 },
];

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=1500000,AVERAGE-BANDWIDTH=1400000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",CLOSED-CAPTIONS=NONE',
  '/api/media/v/1/720p/index.m3u8?sig=a',
  '#EXT-X-STREAM-INF:BANDWIDTH=450000,AVERAGE-BANDWIDTH=420000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",CLOSED-CAPTIONS=NONE',
  '/api/media/v/1/360p/index.m3u8?sig=b',
  '#EXT-X-STREAM-INF:BANDWIDTH=160000,AVERAGE-BANDWIDTH=150000,RESOLUTION=320x180,CODECS="avc1.64000d,mp4a.40.2",CLOSED-CAPTIONS=NONE',
  '/api/media/v/1/180p/index.m3u8?sig=c',
  '#EXT-X-STREAM-INF:BANDWIDTH=70000,AVERAGE-BANDWIDTH=66000,CODECS="mp4a.40.2",CLOSED-CAPTIONS=NONE',
  '/api/media/v/1/audio/index.m3u8?sig=d',
  '',
].join('\n');

const listed = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

beforeAll(async () => {
  await initTestI18n('en');
});

describe('the size that plays', () => {
  it('is the smallest picture, or sound only, when the data saver says so', () => {
    expect(sizeThatPlays(LESSON, 'smallest', 5_000_000)?.name).toBe('180p');
    expect(sizeThatPlays(LESSON, 'audio', 5_000_000)?.name).toBe('audio');
  });

  it('falls back to the smallest picture for audio only when a lesson has no sound', () => {
    const silent = LESSON.filter((s) => s.height !== null);
    expect(sizeThatPlays(silent, 'audio', 300_000)?.name).toBe('180p');
  });

  it('with the data saver off, is the rendition the player starts on for the estimate', () => {
    expect(sizeThatPlays(LESSON, 'off', DEFAULT_BANDWIDTH_ESTIMATE)?.name).toBe('180p');
    expect(sizeThatPlays(LESSON, 'off', 500_000)?.name).toBe('360p');
    expect(sizeThatPlays(LESSON, 'off', MAX_START_ESTIMATE)?.name).toBe('360p');
    expect(sizeThatPlays(LESSON, 'off', 2_000_000)?.name).toBe('720p');
    // Never sound only while there are pictures, as Shaka.
    expect(sizeThatPlays(LESSON, 'off', 100_000)?.name).toBe('180p');
  });

  it("chooses by the peak bandwidth, as Shaka reads the master playlist's BANDWIDTH", () => {
    // Measured on a 5-minute lesson: by the averages 240p would start at 300 kbit/s; Shaka takes 180p.
    const measured: RenditionSize[] = [
      { name: '180p', height: 180, bandwidth: 233_000, peakBandwidth: 330_000, bytes: 8_760_723 },
      { name: '240p', height: 240, bandwidth: 281_000, peakBandwidth: 400_000, bytes: 10_539_543 },
      { name: '360p', height: 360, bandwidth: 445_000, peakBandwidth: 640_000, bytes: 16_695_763 },
    ];
    expect(sizeThatPlays(measured, 'off', DEFAULT_BANDWIDTH_ESTIMATE)?.name).toBe('180p');
    expect(sizeThatPlays(measured, 'off', MAX_START_ESTIMATE)?.name).toBe('360p');
  });

  it('is unknown for a lesson without sizes', () => {
    expect(sizeThatPlays([], 'off', 300_000)).toBeNull();
    expect(sizeThatPlays([], 'audio', 300_000)).toBeNull();
  });

  it("adds up a course at the chosen quality, and gives no total when a lesson's size is unknown", () => {
    expect(courseBytes([{ sizes: LESSON }, { sizes: LESSON }], 'audio', 300_000)).toBe(4_960_000);
    expect(courseBytes([{ sizes: LESSON }, { sizes: LESSON }], 'smallest', 300_000)).toBe(
      11_200_000,
    );
    expect(courseBytes([{ sizes: LESSON }, { sizes: [] }], 'off', 300_000)).toBeNull();
    expect(courseBytes([], 'off', 300_000)).toBeNull();
  });
});

describe('megabytes as a learner reads them', () => {
  it('shows one decimal under 100 MB and whole megabytes above', () => {
    expect(formatMegabytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatMegabytes(2_080_000, 'en')).toBe('2.1 MB');
    expect(formatMegabytes(123_456_789, 'en')).toBe('123 MB');
    expect(formatMegabytes(1_234_567_890, 'en')).toBe('1,235 MB');
  });

  it('never says 0.0 MB for a lesson that costs something', () => {
    expect(formatMegabytes(20_000, 'en')).toBe('0.1 MB');
    expect(formatMegabytes(0, 'en')).toBe('0.0 MB');
  });

  it('words the unit in Tigrinya', () => {
    expect(formatMegabytes(12_345_678, 'ti')).toBe('12.3 ሜባ');
  });
});

describe('the master playlist the data saver leaves to the player', () => {
  it('keeps only the smallest picture', () => {
    const kept = playlistForDataSaver(MASTER, 'smallest');
    expect(listed(kept)).toEqual(['/api/media/v/1/180p/index.m3u8?sig=c']);
    expect(kept).toContain('RESOLUTION=320x180');
    expect(kept.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n')).toBe(true);
  });

  it('keeps only sound for audio only, and the smallest picture when there is no sound', () => {
    expect(listed(playlistForDataSaver(MASTER, 'audio'))).toEqual([
      '/api/media/v/1/audio/index.m3u8?sig=d',
    ]);
    const silent = MASTER.replace(
      /#EXT-X-STREAM-INF:[^\n]*mp4a\.40\.2",[^\n]*\n[^\n]*audio[^\n]*\n/,
      '',
    );
    expect(listed(silent)).toHaveLength(3);
    expect(listed(playlistForDataSaver(silent, 'audio'))).toEqual([
      '/api/media/v/1/180p/index.m3u8?sig=c',
    ]);
  });

  it('leaves the list alone when off, and media playlists always', () => {
    expect(playlistForDataSaver(MASTER, 'off')).toBe(MASTER);
    const media =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:1.0,\nseg_0000.m4s\n#EXT-X-ENDLIST\n';
    expect(playlistForDataSaver(media, 'smallest')).toBe(media);
  });

  it('makes the prefetch start on the rendition the data saver keeps, whatever the estimate', () => {
    const base = 'http://localhost/api/media/v/1/master.m3u8';
    const pick = (mode: 'off' | 'smallest' | 'audio') =>
      startVariant(masterVariants(playlistForDataSaver(MASTER, mode), base), 5_000_000)?.uri;
    expect(pick('off')).toContain('/720p/');
    expect(pick('smallest')).toContain('/180p/');
    expect(pick('audio')).toContain('/audio/');
  });
});
