import { describe, expect, it } from 'vitest';
import { measureBandwidth, renderMasterPlaylist } from './master-playlist.ts';

const seg = (durationSeconds: number, bytes: number) => ({ uri: 'x.m4s', durationSeconds, bytes });

describe('measureBandwidth', () => {
  it('gives the busiest segment as the peak and all bytes over all seconds as the average', () => {
    expect(measureBandwidth([seg(4, 100_000), seg(4, 300_000), seg(4, 200_000)])).toEqual({
      peak: 600_000,
      average: 400_000,
    });
  });

  it('leaves a short closing segment out of the peak but not out of the average', () => {
    // 0.5 s holding a 40 KB keyframe reads as 640 kbit/s, far above what the link ever carries.
    const { peak, average } = measureBandwidth([
      seg(4, 100_000),
      seg(4, 150_000),
      seg(0.5, 40_000),
    ]);
    expect(peak).toBe(300_000);
    expect(average).toBe(Math.ceil((290_000 * 8) / 8.5));
  });

  it('still measures a video made of one short segment', () => {
    expect(measureBandwidth([seg(1.5, 30_000)]).peak).toBe(160_000);
  });
});

describe('renderMasterPlaylist', () => {
  it('writes measured bandwidths, size, frame rate and codecs for each variant', () => {
    const text = renderMasterPlaylist([
      {
        uri: '360p/index.m3u8',
        width: 640,
        height: 360,
        frameRate: 30,
        codecs: 'avc1.64001e,mp4a.40.2',
        segments: [seg(4, 200_000)],
      },
      { uri: 'audio/index.m3u8', codecs: 'mp4a.40.2', segments: [seg(4, 32_000)] },
    ]);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=400000,RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.64001e,mp4a.40.2",CLOSED-CAPTIONS=NONE',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,AVERAGE-BANDWIDTH=64000,CODECS="mp4a.40.2",CLOSED-CAPTIONS=NONE',
      'audio/index.m3u8',
      '',
    ]);
  });
});
