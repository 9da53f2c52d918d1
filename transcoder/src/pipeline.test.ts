import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveBinaries, shippedBinaries, type FfmpegBinaries } from './ffmpeg/binaries.ts';
import { runBinary } from './ffmpeg/run-ffmpeg.ts';
import { decryptSegment, KEY_URI_PLACEHOLDER } from './hls/encrypt-segments.ts';
import { transcodeVideo, type TranscodeResult } from './pipeline.ts';
import { NotAVideoError } from './probe/video-info.ts';

const work = mkdtempSync(path.join(tmpdir(), 'academy-transcoder-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A short lavfi source: moving test pattern, optionally a tone. */
async function makeSource(
  bin: FfmpegBinaries,
  name: string,
  size: string,
  seconds: number,
  audio: boolean,
) {
  const file = path.join(work, name);
  const args = [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=30:duration=${seconds}`,
  ];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  // The sound as phones record it (AAC-LC, 48 kHz, stereo), which the 720p rung copies untouched.
  if (audio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000', '-b:a', '96k', '-shortest');
  args.push(file);
  await runBinary(bin.ffmpeg, args);
  return file;
}

async function probeJson(bin: FfmpegBinaries, file: string) {
  const { stdout } = await runBinary(bin.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: Array<{ codec_type: string; width?: number; height?: number; channels?: number }>;
    format: { duration: string };
  };
}

/** Joins a rendition's init segment with its media segments, decrypting them when a key is given. */
async function joinRendition(dir: string, key: Buffer | null): Promise<Buffer> {
  const playlist = await readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const parts: Buffer[] = [await readFile(path.join(dir, 'init.mp4'))];
  let iv: Buffer | null = null;
  for (const line of playlist.split('\n')) {
    const keyTag = /^#EXT-X-KEY:METHOD=AES-128,URI="(.*)",IV=0x([0-9a-f]{32})$/.exec(line);
    if (keyTag) {
      expect(keyTag[1]).toBe(KEY_URI_PLACEHOLDER);
      iv = Buffer.from(keyTag[2]!, 'hex');
    } else if (line.endsWith('.m4s')) {
      const data = await readFile(path.join(dir, line));
      parts.push(key && iv ? decryptSegment(data, key, iv) : data);
    }
  }
  return Buffer.concat(parts);
}

for (const [label, binaries] of [
  ['system ffmpeg', resolveBinaries()],
  ['npm-shipped ffmpeg 4.1', shippedBinaries()],
] as const) {
  describe(`transcodeVideo with the ${label}`, () => {
    // Both must exist: the npm packages ship ffmpeg 4.1, so a machine without it is a broken install.
    if (!binaries) throw new Error(`No ${label} found`);
    const bin = binaries;
    const key = randomBytes(16);
    let landscape: TranscodeResult;
    let outDir: string;
    let source: string;
    const progress: number[] = [];
    /** What `onPlayable` saw: a copy of its folder, the progress then, and whether the output existed. */
    let playable: {
      copy: string;
      result: TranscodeResult;
      progressThen: number[];
      outputExisted: boolean;
    } | null = null;

    beforeAll(async () => {
      source = await makeSource(bin, `landscape-${label.length}.mp4`, '1280x720', 5, true);
      outDir = path.join(work, `out-landscape-${label.length}`);
      landscape = await transcodeVideo({
        input: source,
        outputDir: outDir,
        key,
        watermarkText: 'Selam Academy',
        onProgress: (p) => progress.push(p),
        onPlayable: async (stage) => {
          const copy = path.join(work, `playable-${label.length}`);
          await cp(stage.dir, copy, { recursive: true });
          playable = {
            copy,
            result: stage.result,
            progressThen: [...progress],
            outputExisted: existsSync(outDir),
          };
        },
        ffmpegPath: bin.ffmpeg,
        ffprobePath: bin.ffprobe,
      });
    }, 180_000);

    it('hands over the small rungs and the audio, complete, while the bigger rungs still encode', async () => {
      expect(playable).not.toBeNull();
      const stage = playable!;
      expect(stage.outputExisted).toBe(false);
      // Encoding went on after the moment: progress moved past what it was then.
      expect(Math.max(...progress)).toBeGreaterThan(Math.max(0, ...stage.progressThen));
      expect(Math.max(0, ...stage.progressThen)).toBeLessThan(95);
      const master = await readFile(path.join(stage.copy, 'master.m3u8'), 'utf8');
      const listed = master.split('\n').filter((l) => l && !l.startsWith('#'));
      expect(listed).toEqual([
        '360p/index.m3u8',
        '240p/index.m3u8',
        '180p/index.m3u8',
        'audio/index.m3u8',
      ]);
      expect(stage.result.renditions.map((r) => r.name)).toEqual(['360p', '240p', '180p', 'audio']);
      // Nothing of the 720p rung lies in the folder handed over.
      expect(readdirSync(stage.copy).sort()).toEqual([
        '180p',
        '240p',
        '360p',
        'audio',
        'master.m3u8',
        'poster.jpg',
      ]);
      for (const rendition of stage.result.renditions) {
        const playlist = await readFile(
          path.join(stage.copy, rendition.name, 'index.m3u8'),
          'utf8',
        );
        expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
        // Every file is final: byte for byte what the finished ladder holds.
        for (const file of readdirSync(path.join(stage.copy, rendition.name))) {
          const early = await readFile(path.join(stage.copy, rendition.name, file));
          expect(early.equals(await readFile(path.join(outDir, rendition.name, file)))).toBe(true);
        }
        expect(landscape.renditions.find((r) => r.name === rendition.name)).toEqual(rendition);
      }
      // The early rungs decrypt and play to the end.
      const file = path.join(work, `early-clear-${label.length}.mp4`);
      writeFileSync(file, await joinRendition(path.join(stage.copy, '180p'), key));
      await runBinary(bin.ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
    });

    it('lists every rendition of the chosen ladder, and the audio-only one, in the master playlist', async () => {
      const master = await readFile(path.join(outDir, 'master.m3u8'), 'utf8');
      const expected = [
        ...landscape.ladder.video.map((r) => `${r.name}/index.m3u8`),
        'audio/index.m3u8',
      ];
      const listed = master.split('\n').filter((l) => l && !l.startsWith('#'));
      expect(listed).toEqual(expected);
      expect(master).toContain('RESOLUTION=1280x720');
      expect(master).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(master).toMatch(/BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+/);
      // Declared, so players do not fetch extra segments looking for captions before starting.
      for (const line of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'))) {
        expect(line).toContain('CLOSED-CAPTIONS=NONE');
      }
      expect(landscape.durationSeconds).toBeCloseTo(5, 0);
    });

    it('cuts every picture rendition into a 1 s first segment, then a 2 s one, at the same instants; audio-only into 2 s', async () => {
      const durations = async (rendition: string) =>
        (await readFile(path.join(outDir, rendition, 'index.m3u8'), 'utf8'))
          .split('\n')
          .filter((l) => l.startsWith('#EXTINF:'))
          .map((l) => Math.round(Number.parseFloat(l.slice(8)) * 10) / 10);
      for (const rendition of landscape.ladder.video) {
        // 5 s: 1 + 2 + the last 2 (later ones are 4 s: ffmpeg-args.ts); the same in every rung.
        expect(await durations(rendition.name)).toEqual([1, 2, 2]);
      }
      expect((await durations('audio'))[0]).toBeGreaterThanOrEqual(1.9);
    });

    it("reports each rendition's bytes as the sum of its playlist, init segment and segments", () => {
      expect(landscape.renditions.map((r) => r.name)).toEqual([
        ...landscape.ladder.video.map((r) => r.name),
        'audio',
      ]);
      for (const rendition of landscape.renditions) {
        const dir = path.join(outDir, rendition.name);
        const files = readdirSync(dir);
        // Exactly what a learner downloads: nothing else lies in the folder to be counted or missed.
        expect(files.filter((f) => !/^seg_\d+\.m4s$/.test(f)).sort()).toEqual([
          'index.m3u8',
          'init.mp4',
        ]);
        const onDisk = files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
        expect(rendition.bytes).toBe(onDisk);
      }
    });

    it('reports the bandwidth players choose renditions by, as the master playlist says it', async () => {
      const master = await readFile(path.join(outDir, 'master.m3u8'), 'utf8');
      const lines = master.split('\n');
      for (const rendition of landscape.renditions) {
        const tag = lines[lines.indexOf(rendition.playlist) - 1]!;
        expect(tag).toContain(`BANDWIDTH=${rendition.peakBandwidth},`);
        expect(tag).toContain(`AVERAGE-BANDWIDTH=${rendition.bandwidth},`);
      }
      // Bigger pictures cost more: the ladder's order is the sizes' order.
      const videoBytes = landscape.renditions.filter((r) => r.height).map((r) => r.bytes);
      expect([...videoBytes].sort((a, b) => b - a)).toEqual(videoBytes);
      expect(landscape.renditions.at(-1)!.bytes).toBeLessThan(Math.min(...videoBytes));
    });

    it('reports progress up to 100 %', () => {
      expect(progress.at(-1)).toBe(100);
      expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    });

    it('writes segments that are not playable without the key', async () => {
      const file = path.join(work, `raw-${label.length}.mp4`);
      writeFileSync(file, await joinRendition(path.join(outDir, '720p'), null));
      await expect(
        runBinary(bin.ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']),
      ).rejects.toThrow();
    });

    it('decrypts with the key to valid fMP4 of the right size and length', async () => {
      const file = path.join(work, `clear-${label.length}.mp4`);
      writeFileSync(file, await joinRendition(path.join(outDir, '360p'), key));
      const info = await probeJson(bin, file);
      const video = info.streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ width: 640, height: 360 });
      const audio = info.streams.find((s) => s.codec_type === 'audio');
      expect(audio?.channels).toBe(1);
      expect(Number(info.format.duration)).toBeCloseTo(5, 0);
      await runBinary(bin.ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
    });

    it("carries the source's own sound in the 720p rung, copied, since it already is what that rung needs", async () => {
      const file = path.join(work, `clear-720p-${label.length}.mp4`);
      writeFileSync(file, await joinRendition(path.join(outDir, '720p'), key));
      const info = await probeJson(bin, file);
      expect(info.streams.find((s) => s.codec_type === 'audio')?.channels).toBe(2);
      await runBinary(bin.ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
      const packets = async (input: string) =>
        (
          await runBinary(bin.ffmpeg, [
            ...['-v', 'error', '-i', input, '-map', '0:a', '-c', 'copy', '-f', 'md5', '-'],
          ])
        ).stdout;
      expect(await packets(file)).toBe(await packets(source));
    });

    it('writes a poster image', async () => {
      const poster = await probeJson(bin, path.join(outDir, 'poster.jpg'));
      expect(poster.streams[0]).toMatchObject({ width: 1280, height: 720 });
    });

    it('keeps a portrait source portrait and handles a silent one', async () => {
      const source = await makeSource(bin, `portrait-${label.length}.mp4`, '360x640', 3, false);
      const dir = path.join(work, `out-portrait-${label.length}`);
      const result = await transcodeVideo({
        input: source,
        outputDir: dir,
        key,
        watermarkText: null,
        ffmpegPath: bin.ffmpeg,
        ffprobePath: bin.ffprobe,
      });
      expect(result.renditions.map((r) => [r.width, r.height])).toEqual([
        [360, 640],
        [180, 320],
      ]);
      const master = await readFile(path.join(dir, 'master.m3u8'), 'utf8');
      expect(master).not.toContain('audio/');
      expect(master).not.toContain('mp4a');
      const file = path.join(work, `portrait-clear-${label.length}.mp4`);
      writeFileSync(file, await joinRendition(path.join(dir, '360p'), key));
      const info = await probeJson(bin, file);
      expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({
        width: 360,
        height: 640,
      });
    }, 120_000);

    it('ends a text file renamed .mp4 in a clear error and leaves no output', async () => {
      const fake = path.join(work, `notes-${label.length}.mp4`);
      writeFileSync(fake, 'These are my lesson notes, not a video.\n');
      const dir = path.join(work, `out-fake-${label.length}`);
      const attempt = transcodeVideo({
        input: fake,
        outputDir: dir,
        key,
        watermarkText: null,
        ffmpegPath: bin.ffmpeg,
        ffprobePath: bin.ffprobe,
      });
      await expect(attempt).rejects.toBeInstanceOf(NotAVideoError);
      await expect(attempt).rejects.toThrow(/not a video we can read/);
      await expect(readFile(path.join(dir, 'master.m3u8'))).rejects.toThrow();
    });
  });
}
