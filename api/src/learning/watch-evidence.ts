import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { lessonWatchEvidence, type LessonWatchEvidenceRow } from './watch-evidence.table.ts';
import { findFirst } from '../db/rows.ts';

/**
 * The learning capability's record of who could play which lesson (see watch-evidence.table.ts). The
 * media capability reports here when it serves a key or issues an offline licence to a learner.
 */

/** The server's clock for progress and its evidence; tests move it instead of waiting. */
export const watchClock = { now: (): Date => new Date() };

/** The lesson's key was served to this learner (`GET /api/videos/{id}/key`), by default just now. */
export async function recordKeyServed(
  db: Db,
  userId: string,
  videoId: string,
  at: Date = watchClock.now(),
): Promise<void> {
  const t = lessonWatchEvidence;
  await db
    .insert(t)
    .values({ userId, videoId, keyFirstServedAt: at, keyLastServedAt: at })
    .onConflictDoUpdate({
      target: [t.userId, t.videoId],
      set: {
        keyFirstServedAt: sql`coalesce(${t.keyFirstServedAt}, excluded.key_first_served_at)`,
        keyLastServedAt: sql`greatest(${t.keyLastServedAt}, excluded.key_last_served_at)`,
      },
    });
}

/** An offline licence for the lesson was just issued or renewed for this learner. */
export async function recordOfflineLicence(
  db: Db,
  userId: string,
  videoId: string,
  licence: { issuedAt: Date; expiresAt: Date },
): Promise<void> {
  const t = lessonWatchEvidence;
  await db
    .insert(t)
    .values({ userId, videoId, licenceFrom: licence.issuedAt, licenceUntil: licence.expiresAt })
    .onConflictDoUpdate({
      target: [t.userId, t.videoId],
      set: {
        licenceFrom: sql`coalesce(${t.licenceFrom}, excluded.licence_from)`,
        licenceUntil: sql`greatest(${t.licenceUntil}, excluded.licence_until)`,
      },
    });
}

export async function findWatchEvidence(
  db: Db,
  userId: string,
  videoId: string,
): Promise<LessonWatchEvidenceRow | null> {
  return findFirst(
    db,
    lessonWatchEvidence,
    and(eq(lessonWatchEvidence.userId, userId), eq(lessonWatchEvidence.videoId, videoId)),
  );
}
