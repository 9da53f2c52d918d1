import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { RequestHandler } from 'express';
import { createRateLimiter, waitPhrase } from '../http/rate-limit.ts';
import { defineRoute, type Principal } from '../http/route.ts';
import {
  decryptUrl,
  DRM_MESSAGES,
  drmCourseVideos,
  drmStats,
  drmVideo,
  endSession,
  validateSession,
} from './drm.service.ts';

const idParams = z.object({ id: z.string() });

/** `/api/drm/*` of spec 000 §7, over the same keys and signed links as the video routes. */
export function drmRoutes(ctx: AppContext) {
  // Each visitor's preview writes a session row: a few an hour per network address bound the table.
  const limiter = createRateLimiter(ctx, {
    name: 'drm-visitor-session',
    points: 20,
    durationSeconds: 60 * 60,
    message: (s) =>
      `Too many previews opened from this network. Please try again ${waitPhrase(s)}.`,
  });
  // A signed-in account's sessions are kept 400 days as a trace, so they are bounded per account,
  // from any address (probe finding 24.2). The player opens one per lesson and renews it each hour:
  // 120 an hour is two lessons a minute for a whole hour, far past anyone watching.
  const accountLimiter = createRateLimiter(ctx, {
    name: 'drm-account-session',
    points: 120,
    durationSeconds: 60 * 60,
    key: (req) => (req.res?.locals.principal as Principal).userId,
    message: (s) => `Too many videos opened from this account. Please try again ${waitPhrase(s)}.`,
  });
  const sessionLimit: RequestHandler = (req, res, next) =>
    res.locals.principal ? accountLimiter(req, res, next) : limiter(req, res, next);
  return [
    defineRoute({
      method: 'get',
      path: '/drm/videos/:id',
      access: 'public',
      params: idParams,
      limits: [sessionLimit],
      handler: async ({ params, principal }) => ({
        data: await drmVideo(ctx, params.id, principal),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/drm/courses/:id/videos',
      access: 'public',
      params: idParams,
      // `version` is accepted and ignored: there is one list per course.
      query: z.object({ version: z.string().optional() }),
      handler: async ({ params, principal }) => ({
        data: await drmCourseVideos(ctx, params.id, principal),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/drm/sessions/:id/validate',
      access: 'public',
      params: idParams,
      body: z.object({ videoId: z.string({ error: 'videoId is required' }).min(1) }),
      handler: async ({ params, body, principal }) => {
        const result = await validateSession(ctx, params.id, body.videoId, principal);
        return { data: result, ...(result.message ? { message: result.message } : {}) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/drm/sessions/:id',
      access: 'public',
      params: idParams,
      handler: async ({ params, principal }) => {
        await endSession(ctx, params.id, principal);
        return { data: { ended: true }, message: DRM_MESSAGES.sessionEnded };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/drm/stats',
      access: 'admin',
      handler: async () => ({ data: await drmStats(ctx) }),
    }),
    defineRoute({
      method: 'post',
      path: '/drm/decrypt-url',
      access: 'public',
      body: z.object({
        encryptedUrl: z.string({ error: 'encryptedUrl is required' }).min(1).max(4_000),
        sessionId: z.string({ error: 'sessionId is required' }).min(1).max(100),
      }),
      handler: async ({ body, principal }) => ({
        data: { decryptedUrl: await decryptUrl(ctx, body.sessionId, body.encryptedUrl, principal) },
      }),
    }),
  ];
}
