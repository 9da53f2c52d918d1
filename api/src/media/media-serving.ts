import type { Request, Response } from 'express';
import { VIDEO_MESSAGES } from '@academy/shared';
import { locked, notFound } from '../errors/domain-error.ts';
import { contentTypeOf } from './media-types.ts';
import { keyLinks, nativeSession } from './native-hls.ts';
import { rewritePlaylist } from './playlist.ts';
import { isSafeMediaPath, keyUrl } from './signed-links.ts';
import { mediaLinks, type MediaCtx } from './video.service.ts';
import { isUuid } from '@academy/shared';
import { cachedPlaylistText, cachedServedPlaylist, cachedVersion } from './media-lookups.ts';

/**
 * `GET /api/media/<videoId>/v<version>/<path>?exp=&sig=`: the files of a video's playing version behind
 * signed links. Playlists are rewritten on the way out (every URI a signed link, the key URI the key
 * route); other files are streamed as stored. The signature is checked before anything is read.
 *
 * Answers: 403 for a bad or expired signature, or a version that is no longer (or not yet) the one
 * playing, so the player refreshes its link; 404 for a file that does not exist.
 */

async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function serveMediaFile(ctx: MediaCtx, req: Request, res: Response): Promise<void> {
  const videoId = String(req.params.videoId);
  const versionText = String(req.params.version);
  const rawPath = req.params.path as unknown;
  const path = Array.isArray(rawPath) ? rawPath.join('/') : String(rawPath ?? '');
  const version = /^v\d{1,9}$/.test(versionText) ? Number(versionText.slice(1)) : NaN;
  if (!isUuid(videoId) || !Number.isSafeInteger(version) || !isSafeMediaPath(path)) {
    throw notFound('Media file not found');
  }

  const links = mediaLinks(ctx);
  const check = links.check(videoId, version, path, req.query.exp, req.query.sig);
  if (check !== 'ok') throw locked(VIDEO_MESSAGES.linkExpired);

  const row = await cachedVersion(ctx, videoId, version);
  if (!row) throw notFound('Media file not found');
  if (row.status !== 'active' || !row.storagePrefix) throw locked(VIDEO_MESSAGES.linkExpired);
  const key = `${row.storagePrefix}/${path}`;

  res.removeHeader('Vary');
  if (path.endsWith('.m3u8')) {
    let text: string;
    try {
      text = await cachedPlaylistText(ctx, key, async () => readText(await ctx.storage.get(key)));
    } catch {
      throw notFound('Media file not found');
    }
    // Links inside a playlist never outlive the link that fetched it: re-signing them with a fresh
    // lifetime let one leaked link be stretched, playlist by playlist, for hours (security finding 9).
    const exp = Math.min(links.expiry(), Number(req.query.exp));
    // For a native HLS player (`&session=`): a signed key link, and the flag on the media playlists.
    const native =
      req.query.session === undefined ? null : await nativeSession(ctx, videoId, req.query.session);
    const rewrite = () =>
      rewritePlaylist(text, path, {
        keyUrl: native
          ? keyLinks(ctx).url(videoId, version, native.id, keyLinks(ctx).expiry(native.expiresAt))
          : keyUrl(videoId, version),
        link: (target) =>
          target.endsWith('.m3u8')
            ? links.apiUrl(videoId, version, target, exp) + (native ? `&session=${native.id}` : '')
            : links.fileUrl(videoId, version, row.storagePrefix!, target, exp),
      });
    // Without a session the answer depends only on the file and the expiry, the same for every
    // learner within a quarter hour: made once, not per arrival.
    const body = native ? await rewrite() : await cachedServedPlaylist(ctx, key, exp, rewrite);
    // Playlists carry links that expire: never reuse one from a cache.
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': contentTypeOf(path) });
    res.send(req.method === 'HEAD' ? undefined : body);
    return;
  }

  const stat = await ctx.storage.stat(key);
  if (!stat) throw notFound('Media file not found');
  // A version's files never change, so the browser may keep them until the link itself expires.
  const secondsLeft = Math.max(0, Number(req.query.exp) - Math.floor(Date.now() / 1000));
  res.set({
    'Cache-Control': `private, max-age=${Math.min(secondsLeft, 86_400)}, immutable`,
    'Content-Type': contentTypeOf(path),
    'Content-Length': String(stat.size),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = await ctx.storage.get(key);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
