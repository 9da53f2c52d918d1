import {
  violationStrength,
  type TracedSession,
  type UserViolationsData,
  type ViolationBody,
  type ViolationView,
  type WatermarkTraceData,
} from '@academy/shared';
import { userContact } from '../accounts/index.ts';
import { courseTitles } from '../catalogue/index.ts';
import { invalid, notFound } from '../errors/domain-error.ts';
import { DRM_MESSAGES, findSessionsByCode, ownSession, type MediaCtx } from '../media/index.ts';
import {
  countByStrength,
  countRecent,
  insertViolation,
  listViolationsOfUser,
} from './violation.repository.ts';
import type { ViolationRow } from './violation.table.ts';

/**
 * Tracing a leak (issue: content protection). The player reports what it detected; an admin who finds a
 * recording reads the code off a frame and learns whose session it was. Sessions belong to media
 * (`/api/drm/*`); this capability only reads them through media's service.
 */

export const PROTECTION_API_MESSAGES = {
  codeNotFound: 'No viewing session carries this code',
  userNotFound: 'User not found',
} as const;

/** More reports than this of one kind in one session within a minute are not stored again. */
const MAX_REPORTS_PER_MINUTE = 10;

function toView(row: ViolationRow): ViolationView {
  return {
    id: row.id,
    kind: row.kind as ViolationView['kind'],
    strength: row.strength as ViolationView['strength'],
    detail: row.detail,
    sessionId: row.sessionId,
    videoId: row.videoId,
    videoTitle: row.videoTitle,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `POST /api/drm/violations`: only against the learner's own session. */
export async function recordViolation(
  ctx: MediaCtx,
  userId: string,
  body: ViolationBody,
): Promise<{ violation: ViolationView | null; recorded: boolean }> {
  const session = await ownSession(ctx, body.sessionId, userId);
  // The session is media's: an unknown one gets media's message.
  if (!session) throw invalid(DRM_MESSAGES.invalidSession);
  const db = ctx.database.db;
  if ((await countRecent(db, session.id, body.kind)) >= MAX_REPORTS_PER_MINUTE) {
    return { violation: null, recorded: false };
  }
  const row = await insertViolation(db, {
    userId,
    sessionId: session.id,
    videoId: session.videoId,
    videoTitle: session.videoTitle,
    kind: body.kind,
    strength: violationStrength(body.kind),
    detail: body.detail ?? null,
  });
  return { violation: toView(row), recorded: true };
}

/** `GET /api/admin/users/{id}/violations`. */
export async function userViolations(ctx: MediaCtx, userId: string): Promise<UserViolationsData> {
  if (!(await userContact(ctx, userId))) throw notFound(PROTECTION_API_MESSAGES.userNotFound);
  const db = ctx.database.db;
  const [rows, counts] = await Promise.all([
    listViolationsOfUser(db, userId),
    countByStrength(db, userId),
  ]);
  const n = (strength: string) => counts.find((c) => c.strength === strength)?.n ?? 0;
  return { violations: rows.map(toView), counts: { strong: n('strong'), weak: n('weak') } };
}

/** `GET /api/drm/watermarks/{code}`: the 12-hex session code or the 8-hex viewer code. */
export async function traceWatermark(ctx: MediaCtx, code: string): Promise<WatermarkTraceData> {
  const sessions = await findSessionsByCode(ctx, code);
  if (sessions.length === 0) throw notFound(PROTECTION_API_MESSAGES.codeNotFound);
  const titles = await courseTitles(
    ctx,
    sessions.map((s) => s.courseId),
  );
  // A viewer code names one learner; a session code names one session. Either way one viewer.
  const userId = sessions.find((s) => s.userId)?.userId ?? null;
  const traced: TracedSession[] = sessions.map((s) => ({
    sessionId: s.id,
    watermarkData: s.watermarkData,
    viewerCode: s.viewerCode,
    startedAt: s.createdAt.toISOString(),
    endedAt: s.endedAt?.toISOString() ?? null,
    expiresAt: s.expiresAt.toISOString(),
    video: { id: s.videoId, title: s.videoTitle },
    course: { id: s.courseId, title: titles.get(s.courseId) ?? '' },
  }));
  return {
    code,
    matched: code.length === 12 ? 'session' : 'viewer',
    learner: userId ? await userContact(ctx, userId) : null,
    sessions: traced,
  };
}
