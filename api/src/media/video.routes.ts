import { z } from 'zod';
import {
  VIDEO_MESSAGES,
  videoFreePreviewSchema,
  videoReorderSchema,
  videoUpdateSchema,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { serveMediaFile } from './media-serving.ts';
import { getVideoKeyByLink } from './native-hls.ts';
import {
  deleteVideo,
  getAdminCourseVideos,
  getCourseVideos,
  getVideo,
  getVideoKey,
  reorderVideos,
  setFreePreview,
  updateVideo,
} from './video.service.ts';

const videoParams = z.object({ videoId: z.string() });
const courseParams = z.object({ id: z.string() });
const keyQuery = z.object({
  v: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number({ error: 'v must be a version number' }).int().min(1),
  ),
  // A signed key link for a native HLS player (native-hls.ts): all three, or none.
  s: z.string().max(64).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** Reading, watching and editing lessons (spec 000 §7 Catalogue, 001 §7). */
export function videoRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/videos/course/:id/version/:version',
      access: 'public',
      params: courseParams.extend({ version: z.string() }),
      handler: async ({ params, principal }) => ({
        data: await getCourseVideos(ctx, params.id, principal),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/videos/:videoId/key',
      access: 'public',
      produces: 'binary',
      params: videoParams,
      query: keyQuery,
      handler: async ({ res, params, query, principal }) => {
        const { v, s, exp, sig } = query;
        const key =
          s !== undefined || exp !== undefined || sig !== undefined
            ? await getVideoKeyByLink(ctx, params.videoId, {
                v,
                s: s ?? '',
                exp: exp ?? '',
                sig: sig ?? '',
              })
            : await getVideoKey(ctx, params.videoId, v, principal);
        res.removeHeader('Vary');
        res.set({
          'Cache-Control': 'no-store',
          Pragma: 'no-cache',
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(key.length),
        });
        res.vary('Authorization');
        res.end(key);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/videos/:videoId',
      access: 'public',
      params: videoParams,
      handler: async ({ params, principal }) => ({
        data: { video: await getVideo(ctx, params.videoId, principal) },
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/videos/course/:id/order',
      access: 'admin',
      params: courseParams,
      body: videoReorderSchema,
      handler: async ({ params, body }) => ({
        data: await reorderVideos(ctx, params.id, body.videoIds),
        message: VIDEO_MESSAGES.reordered,
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/videos/:videoId/free-preview',
      access: 'admin',
      params: videoParams,
      body: videoFreePreviewSchema,
      handler: async ({ params, body }) => ({
        data: { video: await setFreePreview(ctx, params.videoId, body.isFreePreview) },
        message: body.isFreePreview ? VIDEO_MESSAGES.freePreviewOn : VIDEO_MESSAGES.freePreviewOff,
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/videos/:videoId',
      access: 'admin',
      params: videoParams,
      body: videoUpdateSchema,
      handler: async ({ params, body }) => ({
        data: { video: await updateVideo(ctx, params.videoId, body) },
        message: VIDEO_MESSAGES.updated,
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/videos/:videoId',
      access: 'admin',
      params: videoParams,
      handler: async ({ params }) => {
        await deleteVideo(ctx, params.videoId);
        return { data: { videoId: params.videoId }, message: VIDEO_MESSAGES.deleted };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/courses/:id/videos',
      access: 'admin',
      params: courseParams,
      handler: async ({ params }) => ({ data: await getAdminCourseVideos(ctx, params.id) }),
    }),
    defineRoute({
      method: 'get',
      path: '/media/:videoId/:version/*path',
      access: 'public',
      produces: 'binary',
      handler: async ({ req, res }) => {
        await serveMediaFile(ctx, req, res);
        return undefined;
      },
    }),
  ];
}
