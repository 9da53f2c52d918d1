import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { TranscodeResult } from './transcoder.ts';
import { lockVideo, updateVideoRow } from './video.repository.ts';
import { videos, videoVersions, type StoredRendition } from './video.table.ts';

/**
 * The transcoder's writes. Every write after the claim names its attempt, so a worker that lost its
 * job (presumed dead, but alive) changes nothing once a newer attempt has started.
 */

const versionIs = (videoId: string, version: number) =>
  and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, version));

/** Starts an attempt on a version still waiting for its renditions; null when there is nothing to do. */
export async function claimAttempt(db: Db, videoId: string, version: number, jobId: string) {
  const [row] = await db
    .update(videoVersions)
    .set({
      attempt: sql`${videoVersions.attempt} + 1`,
      jobId,
      heartbeatAt: sql`now()`,
      progress: 0,
      error: null,
    })
    .where(and(versionIs(videoId, version), eq(videoVersions.status, 'processing')))
    .returning();
  if (!row?.sourceKey) return null;
  await db
    .update(videos)
    .set({ progress: 0 })
    .where(and(eq(videos.id, videoId), eq(videos.latestVersion, version)));
  return { ...row, sourceKey: row.sourceKey };
}

/** Progress and heartbeat. False when the attempt no longer owns the version (replaced, deleted). */
export async function reportProgress(
  db: Db,
  videoId: string,
  version: number,
  attempt: number,
  percent: number,
): Promise<boolean> {
  const rows = await db
    .update(videoVersions)
    .set({ progress: percent, heartbeatAt: sql`now()` })
    .where(
      and(
        versionIs(videoId, version),
        eq(videoVersions.attempt, attempt),
        eq(videoVersions.status, 'processing'),
      ),
    )
    .returning({ version: videoVersions.version });
  if (!rows.length) return false;
  await db
    .update(videos)
    .set({ progress: percent })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.latestVersion, version),
        sql`${videos.progress} <> ${percent}`,
      ),
    );
  return true;
}

export type Activation =
  | { kind: 'activated'; previous: number | null }
  /** The video was deleted meanwhile. */
  | { kind: 'gone' }
  /** A newer attempt owns the version, or it was replaced by a newer upload. */
  | { kind: 'stale' }
  /** A newer version is already playing. */
  | { kind: 'outdated' };

/**
 * The flip, in one transaction: the version becomes the one served, the video active (its duration
 * the admin's or the measured one), and the version it replaces superseded (its files are deleted by
 * the caller afterwards).
 */
export async function activateVersion(
  db: Db,
  input: {
    videoId: string;
    version: number;
    attempt: number;
    prefix: string;
    result: Pick<
      TranscodeResult,
      'masterPlaylist' | 'poster' | 'renditions' | 'durationSeconds' | 'info'
    >;
  },
): Promise<Activation> {
  const { videoId, version, attempt, prefix, result } = input;
  return db.transaction(async (tx) => {
    const video = await lockVideo(tx, videoId);
    if (!video) return { kind: 'gone' };
    const [row] = await tx
      .select()
      .from(videoVersions)
      .where(versionIs(videoId, version))
      .for('update');
    if (!row || row.status !== 'processing' || row.attempt !== attempt) return { kind: 'stale' };
    if (video.activeVersion !== null && video.activeVersion > version) {
      await tx
        .update(videoVersions)
        .set({ status: 'superseded', heartbeatAt: null, jobId: null })
        .where(versionIs(videoId, version));
      return { kind: 'outdated' };
    }
    await tx
      .update(videoVersions)
      .set({
        status: 'active',
        storagePrefix: prefix,
        masterPlaylist: result.masterPlaylist,
        poster: result.poster,
        renditions: result.renditions as StoredRendition[],
        info: result.info as unknown as Record<string, unknown>,
        probedDurationSeconds: result.durationSeconds,
        progress: 100,
        heartbeatAt: null,
        jobId: null,
        sourceKey: null,
        activatedAt: sql`now()`,
      })
      .where(versionIs(videoId, version));
    const previous = video.activeVersion;
    if (previous !== null) {
      await tx
        .update(videoVersions)
        .set({ status: 'superseded' })
        .where(versionIs(videoId, previous));
    }
    const isLatest = video.latestVersion === version;
    await updateVideoRow(tx, videoId, {
      activeVersion: version,
      status: 'active',
      durationSeconds: row.requestedDurationSeconds ?? Math.round(result.durationSeconds),
      ...(isLatest ? { progress: 100, errorReason: null } : {}),
    });
    return { kind: 'activated', previous };
  });
}

/**
 * The version could not be transcoded: it keeps the reason, and the video shows it (status `error`
 * unless an older version keeps playing). False when the attempt no longer owns the version.
 */
export async function failVersion(
  db: Db,
  at: { videoId: string; version: number; attempt: number },
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const video = await lockVideo(tx, at.videoId);
    const rows = await tx
      .update(videoVersions)
      .set({ status: 'error', error: reason, heartbeatAt: null, jobId: null, sourceKey: null })
      .where(
        and(
          versionIs(at.videoId, at.version),
          eq(videoVersions.attempt, at.attempt),
          eq(videoVersions.status, 'processing'),
        ),
      )
      .returning({ version: videoVersions.version });
    if (!rows.length || !video) return false;
    if (video.latestVersion === at.version) {
      await updateVideoRow(tx, at.videoId, {
        errorReason: reason,
        progress: 0,
        status: video.activeVersion === null ? 'error' : 'active',
      });
    }
    return true;
  });
}

/** Attempts whose worker has not been heard from for `seconds`. */
export async function staleAttempts(db: Db, seconds: number) {
  const rows = await db
    .select({
      videoId: videoVersions.videoId,
      version: videoVersions.version,
      attempt: videoVersions.attempt,
      jobId: videoVersions.jobId,
    })
    .from(videoVersions)
    .where(
      and(
        eq(videoVersions.status, 'processing'),
        isNotNull(videoVersions.jobId),
        lt(videoVersions.heartbeatAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return rows.map((r) => ({ ...r, jobId: r.jobId! }));
}

/**
 * Lets go of an attempt's job (a dead worker's, or one handed back at shutdown). Only one caller wins,
 * so two sweeping workers never fail the same job twice.
 */
export async function releaseStaleAttempt(
  db: Db,
  videoId: string,
  version: number,
  attempt: number,
  jobId: string,
): Promise<boolean> {
  const rows = await db
    .update(videoVersions)
    .set({ jobId: null, heartbeatAt: null })
    .where(
      and(
        versionIs(videoId, version),
        eq(videoVersions.attempt, attempt),
        eq(videoVersions.jobId, jobId),
      ),
    )
    .returning({ version: videoVersions.version });
  return rows.length > 0;
}
