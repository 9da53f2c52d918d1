import {
  dropAlongWithCatalogue,
  findCourse,
  TtlCache,
  type CourseRecord,
} from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { findVersion, findVideo, type VideoRecord } from './video.repository.ts';
import type { VideoVersionRow } from './video.table.ts';

/**
 * The rows behind a learner's arrival (playlists, key) and every segment under `npm start`, kept in
 * memory. 2,000 learners arriving 200 a second asked PostgreSQL for the same video, course and version
 * rows 600 times a second (issue 28). A video, its versions or its course change only through writes
 * that drop the catalogue caches (activation, free preview, video and course edits and deletion), here
 * and in every other process by NOTIFY, so these are dropped with them; the time-to-live bounds
 * staleness if a notification is lost. Only shared rows are cached: what a learner owns is read live.
 */
type Ctx = Pick<AppContext, 'database'>;

const TTL_MS = 60_000;
const versions = new TtlCache<VideoVersionRow | null>(TTL_MS, 5_000);
const videos = new TtlCache<VideoRecord | null>(TTL_MS, 5_000);
const courses = new TtlCache<CourseRecord | null>(TTL_MS, 2_000);
/** Stored playlists: a version's files never change once listed, but its master does while it grows. */
const playlistTexts = new TtlCache<string>(TTL_MS, 500);
/** Served playlists: every learner within a quarter hour gets the same links (signed-links.ts). */
const servedPlaylists = new TtlCache<string>(TTL_MS, 500);
for (const cache of [versions, videos, courses, playlistTexts, servedPlaylists]) {
  dropAlongWithCatalogue(cache);
}

export function cachedVersion(ctx: Ctx, videoId: string, version: number) {
  return versions.get(ctx.database, `${videoId}/${version}`, () =>
    findVersion(ctx.database.db, videoId, version),
  );
}

export function cachedVideo(ctx: Ctx, id: string) {
  return videos.get(ctx.database, id, () => findVideo(ctx.database.db, id));
}

export function cachedCourse(ctx: Ctx, id: string) {
  return courses.get(ctx.database, id, () => findCourse(ctx.database.db, id));
}

/** A stored playlist's text by storage key; a failed read is not remembered. */
export function cachedPlaylistText(ctx: Ctx, key: string, read: () => Promise<string>) {
  return playlistTexts.get(ctx.database, key, read);
}

/** A playlist as served with links expiring at `exp` (no session: a native player's are its own). */
export function cachedServedPlaylist(
  ctx: Ctx,
  key: string,
  exp: number,
  rewrite: () => Promise<string>,
) {
  return servedPlaylists.get(ctx.database, `${key}@${exp}`, rewrite);
}
