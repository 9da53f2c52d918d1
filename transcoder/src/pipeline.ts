import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinaries } from './ffmpeg/binaries.ts';
import { runBinary } from './ffmpeg/run-ffmpeg.ts';
import {
  avcCodecString,
  measureBandwidth,
  renderMasterPlaylist,
  type VariantEntry,
} from './hls/master-playlist.ts';
import { encryptPlaylistSegments } from './hls/encrypt-segments.ts';
import {
  audioEncodings,
  buildAudioArgs,
  buildTranscodeArgs,
  INIT_FILE,
  PLAYLIST_FILE,
  type AudioEncoding,
} from './hls/ffmpeg-args.ts';
import { chooseLadder, type Ladder } from './ladder/choose-ladder.ts';
import { probeVideo } from './probe/probe.ts';
import type { VideoInfo } from './probe/video-info.ts';
import { renderWatermark } from './watermark/watermark-image.ts';

export const MASTER_PLAYLIST = 'master.m3u8';
export const POSTER_FILE = 'poster.jpg';

export interface TranscodeLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface TranscodeOptions {
  input: string;
  /** Created by the pipeline; must not exist yet. Appears only once everything in it is complete. */
  outputDir: string;
  /** The video's 16-byte AES-128 key. */
  key: Buffer;
  /** Burned into every rendition; null for none. */
  watermarkText: string | null;
  /** 0-100, called as ffmpeg advances (the last few percent are encryption and playlists). */
  onProgress?: (percent: number) => void;
  logger?: TranscodeLogger;
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Where the work happens before the output appears; defaults to the system temp folder. */
  tempRoot?: string;
  signal?: AbortSignal;
}

export interface TranscodeResult {
  info: VideoInfo;
  ladder: Ladder;
  renditions: Array<{
    name: string;
    width?: number;
    height?: number;
    playlist: string;
    bandwidth: number;
    /**
     * The master playlist's `BANDWIDTH` for the rendition: what players choose a rendition by (Shaka
     * reads it before `AVERAGE-BANDWIDTH`), so the PWA can name the rendition a lesson starts on.
     */
    peakBandwidth: number;
    /**
     * Every byte written into the rendition's folder (init segment, encrypted segments, media
     * playlist): what a learner who plays the whole lesson on this rendition downloads, before HTTP
     * overhead. Learners see it as the lesson's size; it is measured from the files, never estimated.
     */
    bytes: number;
  }>;
  masterPlaylist: typeof MASTER_PLAYLIST;
  poster: typeof POSTER_FILE;
  durationSeconds: number;
}

/**
 * Source file → encrypted adaptive HLS in `outputDir`:
 *   master.m3u8, poster.jpg, <rung>/index.m3u8 + init.mp4 + seg_NNNN.m4s (encrypted), audio/… when sound.
 * Work happens in a temporary folder that is renamed into place at the end and removed on failure,
 * so a reader never sees half an output.
 */
export async function transcodeVideo(options: TranscodeOptions): Promise<TranscodeResult> {
  const bin = resolveBinaries({ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath });
  const info = await probeVideo(options.input, bin.ffprobe);
  const ladder = chooseLadder(info);
  const tempRoot = options.tempRoot ?? tmpdir();
  await mkdir(tempRoot, { recursive: true });
  const work = await mkdtemp(path.join(tempRoot, 'transcode-'));
  const out = path.join(work, 'out');
  const report = (percent: number) =>
    options.onProgress?.(Math.max(0, Math.min(100, Math.round(percent))));
  try {
    for (const r of ladder.video) await mkdir(path.join(out, r.name), { recursive: true });
    if (info.hasAudio && ladder.audio)
      await mkdir(path.join(out, ladder.audio.name), { recursive: true });
    let watermark: string | null = null;
    if (options.watermarkText) {
      watermark = path.join(work, 'watermark.png');
      await writeFile(watermark, await renderWatermark(options.watermarkText, info.displayHeight));
    }
    const input = path.resolve(options.input);
    const started = performance.now();
    report(0);
    let encodedAudio: Array<AudioEncoding & { file: string }> = [];
    if (info.hasAudio) {
      const sounds = audioEncodings(ladder);
      encodedAudio = sounds.map((a, i) => ({ ...a, file: path.join(work, `sound-${i}.m4a`) }));
      const files = encodedAudio.map((a) => a.file);
      await runBinary(bin.ffmpeg, buildAudioArgs(input, sounds, files), { signal: options.signal });
    }
    await runBinary(
      bin.ffmpeg,
      buildTranscodeArgs({ input, watermark, ladder, hasAudio: info.hasAudio, encodedAudio }),
      {
        cwd: out,
        signal: options.signal,
        onProgressSeconds: (seconds) => report((seconds / info.durationSeconds) * 95),
      },
    );
    options.logger?.info(
      { ms: Math.round(performance.now() - started), rungs: ladder.video.map((r) => r.name) },
      'renditions encoded',
    );
    const posterAt = Math.min(1, info.durationSeconds / 3).toFixed(2);
    await runBinary(
      bin.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-ss',
        posterAt,
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        `scale=${ladder.video[0]!.width}:${ladder.video[0]!.height}`,
        '-q:v',
        '4',
        path.join(out, POSTER_FILE),
      ],
      { signal: options.signal },
    );

    const variants: Array<VariantEntry & { name: string }> = [];
    for (const r of ladder.video) {
      const segments = await encryptPlaylistSegments(
        path.join(out, r.name, PLAYLIST_FILE),
        options.key,
      );
      const codecs = await avcCodecString(path.join(out, r.name, INIT_FILE));
      variants.push({
        name: r.name,
        uri: `${r.name}/${PLAYLIST_FILE}`,
        width: r.width,
        height: r.height,
        frameRate: ladder.fps,
        codecs: info.hasAudio ? `${codecs},mp4a.40.2` : codecs,
        segments,
      });
    }
    if (info.hasAudio && ladder.audio) {
      const segments = await encryptPlaylistSegments(
        path.join(out, ladder.audio.name, PLAYLIST_FILE),
        options.key,
      );
      variants.push({
        name: ladder.audio.name,
        uri: `${ladder.audio.name}/${PLAYLIST_FILE}`,
        codecs: 'mp4a.40.2',
        segments,
      });
    }
    await writeFile(path.join(out, MASTER_PLAYLIST), renderMasterPlaylist(variants));
    // Measured once every file is final (the playlists were rewritten with key tags above).
    const bytes = await Promise.all(variants.map((v) => folderBytes(path.join(out, v.name))));
    await mkdir(path.dirname(options.outputDir), { recursive: true });
    await rename(out, options.outputDir).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      // Another file system: copy through a sibling name, then rename, still never half visible.
      const sibling = `${options.outputDir}.${randomUUID()}.part`;
      await copyTree(out, sibling);
      await rename(sibling, options.outputDir);
    });
    report(100);
    return {
      info,
      ladder,
      renditions: variants.map((v, i) => ({
        name: v.name,
        width: v.width,
        height: v.height,
        playlist: v.uri,
        bandwidth: Math.ceil(
          v.segments.reduce((s, x) => s + x.bytes * 8, 0) /
            Math.max(
              0.001,
              v.segments.reduce((s, x) => s + x.durationSeconds, 0),
            ),
        ),
        peakBandwidth: measureBandwidth(v.segments).peak,
        bytes: bytes[i]!,
      })),
      masterPlaylist: MASTER_PLAYLIST,
      poster: POSTER_FILE,
      durationSeconds: info.durationSeconds,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The size of the files in a rendition's folder (flat: ffmpeg writes no sub-folders there). */
async function folderBytes(dir: string): Promise<number> {
  const files = await readdir(dir, { withFileTypes: true });
  const sizes = await Promise.all(
    files.filter((f) => f.isFile()).map(async (f) => (await stat(path.join(dir, f.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function copyTree(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
}
