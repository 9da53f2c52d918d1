import { describe, expect, it } from 'vitest';
import { chooseLadder } from '../ladder/choose-ladder.ts';
import { buildTranscodeArgs, scaleParents, sourceCarries } from './ffmpeg-args.ts';

const ladderOf = (displayWidth: number, displayHeight: number) =>
  chooseLadder({ displayWidth, displayHeight, fps: 30, hasAudio: true });

/** For each rung, the name of the picture it is scaled from (`source` for the full picture). */
const scaledFrom = (width: number, height: number) => {
  const rungs = ladderOf(width, height).video;
  return Object.fromEntries(
    scaleParents(rungs).map((parent, i) => [
      rungs[i]!.name,
      parent < 0 ? 'source' : rungs[parent]!.name,
    ]),
  );
};

describe('scaleParents', () => {
  it('scales each rung from the smallest bigger rung it divides by a whole number', () => {
    expect(scaledFrom(1280, 720)).toEqual({
      '720p': 'source',
      '360p': '720p',
      '240p': '720p',
      '180p': '360p',
    });
    expect(scaledFrom(1920, 1080)).toEqual({
      '1080p': 'source',
      '720p': 'source',
      '540p': '1080p',
      '360p': '720p',
      '270p': '540p',
    });
    expect(scaledFrom(1080, 1920)).toEqual(scaledFrom(1920, 1080));
  });

  it('scales from the full picture when a stage has no bigger rung that divides', () => {
    const rungs = ladderOf(1280, 720).video.slice(1);
    expect(scaleParents(rungs)).toEqual([-1, -1, 0]);
  });
});

describe('buildTranscodeArgs', () => {
  it('feeds every rung its own scaled picture once, split only where one feeds several', () => {
    const args = buildTranscodeArgs({
      input: 'in.mp4',
      watermark: null,
      ladder: ladderOf(1280, 720),
      hasAudio: false,
    });
    const graph = args[args.indexOf('-filter_complex') + 1]!.split(';');
    expect(graph).toEqual([
      '[0:v]fps=30,setsar=1,format=yuv420p[base]',
      '[base]null[in0]',
      '[in0]scale=1280:720:flags=bicubic,split=3[v0][in1][in2]',
      '[in1]scale=640:360:flags=bicubic,split=2[v1][in3]',
      '[in2]scale=426:240:flags=bicubic[v2]',
      '[in3]scale=320:180:flags=bicubic[v3]',
    ]);
  });
});

describe('x264 effort per rung', () => {
  it('analyses motion more cheaply (subme 1) on rungs of 540p and up, and keeps veryfast on the small ones', () => {
    const args = buildTranscodeArgs({
      input: 'in.mp4',
      watermark: null,
      ladder: chooseLadder({ displayWidth: 1920, displayHeight: 1080, fps: 30, hasAudio: false }),
      hasAudio: false,
    });
    const outputs = args.join(' ').split('-map ').slice(1);
    const effort = outputs.map((o) => [
      /-hls_segment_filename (\w+)\//.exec(o)![1],
      /-x264-params (\S+)/.exec(o)?.[1] ?? 'veryfast',
    ]);
    expect(effort).toEqual([
      ['1080p', 'subme=1'],
      ['720p', 'subme=1'],
      ['540p', 'subme=1'],
      ['360p', 'veryfast'],
      ['270p', 'veryfast'],
    ]);
  });
});

describe('sourceCarries', () => {
  const phone = {
    codec: 'aac',
    profile: 'LC',
    sampleRate: 48_000,
    channels: 2,
    bitRate: 125_000,
  };
  const stereo = { bitrate: 128_000, channels: 2 } as const;

  it("copies a source's AAC-LC 48 kHz sound that is no bigger than the rendition's", () => {
    expect(sourceCarries(phone, stereo)).toBe(true);
    expect(sourceCarries({ ...phone, channels: 1 }, stereo)).toBe(true);
  });

  it('encodes anything else: more bits or channels, another rate or codec, or an unknown bit rate', () => {
    expect(sourceCarries(undefined, stereo)).toBe(false);
    expect(sourceCarries({ ...phone, bitRate: 192_000 }, stereo)).toBe(false);
    expect(sourceCarries(phone, { bitrate: 48_000, channels: 1 })).toBe(false);
    expect(sourceCarries({ ...phone, sampleRate: 44_100 }, stereo)).toBe(false);
    expect(sourceCarries({ ...phone, profile: 'HE-AAC' }, stereo)).toBe(false);
    expect(sourceCarries({ ...phone, codec: 'opus' }, stereo)).toBe(false);
    expect(sourceCarries({ ...phone, bitRate: null }, stereo)).toBe(false);
  });

  it('maps a sound the source carries from the source itself, without reading the file twice', () => {
    const ladder = chooseLadder({
      displayWidth: 1280,
      displayHeight: 720,
      fps: 30,
      hasAudio: true,
    });
    const args = buildTranscodeArgs({
      input: 'in.mp4',
      watermark: null,
      ladder: { ...ladder, video: ladder.video.slice(0, 2) },
      hasAudio: true,
      encodedAudio: [
        { ...stereo, file: 'in.mp4' },
        { bitrate: 48_000, channels: 1, file: 'mono.m4a' },
      ],
    });
    expect(args.filter((a, i) => args[i - 1] === '-i')).toEqual(['in.mp4', 'mono.m4a']);
    const outputs = args.join(' ').split('-map [').slice(1);
    expect(outputs[0]).toContain('-map 0:a:0 -c:a copy');
    expect(outputs[1]).toContain('-map 1:a:0 -c:a copy');
  });
});
