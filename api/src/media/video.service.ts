import {
  COURSE_MESSAGES,
  VIDEO_MESSAGES,
  type AdminCourseVideosData,
  type AdminVideo,
  type CourseVideosData,
  type VideoUpdateInput,
  type VideoView,
} from '@academy/shared';
import {
  playLesson,
  requireAccess,
  seeCourse,
  type Decision,
  type Viewer,
} from '../access/index.ts';
import { invalidateCatalogueCaches, findCourse, type CourseRecord } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { invalid, locked, notFound } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { mediaPorts } from './media.ports.ts';
import { openVideoKey } from './media-keys.ts';
import { cachedCourse, cachedVersion, cachedVideo } from './media-lookups.ts';
import { MediaLinks } from './signed-links.ts';
import { accessToVideo, courseViewer } from './video-access.ts';
import { toAdminVideo, toCourseVideoItem, toVideoView, videoLinks } from './video.mapper.ts';
import {
  deleteVideoRow,
  findVideo,
  listVideosOfCourse,
  lockVideo,
  updateVideoRow,
  type VideoRecord,
} from './video.repository.ts';

/** Reading and editing videos (spec 000 §7, 001 §7). Uploads live in video-intake.ts. */

export type MediaCtx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>;

const linksByCtx = new WeakMap<object, MediaLinks>();

/** One signer per storage and master key (cheap, but the derived secret is computed once). */
export function mediaLinks(ctx: Pick<MediaCtx, 'storage' | 'config'>): MediaLinks {
  let links = linksByCtx.get(ctx.storage);
  if (!links) {
    links = new MediaLinks(
      ctx.config.mediaMasterKey,
      ctx.storage,
      Date.now,
      ctx.config.media.edgeUrl,
    );
    linksByCtx.set(ctx.storage, links);
  }
  return links;
}

const videoNotFound = () => notFound(VIDEO_MESSAGES.notFound);

async function courseOrNotFound(ctx: MediaCtx, idOrSlug: string): Promise<CourseRecord> {
  const course = await findCourse(ctx.database.db, idOrSlug);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  return course;
}

async function videoOrNotFound(ctx: MediaCtx, id: string): Promise<VideoRecord> {
  const video = await findVideo(ctx.database.db, id);
  if (!video) throw videoNotFound();
  return video;
}

export async function adminVideoView(ctx: MediaCtx, video: VideoRecord): Promise<AdminVideo> {
  return toAdminVideo(video, await videoLinks(mediaLinks(ctx), video, true));
}

/** Admin view of a video by id, read fresh. */
export async function adminVideo(ctx: MediaCtx, id: string): Promise<AdminVideo> {
  return adminVideoView(ctx, await videoOrNotFound(ctx, id));
}

/** A question of the access policy about one lesson: play it now, or download it (offline licence). */
type LessonRule = (viewer: Viewer, course: CourseRecord, video: VideoRecord) => Decision;

/**
 * Checks that `principal` may watch `video` and answers the course's viewer. Lessons learners may not
 * see at all (not active, course hidden) are a 404, as if they did not exist.
 */
async function authoriseWatch(
  ctx: MediaCtx,
  video: VideoRecord,
  principal: Principal | null,
  rule: LessonRule = playLesson,
  lookUpCourse = (courseId: string) => findCourse(ctx.database.db, courseId),
) {
  const course = await lookUpCourse(video.courseId);
  const viewer = course ? await courseViewer(ctx.database.db, course, principal) : null;
  if (!course || !viewer) throw videoNotFound();
  requireAccess(rule(viewer, course, video));
  return { viewer, access: accessToVideo(viewer, video) };
}

/** `GET /api/videos/{videoId}`: the video with fresh signed links (also how a client refreshes them). */
export async function getVideo(
  ctx: MediaCtx,
  id: string,
  principal: Principal | null,
  rule: LessonRule = playLesson,
): Promise<VideoView | AdminVideo> {
  const video = await videoOrNotFound(ctx, id);
  const { viewer, access } = await authoriseWatch(ctx, video, principal, rule);
  if (viewer.isAdmin) return adminVideoView(ctx, video);
  return toVideoView(video, access, await videoLinks(mediaLinks(ctx), video, true), false);
}

/** `GET /api/videos/course/{id}/version/1`: the lessons in order, each saying whether it is open. */
export async function getCourseVideos(
  ctx: MediaCtx,
  courseIdOrSlug: string,
  principal: Principal | null,
): Promise<CourseVideosData> {
  const course = await courseOrNotFound(ctx, courseIdOrSlug);
  const viewer = await courseViewer(ctx.database.db, course, principal);
  requireAccess(seeCourse(viewer, course));
  const rows = await listVideosOfCourse(ctx.database.db, course.id, {
    activeOnly: !viewer.isAdmin,
  });
  const links = mediaLinks(ctx);
  // The signed-in learner's own progress on each lesson (spec 000 §3 Video progress, completed).
  const completionOf =
    principal?.audience === 'learner'
      ? await mediaPorts.use().lessonCompletions(ctx.database.db, principal.userId, course.id)
      : null;
  const videos = await Promise.all(
    rows.map(async (video) => {
      const access = accessToVideo(viewer, video);
      const progress = completionOf
        ? completionOf({ id: video.id, duration: video.durationSeconds ?? 0 })
        : null;
      return toCourseVideoItem(
        video,
        access,
        await videoLinks(links, video, access.hasAccess),
        progress,
      );
    }),
  );
  return {
    courseId: course.id,
    videos,
    userHasPurchased: viewer.owns,
    videoCount: videos.length,
    totalDuration: videos.reduce((sum, v) => sum + v.duration, 0),
  };
}

/** `GET /api/admin/courses/{id}/videos`: every video in every state. */
export async function getAdminCourseVideos(
  ctx: MediaCtx,
  courseIdOrSlug: string,
): Promise<AdminCourseVideosData> {
  const course = await courseOrNotFound(ctx, courseIdOrSlug);
  const rows = await listVideosOfCourse(ctx.database.db, course.id, { activeOnly: false });
  const videos = await Promise.all(rows.map((row) => adminVideoView(ctx, row)));
  return {
    course: { _id: course.id, id: course.id, title: course.title },
    videos,
    videoCount: videos.length,
    totalDuration: videos.reduce((sum, v) => sum + v.duration, 0),
  };
}

/**
 * The key of a version, for the player (`GET /api/videos/{id}/key?v=`). Only the playing version's key
 * is handed out: versions being processed or replaced are never served.
 */
export async function getVideoKey(
  ctx: MediaCtx,
  id: string,
  version: number,
  principal: Principal | null,
): Promise<Buffer> {
  // Every arrival asks for the key: the shared rows come from memory (media-lookups.ts), whether this
  // viewer may watch is still decided here, with what they own read live.
  const video = await cachedVideo(ctx, id);
  if (!video) throw videoNotFound();
  await authoriseWatch(ctx, video, principal, playLesson, (courseId) =>
    cachedCourse(ctx, courseId),
  );
  if (video.activeVersion !== version) throw locked(VIDEO_MESSAGES.linkExpired);
  const row = await cachedVersion(ctx, video.id, version);
  if (!row || row.status !== 'active') throw locked(VIDEO_MESSAGES.linkExpired);
  const key = openVideoKey(ctx.config.mediaMasterKey, video.id, version, row.keyCiphertext);
  // The evidence that this learner could play the lesson: progress is credited only against it.
  if (principal?.audience === 'learner') {
    await mediaPorts.use().keyServed(ctx.database.db, principal.userId, video.id);
  }
  return key;
}

export async function updateVideo(
  ctx: MediaCtx,
  id: string,
  input: VideoUpdateInput,
): Promise<AdminVideo> {
  await videoOrNotFound(ctx, id);
  const patch: Parameters<typeof updateVideoRow>[2] = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.description !== undefined) patch.description = input.description;
  if (input.order !== undefined) patch.order = input.order;
  if (input.duration !== undefined) patch.durationSeconds = input.duration;
  if (Object.keys(patch).length) await updateVideoRow(ctx.database.db, id, patch);
  await invalidateCatalogueCaches(ctx);
  return adminVideo(ctx, id);
}

export async function setFreePreview(
  ctx: MediaCtx,
  id: string,
  isFreePreview: boolean,
): Promise<AdminVideo> {
  await videoOrNotFound(ctx, id);
  await updateVideoRow(ctx.database.db, id, { isFreePreview });
  // Who may fetch the key changed: every process drops its cached video rows (media-lookups.ts).
  await invalidateCatalogueCaches(ctx);
  return adminVideo(ctx, id);
}

/**
 * Deletes a video, its versions and every stored file. A transcode still running for it finds no
 * video when it finishes and throws its output away.
 */
export async function deleteVideo(ctx: MediaCtx, id: string): Promise<void> {
  const video = await videoOrNotFound(ctx, id);
  await deleteVideoRow(ctx.database.db, video.id);
  await invalidateCatalogueCaches(ctx);
  await removeVideoFiles(ctx, video.id);
}

export async function removeVideoFiles(ctx: Pick<MediaCtx, 'storage' | 'logger'>, id: string) {
  for (const prefix of [`videos/${id}`, `video-sources/${id}`]) {
    await ctx.storage.deletePrefix(prefix).catch((err: unknown) => {
      ctx.logger.warn({ err, prefix }, 'could not delete video files; they are orphaned');
    });
  }
}

/**
 * For deleting a course: the database removes its videos with it (cascade), but not their stored
 * files. Call this before the delete and the answered function once it has committed.
 */
export async function courseVideoFilesRemover(
  ctx: Pick<MediaCtx, 'database' | 'storage' | 'logger'>,
  courseId: string,
): Promise<() => Promise<void>> {
  const rows = await listVideosOfCourse(ctx.database.db, courseId, { activeOnly: false });
  return async () => {
    for (const row of rows) await removeVideoFiles(ctx, row.id);
  };
}

/** Drag and drop: `videoIds` is the course's whole list in its new order; orders become 1..n. */
export async function reorderVideos(
  ctx: MediaCtx,
  courseId: string,
  videoIds: string[],
): Promise<AdminCourseVideosData> {
  const course = await courseOrNotFound(ctx, courseId);
  await ctx.database.db.transaction(async (tx) => {
    const rows = await listVideosOfCourse(tx, course.id, { activeOnly: false });
    const known = new Set(rows.map((r) => r.id));
    const unique = new Set(videoIds);
    if (
      unique.size !== videoIds.length ||
      unique.size !== known.size ||
      videoIds.some((id) => !known.has(id))
    ) {
      throw invalid(VIDEO_MESSAGES.reorderMismatch, {
        videoIds: VIDEO_MESSAGES.reorderMismatch,
      });
    }
    for (const [index, id] of videoIds.entries()) {
      await lockVideo(tx, id);
      await updateVideoRow(tx, id, { order: index + 1 });
    }
  });
  await invalidateCatalogueCaches(ctx);
  return getAdminCourseVideos(ctx, course.id);
}
