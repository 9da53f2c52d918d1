import { sortRenditionSizes, type RenditionSize } from '@academy/shared';
import type { StoredRendition } from './video.table.ts';

/**
 * What each rendition of the playing version costs, from what the transcoder stored with it. A version
 * transcoded before the transcoder counted its bytes has none: then the answer is an empty list rather
 * than sizes for some renditions only, so a learner is never shown a figure missing a rung.
 */
export function renditionSizes(renditions: readonly StoredRendition[] | null): RenditionSize[] {
  if (!renditions?.length) return [];
  const sizes: RenditionSize[] = [];
  for (const r of renditions) {
    if (!isCount(r.bytes) || !isCount(r.bandwidth)) return [];
    sizes.push({
      name: r.name,
      height: isCount(r.height) ? r.height : null,
      bandwidth: r.bandwidth,
      ...(isCount(r.peakBandwidth) ? { peakBandwidth: r.peakBandwidth } : {}),
      bytes: r.bytes,
    });
  }
  return sortRenditionSizes(sizes);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
