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
  soundOf,
  sourceCarries,
  type AudioEncoding,
} from './hls/ffmpeg-args.ts';
import { chooseLadder, type Ladder, type Rendition } from './ladder/choose-ladder.ts';
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
  /**
   * Called once the first rungs and the audio are complete (encrypted, measured, with a master playlist
   * listing only them), while the bigger rungs encode; the pipeline waits for its promise before it
   * ends. Not called when the ladder has nothing above the first stage (then the end is both moments).
   */
  onPlayable?: (stage: PlayableStage) => Promise<void>;
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
 * What `onPlayable` receives: a complete, self-contained folder with the first rungs, the audio-only
 * rendition, the poster and a master playlist that lists only them, and the result describing it.
 */
export interface PlayableStage {
  /** Read it before the callback's promise settles; the pipeline moves its files afterwards. */
  dir: string;
  result: TranscodeResult;
}

/**
 * The rungs a lesson goes live on: every rung of 360p or less (what weak links and the data saver
 * play), at least the smallest. The rest (540p and up) join later. Empty `rest`: one stage only.
 */
export function splitLadder(ladder: Ladder): { first: Rendition[]; rest: Rendition[] } {
  const short = (r: Rendition) => Math.min(r.width, r.height);
  const smallest = ladder.video[ladder.video.length - 1]!;
  const first = ladder.video.filter((r) => short(r) <= FIRST_STAGE_SHORT_SIDE || r === smallest);
  return { first, rest: ladder.video.filter((r) => !first.includes(r)) };
}

/**
 * How much the second stage yields to the first: the lowest priority, since each of its threads counts
 * on its own (nice 10 still delayed "playable" by 15-45 % on 2 cores; 19 by little beyond noise).
 */
const SECOND_STAGE_NICENESS = 19;

/** The biggest rung of the first stage (see `splitLadder`). */
export const FIRST_STAGE_SHORT_SIDE = 360;

/**
 * Source file → encrypted adaptive HLS in `outputDir`:
 *   master.m3u8, poster.jpg, <rung>/index.m3u8 + init.mp4 + seg_NNNN.m4s (encrypted), audio/… when sound.
 * Work happens in a temporary folder that is renamed into place at the end and removed on failure,
 * so a reader never sees half an output.
 *
 * Two stages when the ladder has rungs above 360p (issue 28, a lesson playable before the whole ladder
 * is done): the small rungs and the audio, handed whole to `onPlayable` (which publishes them while
 * the rest encode), and the bigger rungs, in a second ffmpeg run at a lower priority beside the first.
 * Each stage decodes the source once: the second decode is the price of the early moment (measured in
 * docs/benchmarks.md). Rungs are encoded with the same
 * arguments in either stage, so segments stay aligned across the whole ladder.
 */
export async function transcodeVideo(options: TranscodeOptions): Promise<TranscodeResult> {
  const bin = resolveBinaries({ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath });
  const info = await probeVideo(options.input, bin.ffprobe);
  const ladder = chooseLadder(info);
  const split = splitLadder(ladder);
  const staged = split.rest.length > 0 && options.onPlayable !== undefined;
  // Without a caller waiting for the early moment, one stage does the whole ladder (one decode).
  const first = staged ? split.first : ladder.video;
  const rest = staged ? split.rest : [];
  const tempRoot = options.tempRoot ?? tmpdir();
  await mkdir(tempRoot, { recursive: true });
  const work = await mkdtemp(path.join(tempRoot, 'transcode-'));
  const out = path.join(work, 'out');
  // The first stage's folder, handed to `onPlayable` while the second stage writes into `out`.
  const early = staged ? path.join(work, 'first') : out;
  const report = (percent: number) =>
    options.onProgress?.(Math.max(0, Math.min(100, Math.round(percent))));
  const audio = info.hasAudio ? ladder.audio : null;
  /** Side processes writing into `work`, settled before it is removed. */
  const pending: Array<Promise<unknown>> = [];
  // Every process of this run stops with the caller's signal, and the side ones when the run fails.
  const stop = new AbortController();
  const abortAll = () => stop.abort();
  if (options.signal?.aborted) stop.abort();
  options.signal?.addEventListener('abort', abortAll, { once: true });
  const signal = stop.signal;
  try {
    await mkdir(out, { recursive: true });
    await mkdir(early, { recursive: true });
    let watermark: string | null = null;
    if (options.watermarkText) {
      watermark = path.join(work, 'watermark.png');
      await writeFile(watermark, await renderWatermark(options.watermarkText, info.displayHeight));
    }
    const input = path.resolve(options.input);
    const started = performance.now();
    report(0);
    // Each distinct sound is encoded once and copied into the renditions that carry it. The first
    // stage's sounds come before it; a sound only the bigger rungs carry (stereo 128 kbit/s) encodes
    // beside the first stage, on the core its encoders leave idle, and is awaited before the second.
    // A sound the source already carries as it would be encoded is copied from the source instead.
    const sounds: Array<AudioEncoding & { file: string }> = (
      info.hasAudio ? audioEncodings(ladder) : []
    ).map((a, i) => ({
      ...a,
      file: sourceCarries(info.audio, a) ? input : path.join(work, `sound-${i}.m4a`),
    }));
    const firstSounds = new Set(
      audioEncodings({ ...ladder, video: first, audio }).map((a) => soundOf(a)),
    );
    const encodeSounds = async (
      all: Array<AudioEncoding & { file: string }>,
      niceness?: number,
    ) => {
      const list = all.filter((a) => a.file !== input);
      if (list.length === 0) return;
      const files = list.map((a) => a.file);
      await runBinary(bin.ffmpeg, buildAudioArgs(input, list, files), { signal, niceness });
    };
    const earlySounds = sounds.filter((a) => firstSounds.has(soundOf(a)));
    const laterSounds = sounds.filter((a) => !firstSounds.has(soundOf(a)));
    // Progress by each stage's share of the work: pixels encoded, plus a decode of the source each.
    // The stages run at once (below), so progress is both stages' shares done, up to 95 %.
    const pixels = (rungs: Rendition[]) =>
      rungs.reduce((sum, r) => sum + r.width * r.height, 0) +
      0.25 * info.displayWidth * info.displayHeight;
    const firstShare = staged ? pixels(first) / (pixels(first) + pixels(rest)) : 1;
    const stageDone = { first: 0, rest: 0 };
    /** Encodes `rungs` (and `withAudio`'s audio-only rendition) into `dir`, clear. */
    const encode = async (
      rungs: Rendition[],
      withAudio: Ladder['audio'],
      encodedAudio: Array<AudioEncoding & { file: string }>,
      dir: string,
      stage: keyof typeof stageDone,
      niceness?: number,
    ) => {
      for (const r of rungs) await mkdir(path.join(dir, r.name), { recursive: true });
      if (withAudio) await mkdir(path.join(dir, withAudio.name), { recursive: true });
      await runBinary(
        bin.ffmpeg,
        buildTranscodeArgs({
          input,
          watermark,
          ladder: { ...ladder, video: rungs, audio: withAudio },
          hasAudio: info.hasAudio,
          encodedAudio,
        }),
        {
          cwd: dir,
          signal,
          niceness,
          onProgressSeconds: (seconds) => {
            stageDone[stage] = Math.min(1, seconds / info.durationSeconds);
            report(95 * (firstShare * stageDone.first + (1 - firstShare) * stageDone.rest));
          },
        },
      );
      options.logger?.info(
        { ms: Math.round(performance.now() - started), rungs: rungs.map((r) => r.name) },
        'renditions encoded',
      );
    };
    /** Encrypts the rungs' segments in `dir` and describes them for the master playlist. */
    const finish = async (rungs: Rendition[], withAudio: Ladder['audio'], dir: string) => {
      const variants: Array<VariantEntry & { name: string }> = [];
      for (const r of rungs) {
        const segments = await encryptPlaylistSegments(
          path.join(dir, r.name, PLAYLIST_FILE),
          options.key,
        );
        const codecs = await avcCodecString(path.join(dir, r.name, INIT_FILE));
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
      if (withAudio) {
        const segments = await encryptPlaylistSegments(
          path.join(dir, withAudio.name, PLAYLIST_FILE),
          options.key,
        );
        variants.push({
          name: withAudio.name,
          uri: `${withAudio.name}/${PLAYLIST_FILE}`,
          codecs: 'mp4a.40.2',
          segments,
        });
      }
      return variants;
    };
    /** Writes the master playlist listing `variants` into `dir`, measures them, describes the result. */
    const publishable = async (
      variants: Array<VariantEntry & { name: string }>,
      dir: string,
    ): Promise<TranscodeResult> => {
      await writeFile(path.join(dir, MASTER_PLAYLIST), renderMasterPlaylist(variants));
      // Measured once every file is final (the playlists were rewritten with key tags above).
      const bytes = await Promise.all(variants.map((v) => folderBytes(path.join(dir, v.name))));
      return describeResult(info, ladder, variants, bytes);
    };

    // The second stage (its own sounds, then the bigger rungs) starts at once, niced: it takes only
    // the CPU the first stage leaves idle (ffmpeg's serial decode-and-filter thread, the single-threaded
    // audio pass, the poster, encryption), so both cores stay busy and the lesson is playable about as
    // soon as if the first stage ran alone (issue 28; measured in docs/benchmarks.md). Stopped if the
    // first stage fails; awaited before the work folder goes whatever happens.
    const earlySoundsDone = encodeSounds(earlySounds);
    pending.push(earlySoundsDone.catch(() => undefined));
    // The bigger rungs' sounds: their own (encoded beside the first stage), and any they share with it.
    const restNeeds = new Set(audioEncodings({ ...ladder, video: rest, audio: null }).map(soundOf));
    const restSounds = sounds.filter((a) => restNeeds.has(soundOf(a)));
    const secondStage = staged
      ? Promise.all([
          encodeSounds(laterSounds, SECOND_STAGE_NICENESS),
          restSounds.some((a) => firstSounds.has(soundOf(a))) ? earlySoundsDone : null,
        ]).then(() => encode(rest, null, restSounds, out, 'rest', SECOND_STAGE_NICENESS))
      : Promise.resolve();
    pending.push(secondStage.catch(() => undefined));
    await earlySoundsDone;
    await encode(first, audio, earlySounds, early, 'first');
    await writePoster(bin.ffmpeg, input, info, ladder, path.join(early, POSTER_FILE), { signal });
    const earlyVariants = await finish(first, audio, early);
    let variants = earlyVariants;
    if (staged) {
      const stage = { dir: early, result: await publishable(earlyVariants, early) };
      const playable = options.onPlayable!(stage);
      // Awaited below; this only keeps a failure from being unhandled if the second stage fails first.
      playable.catch(() => undefined);
      try {
        await secondStage;
        const later = await finish(rest, null, out);
        // Biggest first, then audio: the order of a one-stage master.
        variants = [...later, ...earlyVariants];
      } finally {
        // Its effects (a published stage) land before this call ends, whatever happens to the rest.
        await playable.catch(() => undefined);
      }
      await playable;
      for (const name of [...earlyVariants.map((v) => v.name), POSTER_FILE]) {
        await rename(path.join(early, name), path.join(out, name));
      }
    }
    const result = await publishable(variants, out);
    await mkdir(path.dirname(options.outputDir), { recursive: true });
    await rename(out, options.outputDir).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      // Another file system: copy through a sibling name, then rename, still never half visible.
      const sibling = `${options.outputDir}.${randomUUID()}.part`;
      await copyTree(out, sibling);
      await rename(sibling, options.outputDir);
    });
    report(100);
    return result;
  } catch (err) {
    stop.abort();
    throw err;
  } finally {
    options.signal?.removeEventListener('abort', abortAll);
    await Promise.all(pending);
    await rm(work, { recursive: true, force: true });
  }
}

async function writePoster(
  ffmpeg: string,
  input: string,
  info: VideoInfo,
  ladder: Ladder,
  file: string,
  options: Pick<TranscodeOptions, 'signal'>,
): Promise<void> {
  const posterAt = Math.min(1, info.durationSeconds / 3).toFixed(2);
  await runBinary(
    ffmpeg,
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
      file,
    ],
    { signal: options.signal },
  );
}

function describeResult(
  info: VideoInfo,
  ladder: Ladder,
  variants: Array<VariantEntry & { name: string }>,
  bytes: number[],
): TranscodeResult {
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
