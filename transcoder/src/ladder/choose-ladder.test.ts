import { describe, expect, it } from 'vitest';
import { chooseLadder } from './choose-ladder.ts';

const source = (displayWidth: number, displayHeight: number, fps = 30, hasAudio = true) => ({
  displayWidth,
  displayHeight,
  fps,
  hasAudio,
});

describe('chooseLadder', () => {
  it('gives a 1080p screencast whole-divisor rungs plus 720p', () => {
    const ladder = chooseLadder(source(1920, 1080));
    expect(ladder.video.map((r) => `${r.width}x${r.height}`)).toEqual([
      '1920x1080',
      '1280x720',
      '960x540',
      '640x360',
      '480x270',
    ]);
    expect(ladder.audio).toEqual({ name: 'audio', bitrate: 48_000, channels: 1 });
    // Speech: the small rungs carry mono sound at 48 kbit/s and a higher CRF (issue 28).
    expect(ladder.video.map((r) => [r.crf, r.audioBitrate, r.audioChannels])).toEqual([
      [23, 128_000, 2],
      [23, 128_000, 2],
      [23, 128_000, 2],
      [27, 48_000, 1],
      [27, 48_000, 1],
    ]);
  });

  it('never upscales a small source', () => {
    const ladder = chooseLadder(source(640, 360));
    expect(ladder.video.map((r) => r.height)).toEqual([360, 180]);
    expect(Math.max(...ladder.video.map((r) => r.width))).toBeLessThanOrEqual(640);
  });

  it('caps a 4K source at 1080p', () => {
    expect(chooseLadder(source(3840, 2160)).video[0]).toMatchObject({ width: 1920, height: 1080 });
  });

  it('keeps a portrait phone video portrait, naming rungs by the short side', () => {
    const ladder = chooseLadder(source(1080, 1920));
    expect(ladder.video[0]).toMatchObject({ name: '1080p', width: 1080, height: 1920 });
    for (const r of ladder.video) expect(r.height).toBeGreaterThan(r.width);
  });

  it('keeps unusual aspect ratios with even dimensions', () => {
    for (const r of chooseLadder(source(1440, 1080)).video) {
      expect(r.width % 2).toBe(0);
      expect(r.height % 2).toBe(0);
      expect(r.width / r.height).toBeCloseTo(4 / 3, 1);
    }
  });

  it('spends fewer bits on smaller rungs, within what weak mobile networks carry', () => {
    const rates = chooseLadder(source(1920, 1080)).video.map((r) => r.maxBitrate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates[0]).toBe(2_500_000);
    expect(rates[rates.length - 1]).toBeLessThan(400_000);
  });

  it('normalises the frame rate to at most 30 with keyframes every 2 seconds', () => {
    expect(chooseLadder(source(1280, 720, 59.94))).toMatchObject({ fps: 30, gop: 120 });
    expect(chooseLadder(source(1280, 720, 25))).toMatchObject({ fps: 25, gop: 100 });
  });

  it('offers no audio rendition for a silent source', () => {
    expect(chooseLadder(source(1280, 720, 30, false)).audio).toBeNull();
  });
});
