import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenditionSize } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BANDWIDTH_ESTIMATE } from './bandwidth-memory.ts';
import { prefetchLesson } from './lesson-prefetch.ts';
import { startPlaylist } from './start-playlist.ts';

const SIZES: RenditionSize[] = [
  { name: '180p', height: 180, bandwidth: 150_000, peakBandwidth: 160_000, bytes: 5_600_000 },
  { name: '360p', height: 360, bandwidth: 420_000, peakBandwidth: 450_000, bytes: 15_800_000 },
  { name: 'audio', height: null, bandwidth: 66_000, peakBandwidth: 70_000, bytes: 2_480_000 },
];
const LINKS = {
  '180p': '/api/media/v/1/180p/index.m3u8?exp=1&sig=c',
  '360p': '/api/media/v/1/360p/index.m3u8?exp=1&sig=b',
  audio: '/api/media/v/1/audio/index.m3u8?exp=1&sig=d',
};

describe('the media playlist a lesson starts on', () => {
  it("is the link of the rendition the lesson's size is shown for", () => {
    const lesson = { sizes: SIZES, playlistUrls: LINKS };
    expect(startPlaylist(lesson, 'off', DEFAULT_BANDWIDTH_ESTIMATE)).toBe(LINKS['180p']);
    expect(startPlaylist(lesson, 'off', 1_000_000)).toBe(LINKS['360p']);
    expect(startPlaylist(lesson, 'smallest', 1_000_000)).toBe(LINKS['180p']);
    expect(startPlaylist(lesson, 'audio', 1_000_000)).toBe(LINKS.audio);
  });

  it('is left to the master playlist without links, or without the peak rates Shaka chooses by', () => {
    expect(startPlaylist({ sizes: SIZES }, 'off', 1_000_000)).toBeNull();
    expect(startPlaylist(undefined, 'off', 1_000_000)).toBeNull();
    const noPeak = SIZES.map(({ peakBandwidth: _, ...size }) => size);
    expect(startPlaylist({ sizes: noPeak, playlistUrls: LINKS }, 'off', 1_000_000)).toBeNull();
    expect(startPlaylist({ sizes: noPeak, playlistUrls: LINKS }, 'smallest', 1)).toBe(
      LINKS['180p'],
    );
  });
});

/**
 * A real HTTP server holds the master playlist's answer until the media playlist has been asked for
 * (or 3 s have passed): a prefetch that waited for the master to learn the link shows up in the order.
 */
/** happy-dom's control of the page's address. */
const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

describe('a lesson prefetched with its start playlist', () => {
  let server: Server;
  let base = '';
  const asked: string[] = [];
  let playlistAsked: () => void = () => undefined;
  const playlistWasAsked = new Promise<void>((resolve) => (playlistAsked = resolve));

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url!.split('?')[0]!;
      asked.push(path);
      const send = (body: string) => res.end(body);
      if (path.endsWith('master.m3u8')) {
        const timeout = new Promise((r) => setTimeout(r, 3000));
        void Promise.race([playlistWasAsked, timeout]).then(() => {
          asked.push('master answered');
          send(
            [
              '#EXTM3U',
              '#EXT-X-STREAM-INF:BANDWIDTH=160000,RESOLUTION=320x180',
              `${base}/api/media/v/1/180p/index.m3u8?exp=1&sig=c`,
              '',
            ].join('\n'),
          );
        });
      } else if (path.endsWith('180p/index.m3u8')) {
        playlistAsked();
        send(
          [
            '#EXTM3U',
            '#EXT-X-MAP:URI="init.mp4?exp=1&sig=i"',
            '#EXTINF:1.0,',
            'seg_0000.m4s?exp=1&sig=s',
            '#EXT-X-ENDLIST',
          ].join('\n'),
        );
      } else send('bytes');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The page comes from the same server, as the app from the API's origin (the key's link is a path).
    page.setURL(`${base}/course/c/watch/v`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterAll(() => page.setURL(pageBefore));
  const pageBefore = window.location.href;

  it('asks for that playlist beside the master, and for nothing twice', async () => {
    await prefetchLesson(
      `${base}/api/media/v/1/master.m3u8?exp=1&sig=m`,
      null,
      DEFAULT_BANDWIDTH_ESTIMATE,
      null,
      'off',
      `${base}/api/media/v/1/180p/index.m3u8?exp=1&sig=c`,
    );
    expect(asked.indexOf('/api/media/v/1/180p/index.m3u8')).toBeLessThan(
      asked.indexOf('master answered'),
    );
    // The master's answer names the same playlist: nothing is asked for twice.
    expect(asked.filter((a) => a.startsWith('/')).sort()).toEqual([
      '/api/media/v/1/180p/index.m3u8',
      '/api/media/v/1/180p/init.mp4',
      '/api/media/v/1/180p/seg_0000.m4s',
      '/api/media/v/1/master.m3u8',
      '/api/videos/v/key',
    ]);
  });
});
