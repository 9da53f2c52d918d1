import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
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

/**
 * A version a worker still has to finish: waiting for its renditions, or playable on its first rungs
 * while the bigger ones encode (issue 28).
 */
const unfinished = or(
  eq(videoVersions.status, 'processing'),
  and(eq(videoVersions.status, 'active'), eq(videoVersions.partial, true)),
);

/**
 * Starts an attempt on a version still waiting for its renditions, or for its bigger ones; null when
 * there is nothing to do. The row says which (`status` `active` with `partial`: already playable).
 */
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
    .where(and(versionIs(videoId, version), unfinished))
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
    .where(and(versionIs(videoId, version), eq(videoVersions.attempt, attempt), unfinished))
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
  /**
   * The version is served. `previous`: the version it replaced (its files are the caller's to delete);
   * `replacedPrefix`: the folder of an earlier attempt that served this version's first rungs, now
   * replaced by this attempt's (a retry after a worker died past the playable moment).
   */
  | { kind: 'activated'; previous: number | null; replacedPrefix: string | null }
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
 *
 * Twice for a ladder with rungs above 360p (issue 28): first with `complete: false` and the small
 * rungs (the version is served, `partial`, and its attempt keeps the job), then with `complete: true`
 * and every rung, once their files and the whole master playlist are stored. A version never mixes
 * with another: each is its own folder, and the video names one version.
 */
export async function activateVersion(
  db: Db,
  input: {
    videoId: string;
    version: number;
    attempt: number;
    prefix: string;
    complete: boolean;
    result: Pick<
      TranscodeResult,
      'masterPlaylist' | 'poster' | 'renditions' | 'durationSeconds' | 'info'
    >;
  },
): Promise<Activation> {
  const { videoId, version, attempt, prefix, result, complete } = input;
  return db.transaction(async (tx) => {
    const video = await lockVideo(tx, videoId);
    if (!video) return { kind: 'gone' };
    const [row] = await tx
      .select()
      .from(videoVersions)
      .where(versionIs(videoId, version))
      .for('update');
    const playable = row?.status === 'active' && row.partial;
    if (!row || (row.status !== 'processing' && !playable) || row.attempt !== attempt) {
      return { kind: 'stale' };
    }
    if (video.activeVersion !== null && video.activeVersion > version) {
      await tx
        .update(videoVersions)
        .set({ status: 'superseded', heartbeatAt: null, jobId: null })
        .where(versionIs(videoId, version));
      return { kind: 'outdated' };
    }
    const isLatest = video.latestVersion === version;
    await tx
      .update(videoVersions)
      .set({
        status: 'active',
        partial: !complete,
        storagePrefix: prefix,
        masterPlaylist: result.masterPlaylist,
        poster: result.poster,
        renditions: result.renditions as StoredRendition[],
        info: result.info as unknown as Record<string, unknown>,
        probedDurationSeconds: result.durationSeconds,
        ...(complete
          ? { progress: 100, heartbeatAt: null, jobId: null, sourceKey: null }
          : { heartbeatAt: sql`now()` }),
        ...(playable ? {} : { activatedAt: sql`now()` }),
      })
      .where(versionIs(videoId, version));
    const previous = video.activeVersion === version ? null : video.activeVersion;
    if (previous !== null) {
      await tx
        .update(videoVersions)
        .set({ status: 'superseded' })
        .where(versionIs(videoId, previous));
    }
    await updateVideoRow(tx, videoId, {
      activeVersion: version,
      status: 'active',
      durationSeconds: row.requestedDurationSeconds ?? Math.round(result.durationSeconds),
      ...(isLatest && complete ? { progress: 100, errorReason: null } : {}),
      ...(isLatest && !complete ? { errorReason: null } : {}),
    });
    const replacedPrefix =
      playable && row.storagePrefix && row.storagePrefix !== prefix ? row.storagePrefix : null;
    return { kind: 'activated', previous, replacedPrefix };
  });
}

/** The folder a version is served from, or null when it is not served. */
export async function servedPrefix(
  db: Db,
  videoId: string,
  version: number,
): Promise<string | null> {
  const [row] = await db
    .select({ status: videoVersions.status, prefix: videoVersions.storagePrefix })
    .from(videoVersions)
    .where(versionIs(videoId, version));
  return row?.status === 'active' ? row.prefix : null;
}

/**
 * The version could not be transcoded: it keeps the reason, and the video shows it (status `error`
 * unless an older version keeps playing). A version already playable on its first rungs stays served
 * on them (`kept`): only its bigger rungs failed. Null when the attempt no longer owns the version.
 */
export async function failVersion(
  db: Db,
  at: { videoId: string; version: number; attempt: number },
  reason: string,
): Promise<'failed' | 'kept' | null> {
  return db.transaction(async (tx) => {
    const video = await lockVideo(tx, at.videoId);
    const [row] = await tx
      .select({ status: videoVersions.status })
      .from(videoVersions)
      .where(
        and(versionIs(at.videoId, at.version), eq(videoVersions.attempt, at.attempt), unfinished),
      )
      .for('update');
    if (!row || !video) return null;
    const kept = row.status === 'active';
    await tx
      .update(videoVersions)
      .set({
        ...(kept ? {} : { status: 'error' as const }),
        error: reason,
        heartbeatAt: null,
        jobId: null,
        sourceKey: null,
      })
      .where(versionIs(at.videoId, at.version));
    if (video.latestVersion === at.version) {
      await updateVideoRow(tx, at.videoId, {
        errorReason: reason,
        progress: kept ? video.progress : 0,
        status: video.activeVersion === null ? 'error' : 'active',
      });
    }
    return kept ? 'kept' : 'failed';
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
        unfinished,
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
