import { createHmac } from 'node:crypto';
import {
  OFFLINE_LICENCE_DAYS,
  OFFLINE_LICENCE_MESSAGES,
  type OfflineLicenceData,
} from '@academy/shared';
import { downloadLesson } from '../access/index.ts';
import { notFound } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { viewerCodeOf } from './drm.service.ts';
import { mediaPorts } from './media.ports.ts';
import { deriveMediaSecret } from './media-keys.ts';
import { findVersion } from './video.repository.ts';
import { getVideo, type MediaCtx } from './video.service.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * `POST /api/videos/{videoId}/offline-licence` (issue 11): the right to play a downloaded lesson with
 * no connection for 30 days, granted and renewed by the same rule as watching it now (bought the
 * course, or a free preview), so a refund or a deactivated account ends the renewals. The lesson's key
 * is not part of it: the app takes it once from the key route, with the same checks, and keeps it as a
 * non-extractable WebCrypto key.
 *
 * The version is the one the download holds. A version a re-upload replaced still gets its licence (the
 * learner keeps a copy that plays); one that never went live, or whose video is gone, does not.
 */
export async function issueOfflineLicence(
  ctx: MediaCtx,
  videoId: string,
  requestedVersion: number | undefined,
  principal: Principal,
): Promise<OfflineLicenceData> {
  const video = await getVideo(ctx, videoId, principal, downloadLesson);
  const version = requestedVersion ?? video.version;
  const row = version === null ? null : await findVersion(ctx.database.db, video.id, version);
  if (!row || (row.status !== 'active' && row.status !== 'superseded'))
    throw notFound(OFFLINE_LICENCE_MESSAGES.versionGone);
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + OFFLINE_LICENCE_DAYS * DAY_MS);
  // Offline progress is measured by the device's clock only inside a licence's window.
  await mediaPorts
    .use()
    .offlineLicenceIssued(ctx.database.db, principal.userId, video.id, { issuedAt, expiresAt });
  return {
    licence: {
      videoId: video.id,
      courseId: video.courseId,
      version: row.version,
      issuedAt: issuedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      viewerCode: viewerCodeOf(ctx, principal.userId),
      licenceCode: licenceCode(ctx, principal.userId, video.id, issuedAt),
    },
  };
}

/** Keyed, so a recording's licence code leads back to its viewer and nobody can make one up. */
function licenceCode(ctx: MediaCtx, userId: string, videoId: string, issuedAt: Date): string {
  return createHmac('sha256', deriveMediaSecret(ctx.config.mediaMasterKey, 'offline licence'))
    .update(`${userId}:${videoId}:${issuedAt.toISOString()}`)
    .digest('hex')
    .slice(0, 12);
}
