import {
  audioOnly,
  normaliseLanguage,
  smallestPicture,
  type DataSaverMode,
  type RenditionSize,
} from '@academy/shared';
import i18next from 'i18next';
import { decimalFormat } from '../i18n/intl-locale.ts';
import { startVariant } from './lesson-prefetch.ts';

/**
 * What a lesson will cost a learner: the size of the rendition that plays, as the learner chose to
 * spend data. With the data saver off that is the rendition Shaka starts on for the start estimate
 * (the player's own rule, lesson-prefetch.ts), the best figure available before playing: Shaka may
 * later move up or down the ladder as the link allows. Shaka chooses by the master playlist's
 * `BANDWIDTH` (the peak), not the average: by the average, a 5-minute lesson at the first visit's
 * 300 kbit/s would show 240p's 10.5 MB while 180p's 8.8 MB plays (docs/benchmarks.md, Lesson bytes).
 */
export function sizeThatPlays(
  sizes: readonly RenditionSize[],
  mode: DataSaverMode,
  estimate: number,
): RenditionSize | null {
  if (sizes.length === 0) return null;
  if (mode === 'audio') return audioOnly(sizes) ?? smallestPicture(sizes);
  if (mode === 'smallest') return smallestPicture(sizes) ?? audioOnly(sizes);
  const variants = sizes.map((s) => ({
    bandwidth: s.peakBandwidth ?? s.bandwidth,
    uri: s.name,
    video: !!s.height,
  }));
  const start = startVariant(variants, estimate);
  return sizes.find((s) => s.name === start?.uri) ?? null;
}

/**
 * The bytes of every lesson at the quality that plays, or null when a lesson's size is unknown (a
 * total missing lessons would read as the course's cost and be too low).
 */
export function courseBytes(
  lessons: ReadonlyArray<{ sizes: readonly RenditionSize[] }>,
  mode: DataSaverMode,
  estimate: number,
): number | null {
  let total = 0;
  for (const lesson of lessons) {
    const size = sizeThatPlays(lesson.sizes, mode, estimate);
    if (!size) return null;
    total += size.bytes;
  }
  return lessons.length > 0 ? total : null;
}

/** Decimal megabytes, as phones count mobile data (Android's data usage screen and data plans). */
const MB = 1_000_000;

/**
 * "12.3 MB": one decimal under 100 MB, whole megabytes above, never "0.0" for a few bytes. The number
 * is formatted for the language and the unit comes from its copy (common `size.megabytes`).
 */
export function formatMegabytes(bytes: number, language: string): string {
  const megabytes = bytes / MB;
  const decimals = megabytes < 100 ? 1 : 0;
  const shown = bytes > 0 ? Math.max(megabytes, 0.1) : 0;
  const lng = normaliseLanguage(language) ?? 'en';
  const value = decimalFormat(lng, decimals).format(shown);
  return i18next.t('size.megabytes', { ns: 'common', lng, value });
}
