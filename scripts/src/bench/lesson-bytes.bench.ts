/**
 * What a lesson costs a learner in data (issue 11): a 5-minute lesson transcoded by the real
 * pipeline, the bytes written per rendition and for sound only, and which rendition plays by default
 * at the player's start estimates. The PWA shows exactly these stored figures (`sizes`); this section
 * says what they come to for a typical lesson length.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sortRenditionSizes, type DataSaverMode, type RenditionSize } from '@academy/shared';
import { resolveBinaries, transcodeVideo } from '../../../transcoder/src/index.ts';
import { makeLectureSource } from '../../../transcoder/src/fixtures/lecture-source.ts';
import { runBinary } from '../../../transcoder/src/ffmpeg/run-ffmpeg.ts';
import {
  DEFAULT_BANDWIDTH_ESTIMATE,
  MAX_START_ESTIMATE,
} from '../../../pwa/src/media/bandwidth-memory.ts';
import { masterVariants, startVariant } from '../../../pwa/src/media/lesson-prefetch.ts';
import { sizeThatPlays } from '../../../pwa/src/media/lesson-size.ts';

const SECONDS = 300;
const SIZE = '1280x720';
const bin = resolveBinaries();

/** The transcode section's kind of source (sharp moving edges, like a screencast) with a tone. */
async function makeSource(dir: string): Promise<string> {
  const file = path.join(dir, `lesson-${SIZE}.mp4`);
  await runBinary(bin.ffmpeg, [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=30:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/**
 * The same bench just before the small rungs' CRF went from 26 to 27 (issue 28, commit 3773b2e), kept so
 * the tables above compare with it (bytes are deterministic: the same code gives the same figures).
 */
const BEFORE_CRF_27: string[] = [
  'Before the small rungs went from CRF 26 to 27 (commit 3773b2e, the same sources): the 5-minute busy',
  'pattern 180p 5,586,089 bytes, 240p 6,651,101, 360p 10,208,505 (10.2 MB), 720p 56,094,393, audio 1,920,311;',
  'the slide lecture (40 s) 720p 2,175,360, 360p 679,744 (10.2 MB for 10 minutes), 240p 504,388 (7.6 MB),',
  '180p 427,808 (6.4 MB), audio 232,821. A first visit (300 kbit/s) then started on 240p (6.7 MB): at CRF 27',
  "the busy pattern's 360p peak `BANDWIDTH` fits that estimate, so Shaka and the app start on 360p (9.6 MB).",
  'What was tried: the Transcoder section, "Bytes of a slide lecture at 360p". The 720p rung was not',
  'touched (the same arguments); its few KB either way are not from this change.',
  '',
];

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const kbit = (bps: number) => Math.round(bps / 1000);

export default async function lessonBytesBench(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'academy-bench-bytes-'));
  try {
    const source = await makeSource(root);
    const out = path.join(root, 'lesson');
    const result = await transcodeVideo({
      input: source,
      outputDir: out,
      key: randomBytes(16),
      watermarkText: 'Selam Academy',
      tempRoot: root,
    });
    const sizes: RenditionSize[] = sortRenditionSizes(
      result.renditions.map((r) => ({
        name: r.name,
        height: r.height ?? null,
        bandwidth: r.bandwidth,
        peakBandwidth: r.peakBandwidth,
        bytes: r.bytes,
      })),
    );
    const minutes = result.durationSeconds / 60;
    const lecture = await transcodeVideo({
      input: await makeLectureSource(bin, { dir: path.join(root, 'lecture-source') }),
      outputDir: path.join(root, 'lecture'),
      key: randomBytes(16),
      watermarkText: 'Selam Academy',
      tempRoot: root,
    });
    const lectureMinutes = lecture.durationSeconds / 60;
    const lectureRows = lecture.renditions.map((r) => {
      const picture = r.width && r.height ? `${r.width}×${r.height}` : 'sound only';
      return `| ${r.name} | ${picture} | ${kbit(r.bandwidth)} kbit/s | ${r.bytes.toLocaleString('en-US')} | ${mb(r.bytes / lectureMinutes)} MB | **${mb((r.bytes / lectureMinutes) * 10)} MB** |`;
    });
    const rows = sizes.map((s) => {
      const r = result.renditions.find((x) => x.name === s.name)!;
      const picture = r.width && r.height ? `${r.width}×${r.height}` : 'sound only';
      return `| ${s.name} | ${picture} | ${kbit(s.bandwidth)} kbit/s | ${s.bytes.toLocaleString('en-US')} | **${mb(s.bytes)} MB** | ${mb(s.bytes / minutes)} MB |`;
    });

    // The PWA's figure (average bit rates) against what Shaka itself reads in the master playlist
    // (peak BANDWIDTH): the two must name the same rendition, or the shown size is not what plays.
    const master = readFileSync(path.join(out, result.masterPlaylist), 'utf8');
    const variants = masterVariants(master, 'http://bench/lesson/master.m3u8');
    const shakaStart = (estimate: number) =>
      /\/([^/]+)\/index\.m3u8$/.exec(startVariant(variants, estimate)?.uri ?? '')?.[1] ?? '?';
    const modeRow = (label: string, mode: DataSaverMode, estimate: number) => {
      const size = sizeThatPlays(sizes, mode, estimate)!;
      const shaka = mode === 'off' ? shakaStart(estimate) : size.name;
      return `| ${label} | ${size.name} | **${mb(size.bytes)} MB** | ${shaka}${shaka === size.name ? '' : ' (differs)'} |`;
    };
    return [
      '## Lesson bytes',
      '',
      `What one lesson costs in data: ${SECONDS / 60} minutes of \`testsrc2\` ${SIZE} at 30 fps (sharp moving edges, like a`,
      'screencast, busier than a talking head) with a tone, through the whole pipeline (watermark, encryption,',
      `playlists), ffmpeg at \`${bin.ffmpeg}\`. Bytes are every file written for the rendition (init segment,`,
      'encrypted segments, media playlist), what a learner downloads to watch it all, before HTTP overhead; the',
      'same figures the API answers as `sizes` and the PWA shows in MB (decimal, as phones count data).',
      '',
      '| rendition | picture | average bit rate | bytes | size | per minute |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      '### What plays',
      '',
      'With the data saver off, the size shown is the rendition the player starts on for its start estimate',
      `(${kbit(DEFAULT_BANDWIDTH_ESTIMATE)} kbit/s the first time; a remembered estimate is capped at ${kbit(MAX_START_ESTIMATE)} kbit/s). The`,
      "last column is Shaka's own choice from the master playlist's peak `BANDWIDTH`, for comparison.",
      '',
      '| learner | rendition shown | size | Shaka starts on |',
      '| --- | --- | --- | --- |',
      modeRow(
        `data saver off, first visit (${kbit(DEFAULT_BANDWIDTH_ESTIMATE)} kbit/s)`,
        'off',
        DEFAULT_BANDWIDTH_ESTIMATE,
      ),
      modeRow(
        `data saver off, estimate at its cap (${kbit(MAX_START_ESTIMATE)} kbit/s)`,
        'off',
        MAX_START_ESTIMATE,
      ),
      modeRow('data saver: smallest picture', 'smallest', MAX_START_ESTIMATE),
      modeRow('data saver: audio only', 'audio', MAX_START_ESTIMATE),
      '',
      '### A slide lecture',
      '',
      `The lecture-like fixture (\`transcoder/src/fixtures/lecture-source.ts\`): ${Math.round(lecture.durationSeconds)} s at 1280×720, text slides`,
      'on plain backgrounds changing every 16 s, a small moving inset standing in for the speaker, an espeak-ng voice;',
      'the same pipeline. What most lessons look like, and what `testsrc2` is not.',
      '',
      '| rendition | picture | average bit rate | bytes | per minute | a 10-minute lesson |',
      '| --- | --- | --- | --- | --- | --- |',
      ...lectureRows,
      '',
      ...BEFORE_CRF_27,
    ].join('\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
