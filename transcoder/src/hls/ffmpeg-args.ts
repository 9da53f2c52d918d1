import type { Ladder } from '../ladder/choose-ladder.ts';
import type { SourceAudio } from '../probe/video-info.ts';

/** 2 s: half the bytes before the first frame on a weak link than 4 s (docs/benchmarks.md, Learner player). */
export const SEGMENT_SECONDS = 2;
/**
 * A picture's first segment is 1 s and its second 2 s, as before issue 28: a player starts on 1 + 2 s,
 * few bytes on a weak link (a busy lesson's 180p first segment: 59 KB, 1.2 s of a 400 kbit/s link).
 * Keyframes forced at 1 s and 3 s let the HLS muxer cut there; the encoder's fixed GOP
 * (`ladder.gop`, 4 s) counts on from the last one (7, 11, 15 s…), so later segments are 4 s, the same
 * instants in every rung. A keyframe is most of a still slide's bytes: 4 s instead of 2 s cut the
 * lecture fixture's 360p video by 16 % at the same SSIM (docs/benchmarks.md). `-hls_init_time 1` makes
 * the muxer cut at every keyframe. The audio-only rendition keeps 2 s throughout: for a VOD list
 * ffmpeg applies `hls_init_time` to every segment, and audio can be cut anywhere.
 */
export const FIRST_SEGMENT_SECONDS = 1;
export const INIT_FILE = 'init.mp4';
export const PLAYLIST_FILE = 'index.m3u8';

function hlsOutput(
  folder: string,
  firstSegmentSeconds: number | null,
  segmentSeconds: number,
): string[] {
  return [
    '-f',
    'hls',
    ...(firstSegmentSeconds ? ['-hls_init_time', String(firstSegmentSeconds)] : []),
    '-hls_time',
    String(segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    INIT_FILE,
    '-hls_segment_filename',
    `${folder}/seg_%04d.m4s`,
    `${folder}/${PLAYLIST_FILE}`,
  ];
}

/**
 * One ffmpeg run that decodes the source once, burns the watermark in, normalises the frame rate, splits
 * the picture to every rung and writes one fMP4 HLS output per rendition (plus the audio-only one).
 * Separate HLS outputs rather than `var_stream_map`: ffmpeg 4.1 (the npm-shipped binary) segfaults writing
 * the master playlist of fMP4 variant streams, and we write the master ourselves anyway to give true
 * bandwidths, so `var_stream_map` would buy nothing but index-numbered folder and init names.
 * Paths are relative to the working directory, which the caller sets to the output folder.
 */
export interface AudioEncoding {
  bitrate: number;
  channels: 1 | 2;
}

/** A sound's identity: renditions with equal bit rate and channels share one encode. */
export const soundOf = (a: AudioEncoding) => `${a.bitrate}-${a.channels}`;

/** The distinct sounds a ladder needs (the small rungs and audio-only share one), each encoded once. */
export function audioEncodings(ladder: Ladder): AudioEncoding[] {
  const all: AudioEncoding[] = [
    ...ladder.video.map((r) => ({ bitrate: r.audioBitrate, channels: r.audioChannels })),
    ...(ladder.audio ? [{ bitrate: ladder.audio.bitrate, channels: ladder.audio.channels }] : []),
  ];
  return [...new Map(all.map((a) => [soundOf(a), a])).values()];
}

/**
 * Whether the source's own sound already is `a` or less (AAC-LC at 48 kHz, no more channels or bits):
 * then renditions carry a copy of it instead of an encode (issue 28: the 128 kbit/s stereo AAC encode
 * was 9 % of a 720p lecture's CPU, and a copy loses nothing). AAC-LC because the master playlist names
 * `mp4a.40.2`; 48 kHz because every rendition carries that rate, and players switching renditions
 * should not meet another one.
 */
export function sourceCarries(source: SourceAudio | undefined, a: AudioEncoding): boolean {
  return (
    source !== undefined &&
    source.codec === 'aac' &&
    source.profile === 'LC' &&
    source.sampleRate === 48_000 &&
    source.channels >= 1 &&
    source.channels <= a.channels &&
    source.bitRate !== null &&
    source.bitRate <= a.bitrate
  );
}

const aacArgs = (a: AudioEncoding) => [
  ...['-c:a', 'aac', '-b:a', String(a.bitrate)],
  ...['-ac', String(a.channels), '-ar', '48000'],
];

/**
 * One audio-only pass writing each distinct sound of the ladder to `files[i]` (M4A). ffmpeg encodes
 * every output separately, so inline AAC for five renditions cost five encodes; encoding each sound
 * once here and copying it into the renditions (`encodedAudio`) saves the rest (issue 28: AAC was about
 * a third of a slide lecture's CPU).
 */
export function buildAudioArgs(input: string, sounds: AudioEncoding[], files: string[]): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input];
  sounds.forEach((a, i) => args.push('-map', '0:a:0', '-vn', ...aacArgs(a), files[i]!));
  return args;
}

const shortSide = (r: { width: number; height: number }) => Math.min(r.width, r.height);

/**
 * What each rung is scaled from (an index into `rungs`, or -1 for the full-size picture): the smallest
 * bigger rung it divides by a whole number (360p from 720p, 180p from 360p), else the full picture.
 * Scaling is a serial cost in ffmpeg's filter thread (issue 28): a 720p-to-360p bicubic scale cost about
 * as much CPU as encoding the 180p rung, and scaling from a picture a quarter the size costs a quarter.
 * Whole ratios keep the thin-text sharpness the ladder's whole divisors were chosen for.
 */
export function scaleParents(rungs: Array<{ width: number; height: number }>): number[] {
  return rungs.map((rung) => {
    let parent = -1;
    rungs.forEach((candidate, j) => {
      const ratio = shortSide(candidate) / shortSide(rung);
      const whole = ratio >= 2 && Math.abs(ratio - Math.round(ratio)) < 0.01;
      if (whole && (parent < 0 || shortSide(candidate) < shortSide(rungs[parent]!))) parent = j;
    });
    return parent;
  });
}

/**
 * Rungs of 540p and up analyse motion with SAD (`subme=1`) instead of veryfast's SATD (`subme=2`).
 * Measured on 720p (issue 28, docs/benchmarks.md): the encode took about 20 % less CPU on the lecture
 * fixture (its 720p 3 % more bytes, SSIM -0.0001) and about 30 % less on the busy pattern (bytes the
 * same, held by the bit-rate cap; SSIM -0.001). The small rungs keep `subme=2`: there it saved
 * no CPU worth measuring and cost up to 14 % more bytes, which their learners pay for.
 */
const x264Effort = (r: { width: number; height: number }): string[] =>
  shortSide(r) >= 540 ? ['-x264-params', 'subme=1'] : [];

export function buildTranscodeArgs(options: {
  input: string;
  watermark: string | null;
  ladder: Ladder;
  hasAudio: boolean;
  /**
   * Sounds already encoded by `buildAudioArgs`, copied instead of encoded again; else AAC inline. A
   * sound whose `file` is `input` is the source's own (see `sourceCarries`), copied from it.
   */
  encodedAudio?: Array<AudioEncoding & { file: string }>;
}): string[] {
  const { ladder } = options;
  const filters: string[] = [];
  let picture = '[0:v]';
  filters.push(`${picture}fps=${ladder.fps},setsar=1,format=yuv420p[base]`);
  picture = '[base]';
  if (options.watermark) {
    // Bottom right, a margin of 3 % of the height; scaled with the picture by the split below.
    filters.push(
      `[1:v]format=rgba[mark]`,
      `${picture}[mark]overlay=x=W-w-H*0.03:y=H-h-H*0.03[marked]`,
    );
    picture = '[marked]';
  }
  // Each picture (the marked source, then each rung, biggest first) feeds its own encoder and the
  // rungs scaled from it; `split` only where it feeds more than one.
  const parents = scaleParents(ladder.video);
  const feeds = (node: number) => [
    ...(node >= 0 ? [`[v${node}]`] : []),
    ...parents.flatMap((parent, i) => (parent === node ? [`[in${i}]`] : [])),
  ];
  const fanOut = (labels: string[]) =>
    labels.length === 1 ? `null${labels[0]}` : `split=${labels.length}${labels.join('')}`;
  filters.push(`${picture}${fanOut(feeds(-1))}`);
  ladder.video.forEach((r, i) => {
    const out = feeds(i);
    filters.push(
      `[in${i}]scale=${r.width}:${r.height}:flags=bicubic${out.length === 1 ? out[0] : `,${fanOut(out)}`}`,
    );
  });

  const args = ['-hide_banner', '-nostdin', '-y', '-i', options.input];
  if (options.watermark) args.push('-i', options.watermark);
  const firstAudioInput = options.watermark ? 2 : 1;
  const encoded = options.hasAudio ? (options.encodedAudio ?? []) : [];
  const separate = encoded.filter((a) => a.file !== options.input);
  for (const a of separate) args.push('-i', a.file);
  args.push('-filter_complex', filters.join(';'));
  /** `-map` and codec options for a sound: a copy of its pre-encoded file, or an inline encode. */
  const sound = (a: AudioEncoding): string[] => {
    const match = encoded.find((e) => soundOf(e) === soundOf(a));
    if (!match) return ['-map', '0:a:0', ...aacArgs(a)];
    const input = match.file === options.input ? 0 : firstAudioInput + separate.indexOf(match);
    return ['-map', `${input}:a:0`, '-c:a', 'copy'];
  };

  ladder.video.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (options.hasAudio)
      args.push(...sound({ bitrate: r.audioBitrate, channels: r.audioChannels }));
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      // Measured on the lecture fixture's 360p (issue 28): 6 % fewer bytes at the same SSIM; lessons
      // are mostly still slides, and sharp text is what stillimage's weaker deblocking keeps.
      '-tune',
      'stillimage',
      ...x264Effort(r),
      '-profile:v',
      'high',
      '-crf',
      String(r.crf),
      '-maxrate',
      String(r.maxBitrate),
      '-bufsize',
      String(r.maxBitrate * 2),
      '-g',
      String(ladder.gop),
      '-keyint_min',
      String(ladder.gop),
      '-sc_threshold',
      '0',
      '-force_key_frames',
      `expr:lt(n_forced,2)*gte(t,${FIRST_SEGMENT_SECONDS}+${SEGMENT_SECONDS}*n_forced)`,
    );
    args.push(...hlsOutput(r.name, FIRST_SEGMENT_SECONDS, ladder.gop / ladder.fps));
  });
  if (options.hasAudio && ladder.audio) {
    args.push(...sound(ladder.audio), '-vn');
    args.push(...hlsOutput(ladder.audio.name, null, SEGMENT_SECONDS));
  }
  args.push('-progress', 'pipe:1', '-nostats');
  return args;
}
