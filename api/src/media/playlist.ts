import { isSafeMediaPath } from './signed-links.ts';

/**
 * HLS playlists as stored hold relative URIs (`720p/index.m3u8`, `seg_001.m4s`, `init.mp4`) and the
 * placeholder key URI `URI="key"`. When served, every URI becomes a signed link and every key URI the
 * key route. Pure functions: the caller decides what a link looks like.
 */

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/** `dir` + a relative URI from a playlist in `dir`, checked to stay inside the version's folder. */
export function joinMediaPath(dir: string, uri: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of uri.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (!parts.length) throw new Error(`playlist URI leaves its folder: ${uri}`);
      parts.pop();
    } else parts.push(part);
  }
  const path = parts.join('/');
  if (!isSafeMediaPath(path)) throw new Error(`unexpected playlist URI: ${uri}`);
  return path;
}

export function dirOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at === -1 ? '' : path.slice(0, at);
}

export interface RewriteOptions {
  /** The link for a file at `path` (relative to the version's folder). */
  link(path: string): string | Promise<string>;
  /** Where `#EXT-X-KEY` URIs point. */
  keyUrl: string;
}

/**
 * Rewrites a master or media playlist located at `playlistPath` inside a version's folder. Links are
 * made in parallel (S3 presigning is local work, but async).
 */
export async function rewritePlaylist(
  text: string,
  playlistPath: string,
  options: RewriteOptions,
): Promise<string> {
  const dir = dirOf(playlistPath);
  const lines = text.split(/\r?\n/);
  const out = await Promise.all(
    lines.map(async (line) => {
      const trimmed = line.trim();
      if (!trimmed) return line;
      if (!trimmed.startsWith('#')) return options.link(joinMediaPath(dir, trimmed));
      if (!trimmed.includes('URI="')) return line;
      const isKey = /^#EXT-X-(SESSION-)?KEY:/.test(trimmed);
      if (isKey && /METHOD=NONE/.test(trimmed)) return line;
      const replacements = new Map<string, string>();
      for (const match of trimmed.matchAll(URI_ATTRIBUTE)) {
        const uri = match[1]!;
        if (replacements.has(uri)) continue;
        replacements.set(uri, isKey ? options.keyUrl : await options.link(joinMediaPath(dir, uri)));
      }
      return trimmed.replace(
        URI_ATTRIBUTE,
        (_all, uri: string) => `URI="${replacements.get(uri)}"`,
      );
    }),
  );
  return out.join('\n');
}

/** The relative URIs a playlist refers to (variants, init and media segments), for checks and copies. */
export function playlistUris(text: string, playlistPath: string): string[] {
  const dir = dirOf(playlistPath);
  const uris: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!line.startsWith('#')) uris.push(joinMediaPath(dir, line));
    else if (!/^#EXT-X-(SESSION-)?KEY:/.test(line)) {
      for (const match of line.matchAll(URI_ATTRIBUTE)) uris.push(joinMediaPath(dir, match[1]!));
    }
  }
  return uris;
}
