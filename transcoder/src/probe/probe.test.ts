import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBinaries } from '../ffmpeg/binaries.ts';
import { runBinary } from '../ffmpeg/run-ffmpeg.ts';
import { transcodeVideo } from '../pipeline.ts';
import { probeVideo } from './probe.ts';
import { NotAVideoError } from './video-info.ts';

const bin = resolveBinaries();
const work = mkdtempSync(path.join(tmpdir(), 'academy-probe-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function ffmpeg(name: string, args: string[]): Promise<string> {
  const file = path.join(work, name);
  await runBinary(bin.ffmpeg, ['-v', 'error', '-y', ...args, file]);
  return file;
}

describe('probeVideo', () => {
  it('reads size, length, frame rate and sound of a plain video', async () => {
    const file = await ffmpeg('plain.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    const info = await probeVideo(file, bin.ffprobe);
    expect(info).toMatchObject({
      width: 320,
      height: 180,
      displayWidth: 320,
      displayHeight: 180,
      rotation: 0,
      fps: 25,
      variableFrameRate: false,
      hasAudio: true,
      videoCodec: 'h264',
      audio: { codec: 'aac', profile: 'LC', channels: 1 },
    });
    expect(info.audio!.sampleRate).toBeGreaterThan(0);
    expect(info.audio!.bitRate).toBeGreaterThan(0);
    expect(info.durationSeconds).toBeGreaterThan(1.9);
    expect(info.durationSeconds).toBeLessThan(2.2);
    expect(info.sizeBytes).toBe((await readFile(file)).length);
  });

  it('flags a variable frame rate, as screen recorders write', async () => {
    // Keeps 5 frames of every 30, then all of the last second, with the timestamps kept as they were.
    const file = await ffmpeg('vfr.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=3'],
      ...['-vf', "select='lt(mod(n\\,30)\\,5)+gt(t\\,2)'", '-vsync', 'vfr'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast'],
    ]);
    const info = await probeVideo(file, bin.ffprobe);
    expect(info.variableFrameRate).toBe(true);
    expect(info.hasAudio).toBe(false);
  });

  it('turns a phone video recorded sideways into its displayed portrait size, and keeps it portrait', async () => {
    const coded = await ffmpeg('coded.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast'],
    ]);
    const rotated = await ffmpeg('rotated.mp4', [
      '-i',
      coded,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
    ]);
    const info = await probeVideo(rotated, bin.ffprobe);
    expect([90, 270]).toContain(info.rotation);
    expect(info).toMatchObject({ width: 320, height: 180, displayWidth: 180, displayHeight: 320 });

    const outputDir = path.join(work, 'rotated-out');
    const result = await transcodeVideo({
      input: rotated,
      outputDir,
      key: randomBytes(16),
      watermarkText: null,
    });
    expect(result.renditions.map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual([
      '180p 180x320',
    ]);
    const { stdout } = await runBinary(bin.ffprobe, [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
      ...['-of', 'csv=p=0', path.join(outputDir, 'poster.jpg')],
    ]);
    expect(stdout.trim()).toBe('180,320');
  });

  it.each([
    ['an audio-only file', 'tone.m4a', ['-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'aac']],
    ['an image', 'still.png', ['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1']],
    [
      'an image named .mp4',
      'still-image.mp4',
      ['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1', '-f', 'image2'],
    ],
  ])('refuses %s with a clear NotAVideoError', async (_label, name, args) => {
    const file = await ffmpeg(name, args);
    const failure = await probeVideo(file, bin.ffprobe).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(NotAVideoError);
    expect((failure as NotAVideoError).message).toMatch(/video/i);
    expect((failure as NotAVideoError).retryable).toBe(false);
  });
});
