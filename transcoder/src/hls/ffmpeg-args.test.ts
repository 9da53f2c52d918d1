import { describe, expect, it } from 'vitest';
import { chooseLadder } from '../ladder/choose-ladder.ts';
import { buildTranscodeArgs, scaleParents } from './ffmpeg-args.ts';

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
