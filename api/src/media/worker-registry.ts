import { hostname } from 'node:os';
import { desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { WorkerReport } from '@academy/shared';
import type { Db } from '../db/database.ts';
import { transcodeWorkers } from './worker.table.ts';

/** Who is transcoding: each worker's heartbeat row (worker.table.ts), read by `GET /api/health`. */

/** A worker counts as running while its heartbeat is younger than this. */
export const WORKER_ALIVE_SECONDS = 30;

export async function recordHeartbeat(db: Db, id: string): Promise<void> {
  await db
    .insert(transcodeWorkers)
    .values({ id, pid: process.pid, host: hostname() })
    .onConflictDoUpdate({ target: transcodeWorkers.id, set: { lastSeen: sql`now()` } });
}

export async function forgetWorker(db: Db, id: string): Promise<void> {
  await db.delete(transcodeWorkers).where(eq(transcodeWorkers.id, id));
}

/** Rows of workers gone for a day (killed, their machine lost): nobody will remove them otherwise. */
export async function pruneDeadWorkers(db: Db): Promise<void> {
  await db
    .delete(transcodeWorkers)
    .where(lt(transcodeWorkers.lastSeen, sql`now() - interval '1 day'`));
}

export async function liveTranscodeWorkers(db: Db): Promise<WorkerReport[]> {
  const rows = await db
    .select()
    .from(transcodeWorkers)
    .where(
      gt(transcodeWorkers.lastSeen, sql`now() - make_interval(secs => ${WORKER_ALIVE_SECONDS})`),
    )
    .orderBy(desc(transcodeWorkers.startedAt));
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    host: r.host,
    lastSeen: r.lastSeen.toISOString(),
  }));
}
