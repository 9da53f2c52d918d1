import type { DataSaverMode } from '@academy/shared';
import { playlistForDataSaver } from './data-saver-playlist.ts';
import type { Shaka } from './shaka-loader.ts';

/**
 * A lesson's first bytes fetched as soon as its master link is known, instead of step by step once
 * Shaka has arrived: the key, the master playlist, the media playlist of the rung Shaka will start on,
 * its init segment and the segment at the start position. On a first visit at 400 kbit/s Shaka's own
 * download ends seconds after the lesson's link is known, and its chain of four round trips came after
 * that (docs/benchmarks.md, Learner player); now the bytes are waiting when Shaka asks.
 *
 * - The key's address is a contract (shared/src/media/video.types.ts): `/api/videos/{id}/key?v={version}`,
 *   and the master playlist's signed link names the same id and version (`/api/media/{id}/{version}/…`).
 *   Shaka asks for an HLS key only once the segment it decrypts has arrived, so without this the key
 *   would cost a round trip after the first segment.
 * - The rung is chosen by Shaka's own rule (SimpleAbrManager.chooseVariant) from the same start
 *   estimate Shaka is configured with. A wrong guess costs the bytes, never the playback: anything
 *   Shaka does not ask for is simply not used. With the data saver on, the choice is made in the
 *   master playlist as cut for Shaka (data-saver-playlist.ts), so nothing bigger is ever fetched.
 * - A scheme plugin in front of Shaka's fetch answers a request with prefetched bytes, once; when the
 *   prefetch failed (403: links expired, no connection) Shaka fetches as usual and its error handling
 *   (refresh on 403) is untouched. Answers are marked `fromCache`, so bytes that were waiting do not
 *   count as a fast link in Shaka's bandwidth estimate.
 */
type Bytes = Promise<ArrayBuffer | null>;
const prefetched = new Map<string, Bytes>();
let installed = false;

/** Shaka's defaults (abr.bandwidthDowngradeTarget, abr.bandwidthUpgradeTarget). */
const DOWNGRADE_TARGET = 0.95;
const UPGRADE_TARGET = 0.85;
/** Prefetches left unused this long (the learner left, Shaka chose otherwise) are dropped. */
const UNUSED_FOR_MS = 60_000;

/** `{id}:{version}` from a master playlist link or a key link, or null. */
export function lessonKeyId(url: string): string | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const media = /^\/api\/media\/([^/?]+)\/v?(\d+)\//.exec(path);
  if (media) return `${media[1]}:${media[2]}`;
  const key = /^\/api\/videos\/([^/?]+)\/key\?(?:.*&)?v=(\d+)/.exec(path);
  return key ? `${key[1]}:${key[2]}` : null;
}

export interface Variant {
  bandwidth: number;
  uri: string;
  /** Has a picture (not the audio-only rendition). */
  video: boolean;
}

/** The variants of a master playlist, URIs resolved against the playlist's own address. */
export function masterVariants(text: string, base: string): Variant[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    const video = /[:,]RESOLUTION=/.test(line);
    if (uri && Number.isFinite(bandwidth))
      variants.push({ bandwidth, uri: new URL(uri, base).href, video });
  });
  return variants;
}

/**
 * The variant Shaka starts on for a bandwidth estimate (its SimpleAbrManager rule). Like Shaka, never
 * the audio-only one while there are variants with a picture.
 */
export function startVariant(variants: Variant[], estimate: number): Variant | null {
  const pool = variants.some((v) => v.video) ? variants.filter((v) => v.video) : variants;
  const sorted = [...pool].sort((a, b) => a.bandwidth - b.bandwidth);
  let chosen = sorted[0] ?? null;
  sorted.forEach((item, i) => {
    const next = sorted.slice(i + 1).find((v) => v.bandwidth !== item.bandwidth);
    const min = item.bandwidth / DOWNGRADE_TARGET;
    const max = (next?.bandwidth ?? Infinity) / UPGRADE_TARGET;
    if (estimate >= min && estimate <= max && chosen!.bandwidth !== item.bandwidth) chosen = item;
  });
  return chosen;
}

/** A media playlist's init segment and the segment holding `at` seconds (resolved), or null. */
export function firstSegments(text: string, base: string, at: number): string[] | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const init = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(
    lines.find((l) => l.startsWith('#EXT-X-MAP:')) ?? '',
  );
  let start = 0;
  let duration = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8)) || 0;
    else if (line && !line.startsWith('#')) {
      if (at < start + duration) {
        return [...(init ? [new URL(init[1]!, base).href] : []), new URL(line, base).href];
      }
      start += duration;
    }
  }
  return null;
}

function keep(url: string, bytes: Bytes): Bytes {
  prefetched.set(url, bytes);
  setTimeout(() => prefetched.get(url) === bytes && prefetched.delete(url), UNUSED_FOR_MS);
  return bytes;
}

const get = (url: string, init: RequestInit = {}): Bytes =>
  fetch(url, { credentials: 'same-origin', ...init })
    .then((res) => (res.ok ? res.arrayBuffer() : null))
    .catch(() => null);

const text = (bytes: ArrayBuffer | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/**
 * Starts fetching the first bytes of the lesson behind `masterUrl` (the key with the viewer's token,
 * if any), for a start at `startAt` seconds on the rung `estimate` (bits per second) leads Shaka to,
 * or the one the data saver keeps. `startPlaylist`, the signed link of that rung's media playlist when
 * the lesson's data gave it (`playlistUrls`, start-playlist.ts), is fetched beside the master instead
 * of after it: one round trip less before the first frame (400 ms and more on a phone link). Should
 * the master name another rung, that one is fetched as before.
 */
export function prefetchLesson(
  masterUrl: string,
  token: string | null,
  estimate: number,
  startAt: number | null,
  dataSaver: DataSaverMode = 'off',
  startPlaylist: string | null = null,
): Promise<void> {
  const master = new URL(masterUrl, window.location.href).href;
  // Only what comes over the network: a downloaded lesson is on the device already.
  if (!/^https?:$/.test(new URL(master).protocol) || prefetched.has(master))
    return Promise.resolve();
  const id = lessonKeyId(master);
  let key: Bytes | null = null;
  if (id) {
    const [videoId, version] = id.split(':');
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    key = keep(
      `key:${id}`,
      get(`/api/videos/${videoId}/key?v=${version}`, { headers, cache: 'no-store' }),
    );
  }
  const started = new Set<string>();
  const fromPlaylist = async (uri: string) => {
    started.add(uri);
    const playlist = text(await keep(uri, get(uri)));
    const segments = firstSegments(playlist ?? '', uri, startAt ?? 0) ?? [];
    await Promise.all(segments.map((url) => keep(url, get(url))));
  };
  const early = startPlaylist ? new URL(startPlaylist, window.location.href).href : null;
  // Settles once the key, playlists and segments have arrived (tests wait for it; the player does not).
  return Promise.all([
    key,
    early ? fromPlaylist(early) : null,
    keep(master, get(master)).then(async (bytes) => {
      const listed = playlistForDataSaver(text(bytes) ?? '', dataSaver);
      const variant = startVariant(masterVariants(listed, master), estimate);
      if (variant && !started.has(variant.uri)) await fromPlaylist(variant.uri);
    }),
  ]).then(
    () => undefined,
    () => undefined, // a playlist Shaka cannot read either: Shaka reports it
  );
}

/** Registers the plugin once per page (Shaka's scheme registry is global). */
export function installLessonPrefetch(shaka: Shaka): void {
  if (installed) return;
  installed = true;
  const fallback = shaka.net.HttpFetchPlugin.parse;
  const { KEY } = shaka.net.NetworkingEngine.RequestType;
  const plugin: Parameters<typeof shaka.net.NetworkingEngine.registerScheme>[1] = (
    uri,
    request,
    type,
    progress,
    headersReceived,
    config,
  ) => {
    // Shaka passes the master link as it was given (a path). The answer names the absolute address,
    // as a fetch's would: Shaka resolves the links inside a playlist against it.
    const absolute = new URL(uri, window.location.href).href;
    const keyId = type === KEY ? lessonKeyId(uri) : null;
    const name = keyId ? `key:${keyId}` : absolute;
    const waiting = request.method === 'GET' && !request.headers['Range'] && prefetched.get(name);
    if (!waiting) return fallback(uri, request, type, progress, headersReceived, config);
    prefetched.delete(name);
    let inner: ReturnType<typeof fallback> | null = null;
    const answer = waiting.then((data) => {
      if (data)
        return { uri: absolute, originalUri: uri, data, headers: {}, status: 200, fromCache: true };
      inner = fallback(uri, request, type, progress, headersReceived, config);
      return inner.promise;
    });
    return new shaka.util.AbortableOperation(answer, () => inner?.abort() ?? Promise.resolve());
  };
  const priority = shaka.net.NetworkingEngine.PluginPriority.APPLICATION;
  shaka.net.NetworkingEngine.registerScheme('http', plugin, priority, true);
  shaka.net.NetworkingEngine.registerScheme('https', plugin, priority, true);
}
