import type { AdminHealthReport, HealthReport } from '@academy/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { defineRoute } from '../http/route.ts';
import { liveTranscodeWorkers } from '../media/index.ts';
import { INSTANCE } from './instance.ts';

/** A check that does not answer in time counts as down: a load balancer must not wait on a hung part. */
const CHECK_TIMEOUT_MS = 5_000;

class CheckTimeout extends Error {}

function timed<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The public report names what failed in a few words; driver messages (hosts, ports, file paths) stay
 * in the log.
 */
function failure(ctx: AppContext, part: string, err: unknown): string {
  ctx.logger.warn({ err, part }, 'health check failed');
  if (err instanceof CheckTimeout) return `no answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  return isDatabaseUnavailable(err) ? 'unreachable' : 'failing';
}

/** The full report; `forVisitors` leaves out what only an admin may read. */
export async function checkHealth(ctx: AppContext): Promise<AdminHealthReport> {
  const started = performance.now();
  const [database, storage, jobQueue] = await Promise.all([
    timed(ctx.database.db.execute(sql`select 1`))
      .then(() => ({ status: 'up' as const, latencyMs: Math.round(performance.now() - started) }))
      .catch((err: unknown) => ({ status: 'down' as const, error: failure(ctx, 'database', err) })),
    timed(ctx.storage.health())
      .then(() => ({ status: 'up' as const, driver: ctx.storage.driver }))
      .catch((err: unknown) => ({
        status: 'down' as const,
        driver: ctx.storage.driver,
        error: failure(ctx, 'storage', err),
      })),
    timed(ctx.queue.health())
      .then(() => ({ status: 'up' as const }))
      .catch((err: unknown) => ({
        status: 'down' as const,
        error: failure(ctx, 'job queue', err),
      })),
  ]);
  const allUp = database.status === 'up' && storage.status === 'up' && jobQueue.status === 'up';
  // Informational: no worker running is not a failure of this replica (uploads wait in the queue).
  const workers =
    database.status === 'up'
      ? await timed(liveTranscodeWorkers(ctx.database.db)).catch(() => [])
      : [];
  return {
    status: allUp ? 'ok' : 'degraded',
    uptimeSeconds: Math.round(process.uptime()),
    instance: INSTANCE,
    database,
    storage,
    jobQueue,
    workerCount: workers.length,
    workers,
  };
}

/**
 * Visitors (and learners) see the instance id, which is enough to tell replicas apart behind a
 * proxy; the process id, host name and worker ids describe the machines and are for admins only
 * (probe finding 24.8).
 */
export function forVisitors(report: AdminHealthReport): HealthReport {
  const { instance, workers: _workers, ...rest } = report;
  return { ...rest, instance: { id: instance.id } };
}

export function healthRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      access: 'public',
      handler: async ({ res, principal }) => {
        const full = await checkHealth(ctx);
        const report = principal?.audience === 'admin' ? full : forVisitors(full);
        res.set('Cache-Control', 'no-store');
        // 503 lets a load balancer take a replica out while it cannot reach the database.
        const ok = report.status === 'ok';
        // Written here because a degraded report is a failure (success false) that still carries data.
        res.status(ok ? 200 : 503).json({
          success: ok,
          data: report,
          message: ok ? 'All systems are working.' : 'Some parts of the service are not working.',
        });
        return undefined;
      },
    }),
  ];
}
