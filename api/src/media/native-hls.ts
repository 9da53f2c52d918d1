import { eq } from 'drizzle-orm';
import { VIDEO_MESSAGES } from '@academy/shared';
import { users } from '../accounts/index.ts';
import { locked } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { KeyLinks } from './key-links.ts';
import { getVideoKey, type MediaCtx } from './video.service.ts';
import { videoSessions } from './video.table.ts';

/**
 * Native HLS (issue 27 §4, docs/browsers.md "iPhones and native HLS"): a player that cannot send an
 * `Authorization` header gets the key through a signed key link bound to a DRM session.
 *
 * - The PWA asks for the master playlist with `&session=<DRM session id>` only when it hands the
 *   playlist to the browser's own HLS player. Served with that flag, playlists point their key at a
 *   signed key link (key-links.ts) and pass the flag on to the media playlists.
 * - The key route answers a valid key link with the same checks as a signed-in request, made for the
 *   session's viewer: the lesson must still be theirs to watch.
 */

const keyLinksByConfig = new WeakMap<object, KeyLinks>();

export function keyLinks(ctx: Pick<MediaCtx, 'config'>): KeyLinks {
  let links = keyLinksByConfig.get(ctx.config);
  if (!links) {
    links = new KeyLinks(ctx.config.mediaMasterKey);
    keyLinksByConfig.set(ctx.config, links);
  }
  return links;
}

const refused = () => locked(VIDEO_MESSAGES.linkExpired);

/** The live DRM session `sessionId` of `videoId`, or a 403 (unknown, ended, expired, other video). */
export async function nativeSession(ctx: MediaCtx, videoId: string, sessionId: unknown) {
  if (typeof sessionId !== 'string' || !/^[0-9a-f]{32}$/.test(sessionId)) throw refused();
  const [session] = await ctx.database.db
    .select()
    .from(videoSessions)
    .where(eq(videoSessions.id, sessionId))
    .limit(1);
  if (!session || session.videoId !== videoId) throw refused();
  if (session.endedAt || session.expiresAt.getTime() <= Date.now()) throw refused();
  return session;
}

/** The viewer a session was opened for, as the key route's checks expect them. */
async function principalOfSession(ctx: MediaCtx, userId: string | null): Promise<Principal | null> {
  if (!userId) return null;
  const [user] = await ctx.database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw refused();
  return { userId, audience: user.role, role: user.role, tokenId: '' };
}

export interface KeyLinkQuery {
  v: number;
  s: string;
  exp: string;
  sig: string;
}

/** `GET /api/videos/{id}/key?v=&s=&exp=&sig=`: the key for a native player, by its signed link. */
export async function getVideoKeyByLink(
  ctx: MediaCtx,
  videoId: string,
  query: KeyLinkQuery,
): Promise<Buffer> {
  if (keyLinks(ctx).check(videoId, query.v, query.s, query.exp, query.sig) !== 'ok') {
    throw refused();
  }
  const session = await nativeSession(ctx, videoId, query.s);
  return getVideoKey(ctx, videoId, query.v, await principalOfSession(ctx, session.userId));
}
