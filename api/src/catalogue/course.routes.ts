import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  catalogueQuerySchema,
  COURSE_MESSAGES,
  courseCreateSchema,
  courseUpdateSchema,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/http-error.ts';
import { defineRoute, type Principal } from '../http/route.ts';
import { adminStats, courseEventsSince, courseFacets, listCatalogue } from './catalogue.service.ts';
import { isCourseId } from './course.repository.ts';
import {
  createCourse,
  editCourse,
  getCourse,
  removeCourse,
  replaceThumbnail,
} from './course.service.ts';
import {
  isThumbnailHash,
  sizeFromFileName,
  thumbnailKey,
  thumbnailUpload,
  uploadedImage,
} from './thumbnail.ts';

const idParams = z.object({ id: z.string() });
const eventsQuery = z.object({
  since: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number({ error: 'since must be a whole number' }).int().min(0).optional(),
  ),
});

/**
 * Public answers may sit in a shared cache briefly, but only when the request carried no token at all:
 * a personalised answer (purchase marks, admin fields) must never be stored for someone else.
 */
function cacheUnlessPersonal(req: Request, res: Response, maxAgeSeconds: number): void {
  res.set(
    'Cache-Control',
    req.get('authorization') ? 'private, no-store' : `public, max-age=${maxAgeSeconds}`,
  );
}

/** Actor of an admin route (the route's access rule guarantees the principal). */
const actor = (principal: Principal | null) => principal!.userId;

function courseIdOrNotFound(id: string): string {
  if (!isCourseId(id)) throw notFound(COURSE_MESSAGES.notFound);
  return id;
}

export function courseRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/courses',
      access: 'public',
      query: catalogueQuerySchema,
      handler: async ({ req, res, query, principal }) => {
        const data = await listCatalogue(ctx, query, principal);
        cacheUnlessPersonal(req, res, 60);
        return { data };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/facets',
      access: 'public',
      handler: async ({ req, res }) => {
        const data = await courseFacets(ctx);
        cacheUnlessPersonal(req, res, 60);
        return { data };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/events',
      access: 'public',
      query: eventsQuery,
      handler: async ({ res, query }) => {
        res.set('Cache-Control', 'no-store');
        return { data: await courseEventsSince(ctx, query.since) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/thumbnails/:hash/:file',
      access: 'public',
      produces: 'binary',
      handler: async ({ req, res }) => {
        const hash = String(req.params.hash);
        const size = sizeFromFileName(String(req.params.file));
        if (!isThumbnailHash(hash) || !size) throw notFound('Thumbnail not found');
        const key = thumbnailKey(hash, size);
        const stat = await ctx.storage.stat(key);
        if (!stat) throw notFound('Thumbnail not found');
        const etag = `"${hash}-${size}"`;
        // The key names the content, so the file behind a URL never changes.
        res.set({
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Type': 'image/webp',
          ETag: etag,
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
        res.removeHeader('Vary');
        if (req.get('if-none-match') === etag) {
          res.status(304).end();
          return undefined;
        }
        res.set('Content-Length', String(stat.size));
        if (req.method === 'HEAD') {
          res.end();
          return undefined;
        }
        const stream = await ctx.storage.get(key);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
        return undefined;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/courses',
      access: 'admin',
      body: courseCreateSchema,
      handler: async ({ body, principal }) => ({
        data: { course: await createCourse(ctx, body, actor(principal)) },
        message: COURSE_MESSAGES.created,
        status: 201,
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/courses/thumbnail/:id',
      access: 'admin',
      bodyKind: 'multipart',
      files: ['file', 'thumbnail'],
      params: idParams,
      before: [thumbnailUpload()],
      handler: async ({ req, params, principal }) => ({
        data: await replaceThumbnail(
          ctx,
          courseIdOrNotFound(params.id),
          uploadedImage(req.files),
          actor(principal),
        ),
        message: COURSE_MESSAGES.thumbnailUpdated,
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:id',
      access: 'public',
      params: idParams,
      handler: async ({ req, res, params, principal }) => {
        const course = await getCourse(ctx, params.id, principal);
        cacheUnlessPersonal(req, res, 60);
        return { data: { course } };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:id',
      access: 'admin',
      params: idParams,
      body: courseUpdateSchema,
      handler: async ({ params, body, principal }) => ({
        data: {
          course: await editCourse(ctx, courseIdOrNotFound(params.id), body, actor(principal)),
        },
        message: COURSE_MESSAGES.updated,
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/courses/:id',
      access: 'admin',
      params: idParams,
      handler: async ({ params, principal }) => {
        const result = await removeCourse(ctx, courseIdOrNotFound(params.id), actor(principal));
        return {
          data: result,
          message:
            result.outcome === 'deleted'
              ? COURSE_MESSAGES.deleted
              : `Course archived instead of deleted: ${result.purchases} learner${result.purchases === 1 ? '' : 's'} bought it and keep${result.purchases === 1 ? 's' : ''} access.`,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/stats',
      access: 'admin',
      handler: async () => ({ data: await adminStats(ctx) }),
    }),
  ];
}
