import type { DataSaverMode } from '@academy/shared';

/**
 * The data saver as the player applies it: the master playlist is cut down to the one variant the
 * learner chose before Shaka reads it, so no other rendition can be fetched, not even by its
 * adaptation moving up on a good moment. Cutting the list (rather than capping Shaka's ABR) also
 * holds for the prefetch, which reads the same playlist (lesson-prefetch.ts).
 */
interface Listed {
  /** Index of the `#EXT-X-STREAM-INF` line; its URI is the next line that is not a tag. */
  tag: number;
  uri: number;
  bandwidth: number;
  /** Picture height, or null for the audio-only variant. */
  height: number | null;
}

function listVariants(lines: string[]): Listed[] {
  const found: Listed[] = [];
  lines.forEach((line, tag) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.findIndex((next, i) => i > tag && next.trim() && !next.startsWith('#'));
    if (uri < 0) return;
    const resolution = /[:,]RESOLUTION=(\d+)x(\d+)/.exec(line);
    found.push({
      tag,
      uri,
      bandwidth: Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0),
      height: resolution ? Math.min(Number(resolution[1]), Number(resolution[2])) : null,
    });
  });
  return found;
}

/** The variant a data-saver mode keeps: the smallest picture, or sound only when there is sound. */
function chosen(variants: Listed[], mode: Exclude<DataSaverMode, 'off'>): Listed | null {
  const pictures = variants
    .filter((v) => v.height !== null)
    .sort((a, b) => a.height! - b.height! || a.bandwidth - b.bandwidth);
  const audio = variants.find((v) => v.height === null) ?? null;
  return mode === 'audio' ? (audio ?? pictures[0] ?? null) : (pictures[0] ?? audio);
}

/**
 * A master playlist holding only the variant `mode` plays; anything else (a media playlist, `off`, a
 * list with one variant) comes back as it was.
 */
export function playlistForDataSaver(text: string, mode: DataSaverMode): string {
  if (mode === 'off' || !text.includes('#EXT-X-STREAM-INF:')) return text;
  const lines = text.split('\n');
  const variants = listVariants(lines);
  const keep = chosen(variants, mode);
  if (!keep || variants.length < 2) return text;
  const drop = new Set(variants.filter((v) => v !== keep).flatMap((v) => [v.tag, v.uri]));
  return lines.filter((_, i) => !drop.has(i)).join('\n');
}
