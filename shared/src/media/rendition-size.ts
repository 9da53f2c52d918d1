/**
 * What one rendition of a lesson costs a learner: the bytes the transcoder actually wrote for it (init
 * segment, encrypted segments and media playlist), stored with the version when it goes live. Never an
 * estimate from a bit rate.
 */
export interface RenditionSize {
  /** The rendition's folder name: `360p`, `720p`, … or `audio` for the audio-only rendition. */
  name: string;
  /** Picture height in pixels; null for audio only. */
  height: number | null;
  /** Average bits per second of the segments (the master playlist's `AVERAGE-BANDWIDTH`). */
  bandwidth: number;
  /**
   * The master playlist's `BANDWIDTH` (the peak segment rate), which players choose the starting
   * rendition by; absent for versions stored before it was kept (then `bandwidth` stands in).
   */
  peakBandwidth?: number;
  bytes: number;
}

/** How a learner chose to spend data: as the player decides, the smallest picture, or sound only. */
export type DataSaverMode = 'off' | 'smallest' | 'audio';

/** Pictures smallest first, then audio only: the order every size list is shown in. */
export function sortRenditionSizes(sizes: readonly RenditionSize[]): RenditionSize[] {
  return [...sizes].sort(
    (a, b) =>
      Number(a.height === null) - Number(b.height === null) ||
      (a.height ?? 0) - (b.height ?? 0) ||
      a.bytes - b.bytes,
  );
}

/** The smallest rendition with a picture, or null when there is none. */
export function smallestPicture(sizes: readonly RenditionSize[]): RenditionSize | null {
  return sortRenditionSizes(sizes).find((s) => s.height !== null) ?? null;
}

/** The audio-only rendition, or null when the lesson has no sound. */
export function audioOnly(sizes: readonly RenditionSize[]): RenditionSize | null {
  return sizes.find((s) => s.height === null) ?? null;
}
