import type { VideoInfo } from '../probe/video-info.ts';

export interface Rendition {
  /** Folder and playlist name, e.g. `720p`. */
  name: string;
  width: number;
  height: number;
  /** Capped-CRF ceiling (`-maxrate`), bits per second; `-bufsize` is twice this. */
  maxBitrate: number;
  /** x264 constant rate factor: higher for the small rungs, whose learners count every megabyte. */
  crf: number;
  audioBitrate: number;
  /** 1 (mono) for the small rungs: lessons are speech, and a second channel doubles its bytes. */
  audioChannels: 1 | 2;
}

export interface Ladder {
  fps: number;
  /**
   * Keyframe interval in frames: every 4 s (after the one forced at 1 s), the same in every rung, so
   * segments cut at the same instants everywhere. A keyframe is most of a still slide's bytes.
   */
  gop: number;
  video: Rendition[];
  /** Audio-only rendition for data saving; null when the source has no sound. */
  audio: { name: 'audio'; bitrate: number; channels: 1 | 2 } | null;
}

/** The biggest picture we produce; lessons gain nothing from more, and weak networks never fetch it. */
const TOP_SHORT_SIDE = 1080;
const MIN_SHORT_SIDE = 180;
/** 1080p at this many bits per second, scaled by pixel count^0.75 for smaller rungs (see README). */
const REFERENCE_BITRATE = 2_500_000;
const REFERENCE_PIXELS = 1920 * 1080;

/**
 * The small rungs' CRF. Measured on the lecture fixture (40 s) and the busy pattern (20 s), 360p, against
 * 26: 7.4 % fewer video bytes on the lecture and 8 % on the busy pattern, SSIM -0.0009 on both (240p and
 * 180p at most -0.0017), no more CPU; issue 28 allows 0.005. It takes the 10-minute slide lecture at 360p
 * from 10.2 MB to 9.7 MB, under the issue's 10 MB.
 */
const SMALL_RUNG_CRF = 27;

/** Seconds between keyframes after the first (issue 28: 4 s cut a slide lecture's 360p by 16 %). */
export const GOP_SECONDS = 4;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Chooses the renditions for a source, as a pure function of what ffprobe saw:
 * - never upscale, keep the aspect ratio (portrait stays portrait: rungs are named by the short side);
 * - rungs are the top size divided by 1, 2, 3 and 4 (whole divisors keep screen text sharp), plus 720p
 *   for 1080p-class sources, dropping any within 15 % of a larger one and any under 180 px;
 * - frame rate normalised to a constant min(source, 30).
 */
export function chooseLadder(
  info: Pick<VideoInfo, 'displayWidth' | 'displayHeight' | 'fps' | 'hasAudio'>,
): Ladder {
  const portrait = info.displayHeight > info.displayWidth;
  const shortSide = Math.min(info.displayWidth, info.displayHeight);
  const longSide = Math.max(info.displayWidth, info.displayHeight);
  const top = even(Math.min(shortSide, TOP_SHORT_SIDE));
  const candidates = [top, 720, top / 2, top / 3, top / 4]
    .map(even)
    .filter((s) => s <= top && s >= MIN_SHORT_SIDE);
  const sides: number[] = [];
  for (const side of [...new Set(candidates)].sort((a, b) => b - a)) {
    const previous = sides[sides.length - 1];
    if (previous === undefined || side <= previous * 0.85) sides.push(side);
  }
  if (sides.length === 0) sides.push(even(shortSide));

  const video = sides.map((side): Rendition => {
    const long = even((side * longSide) / shortSide);
    const width = portrait ? side : long;
    const height = portrait ? long : side;
    const pixels = width * height;
    const maxBitrate =
      Math.round((REFERENCE_BITRATE * (pixels / REFERENCE_PIXELS) ** 0.75) / 10_000) * 10_000;
    return {
      name: `${side}p`,
      width,
      height,
      maxBitrate,
      crf: side >= 540 ? 23 : SMALL_RUNG_CRF,
      audioBitrate: side >= 540 ? 128_000 : 48_000,
      audioChannels: side >= 540 ? 2 : 1,
    };
  });
  const fps = Math.min(30, Math.max(1, Math.round(info.fps || 30)));
  return {
    fps,
    gop: fps * GOP_SECONDS,
    video,
    audio: info.hasAudio ? { name: 'audio', bitrate: 48_000, channels: 1 } : null,
  };
}
