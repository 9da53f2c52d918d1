import type { Shaka } from './shaka-loader.ts';

/**
 * The lesson's AES key, fetched at the same time as the master playlist instead of after the first
 * segment. Shaka asks for an HLS key only once the segment it decrypts has arrived
 * (`SegmentUtils.aesDecrypt`), which puts a whole round trip after the segment on the way to the first
 * frame; at 400 ms per round trip that is most of the difference between the measured start and the
 * aim (docs/benchmarks.md, Playback).
 *
 * The key's address is a contract (shared/src/media/video.types.ts): `/api/videos/{id}/key?v={version}`,
 * and the master playlist's signed link names the same id and version (`/api/media/{id}/{version}/…`).
 * A scheme plugin in front of Shaka's own fetch answers the KEY request with the prefetched bytes; when
 * the prefetch failed (403: links expired, no connection) Shaka fetches as usual and its error handling
 * (refresh on 403) is untouched. Each prefetched key is used once.
 */
const prefetched = new Map<string, Promise<ArrayBuffer | null>>();
let installed = false;

/** `{id}:{version}` from a master playlist link or a key link, or null. */
export function lessonKeyId(url: string): string | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const media = /^\/api\/media\/([^/?]+)\/v?(\d+)\//.exec(path);
  if (media) return `${media[1]}:${media[2]}`;
  const key = /^\/api\/videos\/([^/?]+)\/key\?(?:.*&)?v=(\d+)/.exec(path);
  return key ? `${key[1]}:${key[2]}` : null;
}

/** Starts fetching the key of the lesson behind `masterUrl` (with the viewer's token, if any). */
export function prefetchKey(masterUrl: string, token: string | null): void {
  const id = lessonKeyId(masterUrl);
  if (!id || prefetched.has(id)) return;
  const [videoId, version] = id.split(':');
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  prefetched.set(
    id,
    fetch(`/api/videos/${videoId}/key?v=${version}`, { headers, cache: 'no-store' })
      .then((res) => (res.ok ? res.arrayBuffer() : null))
      .catch(() => null),
  );
}

/** Registers the plugin once per page (Shaka's scheme registry is global). */
export function installKeyPrefetch(shaka: Shaka): void {
  if (installed) return;
  installed = true;
  const fallback = shaka.net.HttpFetchPlugin.parse;
  const plugin: Parameters<typeof shaka.net.NetworkingEngine.registerScheme>[1] = (
    uri,
    request,
    type,
    progress,
    headersReceived,
    config,
  ) => {
    const id = type === shaka.net.NetworkingEngine.RequestType.KEY ? lessonKeyId(uri) : null;
    const waiting = id ? prefetched.get(id) : undefined;
    if (!id || !waiting) return fallback(uri, request, type, progress, headersReceived, config);
    prefetched.delete(id);
    let inner: ReturnType<typeof fallback> | null = null;
    const answer = waiting.then((data) => {
      if (data) return { uri, originalUri: uri, data, headers: {}, status: 200 };
      inner = fallback(uri, request, type, progress, headersReceived, config);
      return inner.promise;
    });
    return new shaka.util.AbortableOperation(answer, () => inner?.abort() ?? Promise.resolve());
  };
  const priority = shaka.net.NetworkingEngine.PluginPriority.APPLICATION;
  shaka.net.NetworkingEngine.registerScheme('http', plugin, priority, true);
  shaka.net.NetworkingEngine.registerScheme('https', plugin, priority, true);
}
