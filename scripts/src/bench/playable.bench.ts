/**
 * Issue 28, a lesson playable before the whole ladder is done: for a 720p lecture-like source and the
 * busy test pattern, the time until learners can play (first rungs and audio handed to `onPlayable`)
 * against the time until every quality is done, and the one-stage pipeline's time for comparison. The
 * load average is written beside each run: the machine is shared, so wall times are distorted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLectureSource } from '../../../transcoder/src/fixtures/lecture-source.ts';
import { runBinary } from '../../../transcoder/src/ffmpeg/run-ffmpeg.ts';
import { resolveBinaries, transcodeVideo } from '../../../transcoder/src/index.ts';

const SECONDS = 20;
const bin = resolveBinaries();

async function busySource(dir: string): Promise<string> {
  const file = path.join(dir, 'busy-720p.mp4');
  await runBinary(bin.ffmpeg, [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const load = () => os.loadavg()[0]!.toFixed(1);
const rtf = (seconds: number) => `${(SECONDS / seconds).toFixed(2)}×`;

export default async function playableBench(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'academy-bench-playable-'));
  const key = randomBytes(16);
  const rows: string[] = [];
  try {
    const sources = [
      [
        'lecture-like 720p',
        await makeLectureSource(bin, { dir: path.join(root, 'lecture'), seconds: SECONDS }),
      ],
      ['busy pattern 720p', await busySource(root)],
    ] as const;
    for (const [label, input] of sources) {
      const loadBefore = load();
      let started = performance.now();
      await transcodeVideo({
        input,
        outputDir: path.join(root, `one-${rows.length}`),
        key,
        watermarkText: 'Selam Academy',
        tempRoot: root,
      });
      const one = (performance.now() - started) / 1000;
      const loadOne = load();
      let playableAt = 0;
      started = performance.now();
      await transcodeVideo({
        input,
        outputDir: path.join(root, `two-${rows.length}`),
        key,
        watermarkText: 'Selam Academy',
        tempRoot: root,
        onPlayable: async () => {
          playableAt = (performance.now() - started) / 1000;
        },
      });
      const all = (performance.now() - started) / 1000;
      rows.push(
        `| ${label} | ${one.toFixed(1)} s (${rtf(one)}), load ${loadBefore}→${loadOne} | ${playableAt.toFixed(1)} s (${rtf(playableAt)}) | ${all.toFixed(1)} s (${rtf(all)}), load ${load()} |`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return [
    '## Playable before the whole ladder',
    '',
    `Sources: ${SECONDS} s at 1280×720 (ladder 720p, 360p, 240p, 180p and audio), watermark on. One stage`,
    'encodes the whole ladder in one pass; two stages hand over 360p, 240p, 180p and audio first (learners',
    'play); 720p encodes in a second ffmpeg run beside the first at nice 19 (a second decode of the source),',
    "so on this shared machine it also waits behind the other engineers' work. Real-time factor: source seconds",
    'per wall second. Load average (1 min) beside each run: the machine is shared, so these are distorted.',
    '',
    '| source | one stage: all | two stages: playable | two stages: all qualities |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
