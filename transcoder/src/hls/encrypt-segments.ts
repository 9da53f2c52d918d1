import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The key URI written into playlists; the API replaces it with its key route when serving. */
export const KEY_URI_PLACEHOLDER = 'key';

export function encryptSegment(clear: Buffer, key: Buffer, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(clear), cipher.final()]);
}

export function decryptSegment(encrypted: Buffer, key: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

export interface SegmentStat {
  uri: string;
  durationSeconds: number;
  bytes: number;
}

/**
 * ffmpeg will not write encrypted fMP4 HLS, so the clear media segments are encrypted here, each with
 * AES-128-CBC under the video's key and a random IV, and the playlist gets an `#EXT-X-KEY` line before
 * every segment. The init segment (`#EXT-X-MAP`) stays clear: the key tags come after it, the most
 * compatible form. Returns each segment's duration and encrypted size for the bandwidth figures.
 */
export async function encryptPlaylistSegments(
  playlistFile: string,
  key: Buffer,
): Promise<SegmentStat[]> {
  if (key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const dir = path.dirname(playlistFile);
  const lines = (await readFile(playlistFile, 'utf8')).split('\n');
  const output: string[] = [];
  const stats: SegmentStat[] = [];
  let pendingDuration: number | null = null;
  let extinfIndex = -1;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length));
      extinfIndex = output.length;
      output.push(line);
      continue;
    }
    if (pendingDuration !== null && line && !line.startsWith('#')) {
      const iv = randomBytes(16);
      const file = path.join(dir, line);
      const encrypted = encryptSegment(await readFile(file), key, iv);
      await writeFile(file, encrypted);
      output.splice(
        extinfIndex,
        0,
        `#EXT-X-KEY:METHOD=AES-128,URI="${KEY_URI_PLACEHOLDER}",IV=0x${iv.toString('hex')}`,
      );
      output.push(line);
      stats.push({ uri: line, durationSeconds: pendingDuration, bytes: encrypted.length });
      pendingDuration = null;
      continue;
    }
    output.push(line);
  }
  await writeFile(playlistFile, output.join('\n'));
  return stats;
}
