import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  VIDEO_STATUSES,
  type DrmCourseVideosData,
  type DrmStatsData,
  type DrmVideoData,
  type VideoStatus,
} from '@academy/shared';
import { invalid, locked, notFound } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { deriveMediaSecret } from './media-keys.ts';
import { keyUrl, LINK_LIFETIME_SECONDS } from './signed-links.ts';
import { countVideosByStatus } from './video.repository.ts';
import { getCourseVideos, getVideo, type MediaCtx } from './video.service.ts';
import { videos, videoSessions } from './video.table.ts';

/**
 * `/api/drm/*` (spec 000 §7): a thin layer over the same mechanism. The protection is the encrypted
 * HLS and the key route; these calls give the player's copy-protection layer a server-side session
 * (60 minutes, spec 000 §9), its watermark data, and the playlist link sealed to that session.
 */

export const DRM_MESSAGES = {
  invalidSession: 'Invalid or expired DRM session',
  decryptFailed: 'Failed to decrypt video URL',
  sessionEnded: 'DRM session ended',
} as const;

const SESSION_MINUTES = 60;

function urlSecret(ctx: MediaCtx): Buffer {
  return deriveMediaSecret(ctx.config.mediaMasterKey, 'drm url sealing');
}

function sealUrl(ctx: MediaCtx, sessionId: string, url: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', urlSecret(ctx), iv);
  cipher.setAAD(Buffer.from(sessionId));
  const sealed = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openUrl(ctx: MediaCtx, sessionId: string, token: string): string | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', urlSecret(ctx), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(sessionId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * How long a learner's sessions are kept: a recording re-shared in a group months later must still
 * lead back to its viewer. Visitors' sessions (free previews, no one to trace) go a day after expiry.
 */
export const LEARNER_SESSION_RETENTION_DAYS = 400;

/**
 * The learner's 8-hex viewer code (spec 000 §9 "user watermark"): a keyed hash, so nobody can compute
 * another learner's code, and the same learner always shows the same code, on every lesson.
 */
export function viewerCodeOf(ctx: Pick<MediaCtx, 'config'>, userId: string): string {
  return createHmac('sha256', deriveMediaSecret(ctx.config.mediaMasterKey, 'viewer code'))
    .update(userId)
    .digest('hex')
    .slice(0, 8);
}

/** 12 hexadecimal characters of SHA-256 over user, video and time (spec 000 §9). */
function watermarkData(userId: string | null, videoId: string): string {
  return createHash('sha256')
    .update(`${userId ?? 'visitor'}:${videoId}:${Date.now()}`)
    .digest('hex')
    .slice(0, 12);
}

/** `GET /api/drm/videos/{id}`: the video (same checks as GET /api/videos/{id}) and a new session. */
export async function drmVideo(
  ctx: MediaCtx,
  videoId: string,
  principal: Principal | null,
): Promise<DrmVideoData> {
  const video = await getVideo(ctx, videoId, principal);
  const db = ctx.database.db;
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + SESSION_MINUTES * 60_000);
  const mark = watermarkData(principal?.userId ?? null, video.id);
  const viewerCode = principal?.audience === 'learner' ? viewerCodeOf(ctx, principal.userId) : null;
  await pruneSessions(ctx);
  await db.insert(videoSessions).values({
    id,
    videoId: video.id,
    userId: principal?.userId ?? null,
    watermarkData: mark,
    viewerCode,
    expiresAt,
  });
  return {
    video: {
      ...video,
      drm: {
        enabled: true,
        scheme: 'hls-aes-128',
        keyUrl: video.version === null ? null : keyUrl(video.id, video.version),
        sessionId: id,
        sessionExpiresAt: expiresAt.toISOString(),
        watermarkData: mark,
        viewerCode,
        encryptedUrl: video.videoUrl ? sealUrl(ctx, id, video.videoUrl) : null,
      },
    },
  };
}

/** Old sessions are history: visitors' go a day after expiry, learners' after the retention period. */
async function pruneSessions(ctx: MediaCtx): Promise<void> {
  await ctx.database.db
    .delete(videoSessions)
    .where(
      or(
        and(
          isNull(videoSessions.userId),
          lt(videoSessions.expiresAt, sql`now() - interval '1 day'`),
        ),
        lt(
          videoSessions.expiresAt,
          sql`now() - make_interval(days => ${LEARNER_SESSION_RETENTION_DAYS})`,
        ),
      ),
    );
}

/** `GET /api/drm/courses/{id}/videos?version=`. */
export async function drmCourseVideos(
  ctx: MediaCtx,
  courseId: string,
  principal: Principal | null,
): Promise<DrmCourseVideosData> {
  const data = await getCourseVideos(ctx, courseId, principal);
  return {
    course: { _id: data.courseId, id: data.courseId, videos: data.videos },
    userHasPurchased: data.userHasPurchased,
    drm: { enabled: true, scheme: 'hls-aes-128' },
  };
}

/** The caller's live session, or null (unknown, someone else's, ended or expired). */
async function liveSession(ctx: MediaCtx, sessionId: string, principal: Principal | null) {
  if (!/^[0-9a-f]{32}$/.test(sessionId)) return null;
  const [session] = await ctx.database.db
    .select()
    .from(videoSessions)
    .where(eq(videoSessions.id, sessionId))
    .limit(1);
  if (!session || session.endedAt || session.expiresAt.getTime() <= Date.now()) return null;
  if ((session.userId ?? null) !== (principal?.userId ?? null)) return null;
  return session;
}

/** `POST /api/drm/sessions/{id}/validate`: still valid for this video, and still allowed to watch it. */
export async function validateSession(
  ctx: MediaCtx,
  sessionId: string,
  videoId: string,
  principal: Principal | null,
): Promise<{ valid: boolean; expiresAt: string | null; message: string | null }> {
  const session = await liveSession(ctx, sessionId, principal);
  if (!session || session.videoId !== videoId) {
    return { valid: false, expiresAt: null, message: DRM_MESSAGES.invalidSession };
  }
  try {
    await getVideo(ctx, videoId, principal);
  } catch {
    return { valid: false, expiresAt: null, message: DRM_MESSAGES.invalidSession };
  }
  return { valid: true, expiresAt: session.expiresAt.toISOString(), message: null };
}

export async function endSession(
  ctx: MediaCtx,
  sessionId: string,
  principal: Principal | null,
): Promise<void> {
  const session = await liveSession(ctx, sessionId, principal);
  if (!session) throw notFound(DRM_MESSAGES.invalidSession);
  await ctx.database.db
    .update(videoSessions)
    .set({ endedAt: new Date() })
    .where(eq(videoSessions.id, sessionId));
}

export async function decryptUrl(
  ctx: MediaCtx,
  sessionId: string,
  encryptedUrl: string,
  principal: Principal | null,
): Promise<string> {
  const session = await liveSession(ctx, sessionId, principal);
  if (!session) throw locked(DRM_MESSAGES.invalidSession);
  const url = openUrl(ctx, session.id, encryptedUrl);
  if (!url) throw invalid(DRM_MESSAGES.decryptFailed);
  return url;
}

export async function drmStats(ctx: MediaCtx): Promise<DrmStatsData> {
  const db = ctx.database.db;
  const [active] = await db
    .select({ n: count() })
    .from(videoSessions)
    .where(and(isNull(videoSessions.endedAt), gt(videoSessions.expiresAt, sql`now()`)));
  const byStatus = Object.fromEntries(VIDEO_STATUSES.map((s) => [s, 0])) as Record<
    VideoStatus,
    number
  >;
  for (const row of await countVideosByStatus(db)) byStatus[row.status] = row.n;
  return {
    activeSessions: active?.n ?? 0,
    videos: { ...byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) },
    encryption: 'AES-128',
    linkLifetimeSeconds: LINK_LIFETIME_SECONDS,
  };
}

/** A session as the trace and the violation log see it. */
export interface SessionRecord {
  id: string;
  userId: string | null;
  videoId: string;
  videoTitle: string;
  courseId: string;
  watermarkData: string;
  viewerCode: string | null;
  createdAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

const sessionRecord = {
  id: videoSessions.id,
  userId: videoSessions.userId,
  videoId: videoSessions.videoId,
  videoTitle: videos.title,
  courseId: videos.courseId,
  watermarkData: videoSessions.watermarkData,
  viewerCode: videoSessions.viewerCode,
  createdAt: videoSessions.createdAt,
  expiresAt: videoSessions.expiresAt,
  endedAt: videoSessions.endedAt,
};

/** Sessions whose 12-hex watermark data or 8-hex viewer code is `code`, newest first (at most 200). */
export async function findSessionsByCode(ctx: MediaCtx, code: string): Promise<SessionRecord[]> {
  const column = code.length === 12 ? videoSessions.watermarkData : videoSessions.viewerCode;
  return ctx.database.db
    .select(sessionRecord)
    .from(videoSessions)
    .innerJoin(videos, eq(videos.id, videoSessions.videoId))
    .where(eq(column, code))
    .orderBy(desc(videoSessions.createdAt))
    .limit(200);
}

/** The caller's own session, live or not (a violation may be reported just after it ends). */
export async function ownSession(
  ctx: MediaCtx,
  sessionId: string,
  userId: string,
): Promise<SessionRecord | null> {
  const [row] = await ctx.database.db
    .select(sessionRecord)
    .from(videoSessions)
    .innerJoin(videos, eq(videos.id, videoSessions.videoId))
    .where(and(eq(videoSessions.id, sessionId), eq(videoSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}
