import type { HealthReport } from '@academy/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  const started = performance.now();
  const [database, storage, jobQueue] = await Promise.all([
    ctx.database.db
      .execute(sql`select 1`)
      .then(() => ({ status: 'up' as const, latencyMs: Math.round(performance.now() - started) }))
      .catch((err: unknown) => ({ status: 'down' as const, error: message(err) })),
    ctx.storage
      .health()
      .then(() => ({ status: 'up' as const, driver: ctx.storage.driver }))
      .catch((err: unknown) => ({
        status: 'down' as const,
        driver: ctx.storage.driver,
        error: message(err),
      })),
    ctx.queue
      .health()
      .then(() => ({ status: 'up' as const }))
      .catch((err: unknown) => ({ status: 'down' as const, error: message(err) })),
  ]);
  const allUp = database.status === 'up' && storage.status === 'up' && jobQueue.status === 'up';
  return {
    status: allUp ? 'ok' : 'degraded',
    uptimeSeconds: Math.round(process.uptime()),
    database,
    storage,
    jobQueue,
  };
}

export function healthRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      access: 'public',
      handler: async ({ res }) => {
        const report = await checkHealth(ctx);
        res.set('Cache-Control', 'no-store');
        // 503 lets a load balancer take a replica out while it cannot reach the database.
        const status = report.status === 'ok' ? 200 : 503;
        res.status(status).json({ success: status === 200, data: report, message: report.status });
        return undefined;
      },
    }),
  ];
}
