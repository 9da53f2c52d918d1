import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import {
  COURSE_MESSAGES,
  VIDEO_MESSAGES,
  type AdminVideo,
  type VideoUploadFields,
} from '@academy/shared';
import { invalidateCatalogueCaches, findCourse } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { withTransaction } from '../db/database.ts';
import { DomainError, invalid, isCallerFault, notFound } from '../errors/domain-error.ts';
import { newVideoKey, sealVideoKey } from './media-keys.ts';
import { enqueueTranscode } from './transcode-job.ts';
import { NotAVideoError, probeVideo, resolveBinaries, type VideoInfo } from './transcoder.ts';
import { adminVideo } from './video.service.ts';
import {
  countVideosOfCourse,
  findVideo,
  finishUpload,
  insertVersion,
  insertVideo,
  lockVideo,
  updateVideoRow,
} from './video.repository.ts';
import { videoVersions } from './video.table.ts';

/**
 * What happens to an uploaded file, whichever way it came (tus or multipart): its type is judged from
 * its bytes (magic numbers, then ffprobe), never from its name; it is moved into storage; a video (or a
 * new version of one) is recorded in `processing` with its own sealed key; and a `video.transcode` job
 * is enqueued in the same transaction. The caller removes its temporary file.
 */

export type IntakeCtx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'queue'>;

/** Containers a lesson may come in (spec 001 §5 lists MP4, AVI, MOV, WMV, WebM, OGG, FLV, MKV). */
const VIDEO_CONTAINERS = new Set(['application/vnd.ms-asf', 'application/ogg', 'application/mxf']);

const invalidFile = (reason: string) =>
  invalid(VIDEO_MESSAGES.invalidFile, { file: reason || VIDEO_MESSAGES.invalidFile });

/** Throws the spec's "Please select a valid video file" (with the reason in `errors.file`). */
export async function checkVideoFile(ctx: Pick<IntakeCtx, 'config'>, file: string) {
  const type = await fileTypeFromFile(file).catch(() => undefined);
  if (!type || !(type.mime.startsWith('video/') || VIDEO_CONTAINERS.has(type.mime))) {
    throw invalidFile(
      type
        ? `This file is ${type.ext.toUpperCase()} (${type.mime}), not a video.`
        : 'This file is not a video.',
    );
  }
  try {
    const { ffprobe } = resolveBinaries({
      ffmpegPath: ctx.config.media.ffmpegPath,
      ffprobePath: ctx.config.media.ffprobePath,
    });
    return { type, info: await probeVideo(file, ffprobe) };
  } catch (err) {
    if (err instanceof NotAVideoError) throw invalidFile(err.message);
    throw err;
  }
}

export interface UploadedFile {
  path: string;
  /** The name on the admin's device, for logs. */
  originalName?: string;
}

export async function acceptVideoUpload(
  ctx: IntakeCtx,
  file: UploadedFile,
  fields: VideoUploadFields,
  actorId: string,
  options: { uploadId?: string } = {},
): Promise<AdminVideo> {
  const { type, info } = await checkVideoFile(ctx, file.path);
  const existing = fields.videoId ? await findVideo(ctx.database.db, fields.videoId) : null;
  if (fields.videoId && !existing) throw notFound(VIDEO_MESSAGES.notFound);
  let courseId = existing?.courseId;
  if (fields.courseId) {
    const course = await findCourse(ctx.database.db, fields.courseId);
    if (!course) throw notFound(COURSE_MESSAGES.notFound);
    if (existing && existing.courseId !== course.id) throw invalid(VIDEO_MESSAGES.wrongCourse);
    courseId = course.id;
  }

  const videoId = existing?.id ?? randomUUID();
  const sourceKey = `video-sources/${videoId}/${randomUUID()}.${type.ext}`;
  const { size } = await stat(file.path);
  await ctx.storage.put(sourceKey, createReadStream(file.path), type.mime);
  try {
    const version = await withTransaction(ctx.database, async (tx) => {
      const record = (payload: { version: number }) =>
        insertVersion(tx.db, {
          videoId,
          version: payload.version,
          keyCiphertext: sealVideoKey(
            ctx.config.mediaMasterKey,
            videoId,
            payload.version,
            newVideoKey(),
          ),
          sourceKey,
          sourceBytes: size,
          info: info as unknown as Record<string, unknown>,
          requestedDurationSeconds: fields.duration ?? null,
          probedDurationSeconds: info.durationSeconds,
          uploadedBy: actorId,
        });
      let version = 1;
      if (!existing) {
        await insertVideo(tx.db, {
          id: videoId,
          courseId: courseId!,
          title: fields.title!,
          description: fields.description ?? '',
          order: fields.order ?? (await countVideosOfCourse(tx.db, courseId!)) + 1,
          durationSeconds: fields.duration ?? Math.round(info.durationSeconds),
          isFreePreview: fields.isFreePreview ?? false,
          status: 'processing',
          progress: 0,
          latestVersion: 1,
          uploadedBy: actorId,
        });
      } else {
        const locked = await lockVideo(tx.db, videoId);
        if (!locked) throw notFound(VIDEO_MESSAGES.notFound);
        version = locked.latestVersion + 1;
        // A newer file makes any still-processing older one pointless: its worker will find it so.
        await tx.db
          .update(videoVersions)
          .set({ status: 'superseded' })
          .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.status, 'processing')));
        await updateVideoRow(tx.db, videoId, {
          latestVersion: version,
          progress: 0,
          errorReason: null,
          status: locked.activeVersion === null ? 'processing' : 'active',
          uploadedBy: actorId,
          ...(fields.title !== undefined ? { title: fields.title } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.order !== undefined ? { order: fields.order } : {}),
          ...(fields.isFreePreview !== undefined ? { isFreePreview: fields.isFreePreview } : {}),
          ...(locked.activeVersion === null && fields.duration === undefined
            ? { durationSeconds: Math.round(info.durationSeconds) }
            : {}),
        });
      }
      await record({ version });
      await enqueueTranscode(ctx.queue, { videoId, version }, tx);
      if (options.uploadId) {
        await finishUpload(tx.db, options.uploadId, { state: 'accepted', videoId, version });
      }
      return version;
    });
    ctx.logger.info(
      { videoId, version, bytes: size, name: file.originalName, type: type.mime },
      'video upload accepted',
    );
  } catch (err) {
    await ctx.storage.delete(sourceKey).catch(() => undefined);
    throw err;
  }
  await invalidateCatalogueCaches(ctx);
  return adminVideo(ctx, videoId);
}

/** The message a rejected upload leaves for `GET /api/uploads/{id}/video`. */
export function rejectionReason(err: unknown): string | null {
  if (err instanceof DomainError && isCallerFault(err)) {
    const detail = err.fields ? Object.values(err.fields)[0] : undefined;
    return detail && detail !== err.message ? `${err.message}: ${detail}` : err.message;
  }
  return null;
}

export type { VideoInfo };
