import { z } from 'zod';
import { violationBodySchema, watermarkCodeSchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { principalOf } from '../accounts/index.ts';
import { defineRoute } from '../http/route.ts';
import { recordViolation, traceWatermark, userViolations } from './protection.service.ts';

/** Reports from the learner player, and the admin's tools to trace a leaked recording. */
export function protectionRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/drm/violations',
      access: 'learner',
      body: violationBodySchema,
      handler: async ({ body, principal }) => {
        const result = await recordViolation(ctx, principalOf(principal).userId, body);
        return { status: result.recorded ? 201 : 200, data: result };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/drm/watermarks/:code',
      access: 'admin',
      params: z.object({ code: watermarkCodeSchema }),
      handler: async ({ params }) => ({ data: await traceWatermark(ctx, params.code) }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/users/:id/violations',
      access: 'admin',
      params: z.object({ id: z.string().max(64) }),
      handler: async ({ params }) => ({ data: await userViolations(ctx, params.id) }),
    }),
  ];
}
