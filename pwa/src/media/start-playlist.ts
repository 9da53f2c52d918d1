import type { DataSaverMode, RenditionSize } from '@academy/shared';
import { sizeThatPlays } from './lesson-size.ts';

/** What a lesson's data says of its renditions: their sizes and their media playlists' links. */
export interface LessonRenditions {
  sizes: readonly RenditionSize[];
  playlistUrls?: Record<string, string>;
}

/**
 * The signed link of the media playlist the player will start on, from the lesson's data, or null
 * when that cannot be told for sure. The rung is the one the lesson's size is shown for (lesson-size.ts:
 * Shaka's rule on the master's peak `BANDWIDTH`, or the data saver's). Versions stored without their
 * peak rate are left to the master playlist: Shaka chooses by a figure their sizes lack, and a wrong
 * guess would fetch a playlist that is never used.
 */
export function startPlaylist(
  lesson: LessonRenditions | undefined,
  mode: DataSaverMode,
  estimate: number,
): string | null {
  if (!lesson?.playlistUrls) return null;
  if (mode === 'off' && lesson.sizes.some((s) => s.peakBandwidth === undefined)) return null;
  const size = sizeThatPlays(lesson.sizes, mode, estimate);
  return (size && lesson.playlistUrls[size.name]) ?? null;
}
