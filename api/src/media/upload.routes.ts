import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES, videoUploadFieldsSchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { defineRoute, validationError, type Principal } from '../http/route.ts';
import { oneFileMultipart, oneUploadedFile } from '../http/multipart.ts';
import { friendlyMessages } from '../http/validation-messages.ts';
import { createTusUploads } from './tus-uploads.ts';
import { acceptVideoUpload } from './video-intake.ts';

const uploadParams = z.object({ id: z.string() });

/** multipart/form-data with the file in `file` (or `video`), written to disk, never held in memory. */
const VIDEO_FORM = {
  fileFields: ['file', 'video'],
  limits: { fileSize: VIDEO_MAX_BYTES, fields: 20, fieldSize: 64 * 1024 },
  messages: { tooLarge: VIDEO_MESSAGES.tooLarge, badFile: VIDEO_MESSAGES.fileRequired },
} as const;

function videoMultipart(dir: string): RequestHandler {
  mkdirSync(dir, { recursive: true });
  return oneFileMultipart({ ...VIDEO_FORM, dest: dir });
}

/**
 * Uploads: tus at `/api/uploads` (resumable, what the admin PWA uses) and the spec's multipart
 * `POST /api/videos/upload` (kept for compatibility); both feed the same pipeline.
 */
export function uploadRoutes(ctx: AppContext) {
  const tus = createTusUploads(ctx);
  // Unfinished uploads older than 24 hours go, once at start and then hourly.
  const sweep = () =>
    tus.cleanUp().then(
      (n) => n && ctx.logger.info({ removed: n }, 'expired uploads removed'),
      (err: unknown) => ctx.logger.warn({ err }, 'upload clean-up failed'),
    );
  setTimeout(sweep, 10_000).unref();
  setInterval(sweep, 60 * 60 * 1000).unref();

  const tusRoute = async ({
    req,
    res,
  }: {
    req: Parameters<RequestHandler>[0];
    res: Parameters<RequestHandler>[1];
  }) => {
    await tus.handle(req, res);
    return undefined;
  };
  const actor = (principal: Principal | null) => principal!.userId;
  const tusProtocol = { bodyKind: 'tus', produces: 'tus', videoUpload: true } as const;

  return [
    defineRoute({
      method: 'post',
      path: '/uploads',
      access: 'admin',
      ...tusProtocol,
      handler: tusRoute,
    }),
    defineRoute({
      method: 'get',
      path: '/uploads/:id/video',
      access: 'admin',
      params: uploadParams,
      handler: async ({ params }) => ({ data: await tus.status(params.id) }),
    }),
    // Express routes HEAD to GET handlers: HEAD is tus's offset query; a plain GET has no use here.
    defineRoute({
      method: 'get',
      path: '/uploads/:id',
      access: 'admin',
      ...tusProtocol,
      handler: async (route) => {
        if (route.req.method !== 'HEAD') {
          throw new HttpError(405, 'Use HEAD to read an upload offset.', undefined, {
            Allow: 'HEAD, PATCH, DELETE',
          });
        }
        return tusRoute(route);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/uploads/:id',
      access: 'admin',
      ...tusProtocol,
      handler: tusRoute,
    }),
    defineRoute({
      method: 'delete',
      path: '/uploads/:id',
      access: 'admin',
      ...tusProtocol,
      handler: tusRoute,
    }),
    defineRoute({
      method: 'post',
      path: '/videos/upload',
      access: 'admin',
      bodyKind: 'multipart',
      videoUpload: true,
      files: ['file', 'video'],
      before: [videoMultipart(path.join(ctx.config.dataDir, 'uploads', 'multipart'))],
      handler: async ({ req, principal }) => {
        const file = oneUploadedFile(req.files, VIDEO_FORM);
        try {
          const fields = videoUploadFieldsSchema.safeParse(req.body ?? {}, {
            error: friendlyMessages('body'),
          });
          if (!fields.success) throw validationError(fields.error);
          if (!file) {
            throw badRequest(VIDEO_MESSAGES.fileRequired, { file: VIDEO_MESSAGES.fileRequired });
          }
          const video = await acceptVideoUpload(
            ctx,
            { path: file.path, originalName: file.originalname },
            fields.data,
            actor(principal),
          );
          return { data: { video }, message: VIDEO_MESSAGES.uploaded, status: 201 };
        } finally {
          if (file) await rm(file.path, { force: true });
        }
      },
    }),
  ];
}
