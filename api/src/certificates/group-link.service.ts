import { createHash, randomBytes } from 'node:crypto';
import { CERTIFICATE_LIMITS, CERTIFICATE_MESSAGES } from '@academy/shared';
import { learnerViewer, ownedCourse } from '../access/index.ts';
import { courseFacts, whatsappInviteLink } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors/domain-error.ts';
import { ownsCourse } from '../purchases/index.ts';
import {
  consumeJoinToken,
  deleteStaleJoinTokens,
  findJoinToken,
  insertJoinToken,
} from './group-link.repository.ts';

type Ctx = Pick<AppContext, 'database' | 'config'>;

/** The clock join links are judged by; tests move it to see a link expire. */
export const groupLinkClock = { now: (): Date => new Date() };

const LIFETIME_MS = CERTIFICATE_LIMITS.groupLinkMinutes * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token travels as `?token=`, which the request log redacts: an unspent link never lands in a log. */
export const joinPath = (token: string) => `/api/group-links/join?token=${token}`;

/**
 * `GET /api/courses/{id}/group-token`: a join link for an owner of a course that has a group. The link
 * is on our server, works once and for 30 minutes (spec 000 §4), and only then reveals the invite link.
 */
export async function createJoinLink(
  ctx: Ctx,
  userId: string,
  courseId: string,
): Promise<{ joinUrl: string; expiresAt: string }> {
  const db = ctx.database.db;
  const facts = await courseFacts(db, courseId);
  const viewer = await learnerViewer(userId, () => ownsCourse(db, userId, courseId));
  const course = ownedCourse(viewer, facts, CERTIFICATE_MESSAGES.groupNotOwner);
  if (!course.hasWhatsappGroup) throw notFound(CERTIFICATE_MESSAGES.groupNotFound);
  const now = groupLinkClock.now();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  await deleteStaleJoinTokens(db, new Date(now.getTime() - DAY_MS));
  await insertJoinToken(db, {
    tokenHash: hashOf(token),
    userId,
    courseId,
    createdAt: now,
    expiresAt,
  });
  return {
    joinUrl: `${ctx.config.publicUrl}${joinPath(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export type JoinOutcome =
  { kind: 'redirect'; inviteLink: string } | { kind: 'expired'; courseId: string | null };

/** Spends a join link: the invite link once, then "expired" (also past 30 minutes or unknown). */
export async function redeemJoinLink(ctx: Ctx, token: string): Promise<JoinOutcome> {
  const db = ctx.database.db;
  const hash = hashOf(token);
  const spent = await consumeJoinToken(db, hash, groupLinkClock.now());
  if (spent) {
    const inviteLink = await whatsappInviteLink(db, spent.courseId);
    // Still an owner (a refund ends it) and the group still exists.
    if (inviteLink && (await ownsCourse(db, spent.userId, spent.courseId))) {
      return { kind: 'redirect', inviteLink };
    }
    return { kind: 'expired', courseId: spent.courseId };
  }
  return { kind: 'expired', courseId: (await findJoinToken(db, hash))?.courseId ?? null };
}
