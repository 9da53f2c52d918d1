import type { Ladder } from '../ladder/choose-ladder.ts';

/** 2 s: half the bytes before the first frame on a weak link than 4 s (docs/benchmarks.md, Learner player). */
export const SEGMENT_SECONDS = 2;
/**
 * A picture's first segment is 1 s, half the bytes again before the first frame (a busy lesson's
 * 180p first segment: 59 KB, 1.2 s of a 400 kbit/s link). A keyframe forced at 1 s lets the HLS muxer
 * cut there; the encoder's fixed GOP counts on from it (keyframes at 1, 3, 5 s…), so every later
 * segment is 2 s. The audio-only rendition keeps 2 s throughout: for a VOD list ffmpeg applies
 * `hls_init_time` to every segment, and audio can be cut anywhere.
 */
export const FIRST_SEGMENT_SECONDS = 1;
export const INIT_FILE = 'init.mp4';
export const PLAYLIST_FILE = 'index.m3u8';

function hlsOutput(folder: string, firstSegmentSeconds: number | null): string[] {
  return [
    '-f',
    'hls',
    ...(firstSegmentSeconds ? ['-hls_init_time', String(firstSegmentSeconds)] : []),
    '-hls_time',
    String(SEGMENT_SECONDS),
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
export function buildTranscodeArgs(options: {
  input: string;
  watermark: string | null;
  ladder: Ladder;
  hasAudio: boolean;
}): string[] {
  const { ladder } = options;
  const count = ladder.video.length;
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
  filters.push(`${picture}split=${count}${ladder.video.map((_, i) => `[s${i}]`).join('')}`);
  ladder.video.forEach((r, i) =>
    filters.push(`[s${i}]scale=${r.width}:${r.height}:flags=bicubic[v${i}]`),
  );

  const args = ['-hide_banner', '-nostdin', '-y', '-i', options.input];
  if (options.watermark) args.push('-i', options.watermark);
  args.push('-filter_complex', filters.join(';'));

  ladder.video.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (options.hasAudio) args.push('-map', '0:a:0');
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'high',
      '-crf',
      '23',
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
      `expr:gte(t,${FIRST_SEGMENT_SECONDS})*eq(n_forced,0)`,
    );
    if (options.hasAudio)
      args.push('-c:a', 'aac', '-b:a', String(r.audioBitrate), '-ac', '2', '-ar', '48000');
    args.push(...hlsOutput(r.name, FIRST_SEGMENT_SECONDS));
  });
  if (options.hasAudio && ladder.audio) {
    args.push(
      '-map',
      '0:a:0',
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      String(ladder.audio.bitrate),
      '-ac',
      '2',
      '-ar',
      '48000',
    );
    args.push(...hlsOutput(ladder.audio.name, null));
  }
  args.push('-progress', 'pipe:1', '-nostats');
  return args;
}
