import { isUuid } from '@academy/shared';
import { aliasedTable, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import {
  videos,
  videoUploads,
  videoVersions,
  type VideoRow,
  type VideoVersionRow,
} from './video.table.ts';
import { findFirst, insertRow } from '../db/rows.ts';

/** Data access for videos and their versions, nothing else. */

/** A video with the two versions its views need: the one playing and the newest upload. */
export interface VideoRecord extends VideoRow {
  activePrefix: string | null;
  activeMaster: string | null;
  activePoster: string | null;
  activeRenditions: VideoVersionRow['renditions'];
  /** The playing version is served on its first rungs only (the bigger ones still encode). */
  activePartial: boolean | null;
  latestStatus: VideoVersionRow['status'] | null;
}

const active = aliasedTable(videoVersions, 'active_version_row');
const latest = aliasedTable(videoVersions, 'latest_version_row');

const recordColumns = {
  video: videos,
  activePrefix: active.storagePrefix,
  activeMaster: active.masterPlaylist,
  activePoster: active.poster,
  activeRenditions: active.renditions,
  activePartial: active.partial,
  latestStatus: latest.status,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(videos)
    .leftJoin(active, and(eq(active.videoId, videos.id), eq(active.version, videos.activeVersion)))
    .leftJoin(latest, and(eq(latest.videoId, videos.id), eq(latest.version, videos.latestVersion)));
}

const toRecord = ({ video, ...joined }: Omit<VideoRecord, keyof VideoRow> & { video: VideoRow }) =>
  ({ ...video, ...joined }) as VideoRecord;

export async function findVideo(db: DbOrTx, id: string): Promise<VideoRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectRecords(db).where(eq(videos.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/** The course's videos in lesson order; `activeOnly` keeps those learners can play. */
export async function listVideosOfCourse(
  db: DbOrTx,
  courseId: string,
  options: { activeOnly: boolean },
): Promise<VideoRecord[]> {
  if (!isUuid(courseId)) return [];
  const rows = await selectRecords(db)
    .where(
      options.activeOnly
        ? and(eq(videos.courseId, courseId), eq(videos.status, 'active'))
        : eq(videos.courseId, courseId),
    )
    .orderBy(asc(videos.order), asc(videos.createdAt), asc(videos.id));
  return rows.map(toRecord);
}

export async function lockVideo(tx: DbOrTx, id: string): Promise<VideoRow | null> {
  const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function countVideosOfCourse(db: DbOrTx, courseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.courseId, courseId));
  return row?.n ?? 0;
}

export async function insertVideo(db: DbOrTx, row: typeof videos.$inferInsert): Promise<VideoRow> {
  return insertRow(db, videos, row);
}

export async function updateVideoRow(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof videos.$inferInsert>,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(videos.id, id))
    .returning();
  return row ?? null;
}

export async function deleteVideoRow(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

export async function insertVersion(
  db: DbOrTx,
  row: typeof videoVersions.$inferInsert,
): Promise<VideoVersionRow> {
  return insertRow(db, videoVersions, row);
}

export async function findVersion(
  db: DbOrTx,
  videoId: string,
  version: number,
): Promise<VideoVersionRow | null> {
  if (!isUuid(videoId) || !Number.isSafeInteger(version)) return null;
  return findFirst(
    db,
    videoVersions,
    and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, version)),
  );
}

export async function listVersions(db: DbOrTx, videoId: string): Promise<VideoVersionRow[]> {
  return db
    .select()
    .from(videoVersions)
    .where(eq(videoVersions.videoId, videoId))
    .orderBy(asc(videoVersions.version));
}

/** Lesson counts and total seconds of active videos, per course. */
export async function activeSummaries(
  db: DbOrTx,
  courseIds: readonly string[],
): Promise<{ courseId: string; n: number; seconds: number }[]> {
  const ids = courseIds.filter(isUuid);
  if (!ids.length) return [];
  return db
    .select({
      courseId: videos.courseId,
      n: count(),
      seconds: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)::int`,
    })
    .from(videos)
    .where(and(inArray(videos.courseId, ids), eq(videos.status, 'active')))
    .groupBy(videos.courseId);
}

export async function countVideosByStatus(
  db: DbOrTx,
): Promise<{ status: VideoRow['status']; n: number }[]> {
  return db.select({ status: videos.status, n: count() }).from(videos).groupBy(videos.status);
}

export async function countAll(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos);
  return row?.n ?? 0;
}

export async function insertUpload(
  db: DbOrTx,
  row: typeof videoUploads.$inferInsert,
): Promise<void> {
  await db.insert(videoUploads).values(row).onConflictDoNothing();
}

export async function findUpload(db: DbOrTx, uploadId: string) {
  return findFirst(db, videoUploads, eq(videoUploads.uploadId, uploadId));
}

export async function finishUpload(
  db: DbOrTx,
  uploadId: string,
  result:
    | { state: 'accepted'; videoId: string; version: number }
    | { state: 'rejected'; errorReason: string },
): Promise<void> {
  await db
    .update(videoUploads)
    .set({ ...result, finishedAt: new Date() })
    .where(eq(videoUploads.uploadId, uploadId));
}
