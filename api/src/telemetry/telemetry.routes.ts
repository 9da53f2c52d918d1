import { telemetryBatchSchema, telemetrySummaryQuerySchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { createRateLimiter, waitPhrase } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { recordBatch, telemetrySummary } from './telemetry.service.ts';

/** Field telemetry (issue 26): the PWA's batches in, the admins' summary out. */
export function telemetryRoutes(ctx: AppContext) {
  // Per address (the default key): a phone sends a batch every half minute at most, a school's
  // shared address a few dozen phones' worth; a script filling the table meets it quickly.
  const batches = createRateLimiter(ctx, {
    name: 'telemetry',
    points: 120,
    durationSeconds: 10 * 60,
    message: (s) => `Too many telemetry batches. Please try again ${waitPhrase(s)}.`,
  });
  return [
    defineRoute({
      method: 'post',
      path: '/telemetry',
      access: 'public',
      summary:
        'A batch of Core Web Vitals and lesson playback figures, sent after cookie consent; nothing names the sender.',
      body: telemetryBatchSchema,
      before: [batches],
      handler: async ({ res, body }) => {
        res.set('Cache-Control', 'no-store');
        const stored = await recordBatch(ctx, body);
        return { data: { stored }, status: 202 };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/telemetry/summary',
      access: 'admin',
      summary: 'Field quality: p75 of each vital per page and connection, playback per lesson.',
      query: telemetrySummaryQuerySchema,
      handler: async ({ res, query }) => {
        res.set('Cache-Control', 'private, no-store');
        return { data: await telemetrySummary(ctx, query.days) };
      },
    }),
  ];
}
