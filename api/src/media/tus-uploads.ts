import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { ServerRequest } from 'srvx';
import {
  COURSE_MESSAGES,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
  videoUploadFieldsSchema,
  type UploadStatusData,
  type VideoUploadFields,
} from '@academy/shared';
import { findCourse } from '../catalogue/index.ts';
import { notFound } from '../errors/domain-error.ts';
import { clientErrorOf } from '../http/domain-errors.ts';
import type { Principal } from '../http/route.ts';
import { friendlyMessages } from '../http/validation-messages.ts';
import { acceptVideoUpload, rejectionReason, type IntakeCtx } from './video-intake.ts';
import { PgAdvisoryLocker } from './upload-locks.ts';
import { adminVideo } from './video.service.ts';
import { findUpload, findVideo, finishUpload, insertUpload } from './video.repository.ts';

/**
 * Resumable uploads (tus 1.0, `@tus/server` with files in DATA_DIR/uploads/tus) at `/api/uploads`.
 *
 * - Every request (POST, HEAD, PATCH, DELETE) needs an admin token (the routes' access rule).
 * - `Upload-Metadata`: courseId, title, description, order, isFreePreview ("true"/"false"),
 *   duration (optional, "m:ss" or "h:mm:ss"), filename, and videoId to replace an existing video's
 *   file. Checked when the upload is created, so nothing is sent for a bad form.
 * - At most 500 MB (`Upload-Length`; 413 with the spec's message).
 * - When the last byte arrives the file is checked and handed to the pipeline (video-intake.ts); the
 *   final PATCH answers `Upload-Video-Id` and `Upload-Video-Version`, or 400 with the reason as JSON.
 *   `GET /api/uploads/{id}/video` tells the same afterwards (e.g. after a lost response).
 * - Unfinished uploads expire 24 hours after they were created and are removed hourly.
 *
 * Behind several API replicas the requests of one upload may reach any of them: the files live in
 * DATA_DIR/uploads/tus, which the replicas share (one volume), and the lock on an upload is a
 * PostgreSQL advisory lock (upload-locks.ts), so it holds across processes.
 */

export const UPLOAD_PATH = '/api/uploads';
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const json = (status: number, message: string, errors?: Record<string, string>) => ({
  status_code: status,
  body: JSON.stringify({ success: false, data: null, message, ...(errors ? { errors } : {}) }),
});

/** The Express response behind a tus request: defineRoute left the principal in its locals. */
function principalOf(req: ServerRequest): Principal {
  const node = (req as unknown as { runtime?: { node?: { res?: Response } } }).runtime?.node;
  const principal = node?.res?.locals.principal as Principal | undefined;
  if (!principal) throw json(401, 'Authentication required');
  return principal;
}

function parseFields(upload: Upload): VideoUploadFields {
  const result = videoUploadFieldsSchema.safeParse(upload.metadata ?? {}, {
    error: friendlyMessages('body'),
  });
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    throw json(400, result.error.issues[0]?.message ?? 'Invalid upload metadata', errors);
  }
  return result.data;
}

export interface TusUploads {
  handle(req: Request, res: Response): Promise<void>;
  status(uploadId: string): Promise<UploadStatusData>;
  /** Removes expired and abandoned uploads; returns how many. */
  cleanUp(): Promise<number>;
}

/** tus writes its protocol errors as plain text; ours leave as the envelope like every API error. */
class EnvelopeTusServer extends TusServer {
  override write(...[context, headers, status, body = '']: Parameters<TusServer['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    if (body.startsWith('{')) return super.write(context, headers, status, body);
    const message = body.trim() || 'The upload request was refused.';
    return super.write(context, headers, status, json(status, message).body);
  }
}

export function createTusUploads(ctx: IntakeCtx): TusUploads {
  const directory = path.join(ctx.config.dataDir, 'uploads', 'tus');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const db = ctx.database.db;

  const server = new EnvelopeTusServer({
    path: UPLOAD_PATH,
    datastore: store,
    locker: new PgAdvisoryLocker(ctx.database.url, ctx.database.pool, ctx.logger),
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    exposedHeaders: ['Upload-Video-Id', 'Upload-Video-Version'],
    // The API's CORS rules apply: tus would otherwise answer `*`.
    allowedOrigins: (origin) => ctx.config.corsOrigins.includes(origin),
    async onUploadCreate(req, upload) {
      const principal = principalOf(req);
      const fields = parseFields(upload);
      if (fields.videoId && !(await findVideo(db, fields.videoId))) {
        throw json(404, VIDEO_MESSAGES.notFound);
      }
      if (fields.courseId && !(await findCourse(db, fields.courseId))) {
        throw json(404, COURSE_MESSAGES.notFound);
      }
      await insertUpload(db, { uploadId: upload.id, createdBy: principal.userId });
      return {};
    },
    async onUploadFinish(req, upload) {
      const principal = principalOf(req);
      try {
        const fields = parseFields(upload);
        const video = await acceptVideoUpload(
          ctx,
          { path: path.join(directory, upload.id), originalName: fields.filename },
          fields,
          principal.userId,
          { uploadId: upload.id },
        );
        return {
          headers: {
            'Upload-Video-Id': video.id,
            'Upload-Video-Version': String(video.latestVersion),
          },
        };
      } catch (err) {
        if (typeof err === 'object' && err && 'status_code' in err) {
          await finishUpload(db, upload.id, {
            state: 'rejected',
            errorReason: (
              JSON.parse((err as unknown as { body: string }).body) as { message: string }
            ).message,
          });
          throw err;
        }
        const reason = rejectionReason(err);
        if (!reason)
          ctx.logger.error({ err, uploadId: upload.id }, 'upload could not be processed');
        await finishUpload(db, upload.id, {
          state: 'rejected',
          errorReason: reason ?? 'The upload could not be processed. Please try again.',
        }).catch(() => undefined);
        const client = clientErrorOf(err);
        if (client) throw json(client.status, client.message, client.errors);
        throw json(500, 'The upload could not be processed. Please try again.');
      } finally {
        // Accepted files were copied into storage; rejected ones are of no use. Either way the
        // upload is over, so a resumed client learns its fate from the status route.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      if (status === 413) return json(413, VIDEO_MESSAGES.tooLarge);
      return undefined;
    },
  });

  return {
    async handle(req, res) {
      // Mounted inside the /api router: tus needs the full path to read the upload id.
      req.url = req.originalUrl;
      await server.handle(req, res);
    },

    async status(uploadId) {
      const row = /^[\w-]{1,100}$/.test(uploadId) ? await findUpload(db, uploadId) : null;
      if (!row) throw notFound(VIDEO_MESSAGES.uploadUnknown);
      return {
        uploadId,
        state: row.state,
        videoId: row.videoId,
        version: row.version,
        errorReason: row.errorReason,
        video: row.videoId ? await adminVideo(ctx, row.videoId).catch(() => null) : null,
      };
    },

    async cleanUp() {
      let removed = await store.deleteExpired().catch(() => 0);
      // Finished uploads are removed when processed; one left by a crash mid-processing goes too.
      const names = await readdir(directory).catch(() => [] as string[]);
      for (const name of names.filter((n) => !n.endsWith('.json'))) {
        const file = path.join(directory, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > UPLOAD_EXPIRY_MS) {
          await rm(file, { force: true });
          await rm(`${file}.json`, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
