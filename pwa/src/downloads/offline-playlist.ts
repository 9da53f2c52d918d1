/**
 * The HLS playlists of a downloaded lesson. A download keeps the rendition's media playlist as the
 * server sent it and one `#EXT-X-STREAM-INF` line of the master; at play time these become a local
 * master and media playlist whose URIs name stored pieces (`init.mp4`, `seg/{n}.m4s`) and which carry
 * no `#EXT-X-KEY`: the app decrypts each segment itself with the stored key (offline-playback.ts), so
 * the player never holds the key. Pure, so the rules are tested without a browser.
 */

export interface MediaPiece {
  /** As written in the playlist (a signed link when served); resolve against the playlist's address. */
  uri: string;
  /** 0 is the init segment, 1… the media segments in order. */
  index: number;
  /** The AES-128 IV of an encrypted segment (16 bytes); null for a clear piece (the init segment). */
  iv: Uint8Array<ArrayBuffer> | null;
}

const attribute = (line: string, name: string) =>
  new RegExp(`[:,]${name}=(?:"([^"]*)"|([^,]*))`).exec(line)?.slice(1).find(Boolean) ?? null;

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.replace(/^0x/i, '').padStart(32, '0').slice(-32);
  return Uint8Array.from(clean.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
}

/** HLS: without an IV attribute, a segment's IV is its media sequence number, big-endian. */
function sequenceIv(sequence: number): Uint8Array<ArrayBuffer> {
  const iv = new Uint8Array(16);
  new DataView(iv.buffer).setUint32(12, sequence);
  return iv;
}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim());

/** Every piece a media playlist names: its init segment first (index 0), then the segments. */
export function mediaPieces(playlist: string): MediaPiece[] {
  const pieces: MediaPiece[] = [];
  let sequence = 0;
  let key: { method: string; iv: string | null } = { method: 'NONE', iv: null };
  for (const line of lines(playlist)) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice(22)) || 0;
    else if (line.startsWith('#EXT-X-MAP:')) {
      const uri = attribute(line, 'URI');
      if (uri) pieces.push({ uri, index: 0, iv: null });
    } else if (line.startsWith('#EXT-X-KEY:')) {
      key = { method: attribute(line, 'METHOD') ?? 'NONE', iv: attribute(line, 'IV') };
    } else if (line && !line.startsWith('#')) {
      const encrypted = key.method === 'AES-128';
      const iv = encrypted ? (key.iv ? hexBytes(key.iv) : sequenceIv(sequence)) : null;
      pieces.push({ uri: line, index: pieces.filter((p) => p.index > 0).length + 1, iv });
      sequence += 1;
    }
  }
  return pieces;
}

/** The address a stored piece answers to inside `offline-lesson://{videoId}/`. */
export const pieceName = (index: number) => (index === 0 ? 'init.mp4' : `seg/${index}.m4s`);

/** The served media playlist with local URIs and no key lines: what the player reads offline. */
export function localMediaPlaylist(playlist: string): string {
  let index = 0;
  return lines(playlist)
    .filter((line) => !line.startsWith('#EXT-X-KEY:'))
    .map((line) => {
      if (line.startsWith('#EXT-X-MAP:')) return `#EXT-X-MAP:URI="${pieceName(0)}"`;
      if (line && !line.startsWith('#')) return pieceName((index += 1));
      return line;
    })
    .join('\n');
}

/** A master playlist of the one downloaded rendition. */
export function localMasterPlaylist(variantLine: string): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    variantLine,
    'media.m3u8',
    '',
  ].join('\n');
}

/**
 * The `#EXT-X-STREAM-INF` line and media playlist URI of the rendition named `name` (its folder:
 * `360p/index.m3u8`), or null.
 */
export function findVariant(master: string, name: string): { line: string; uri: string } | null {
  const all = lines(master);
  for (let i = 0; i < all.length; i += 1) {
    const line = all[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = all.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (uri && new RegExp(`(^|/)${name}/[^/]*$`).test(uri.split('?')[0]!)) return { line, uri };
  }
  return null;
}
