import { z } from 'zod';
import { offlineLicenceRequestSchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { issueOfflineLicence } from './offline-licence.service.ts';

/** Downloaded lessons (issue 11): the licence that lets one play with no connection. */
export function offlineLicenceRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/videos/:videoId/offline-licence',
      access: 'learner',
      summary: 'Grants or renews the 30-day licence to play a downloaded lesson offline',
      params: z.object({ videoId: z.string() }),
      body: offlineLicenceRequestSchema,
      owned: { param: 'videoId', resource: 'lesson' },
      handler: async ({ params, body, principal }) => ({
        data: await issueOfflineLicence(ctx, params.videoId, body.version, principal!),
      }),
    }),
  ];
}
