import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { writtenAt } from '../db/columns.ts';

/**
 * Transcoding workers that are running, each refreshing `last_seen` every few seconds (its heartbeat).
 * `GET /api/health` lists those seen in the last 30 s; a worker removes its row when it stops, and a
 * killed one's row simply ages out (and is pruned by the next worker to start).
 */
export const transcodeWorkers = pgTable('transcode_workers', {
  id: text('id').primaryKey(),
  pid: integer('pid').notNull(),
  host: text('host').notNull(),
  startedAt: writtenAt('started_at'),
  lastSeen: writtenAt('last_seen'),
});
