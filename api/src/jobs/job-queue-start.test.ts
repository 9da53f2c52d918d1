import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { JOB_NAMES } from '@academy/shared';
import { createLogger } from '../logging/logger.ts';
import { JobQueue } from './job-queue.ts';

/** A database with nothing in it (not the migrated template): what a fresh install starts on. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `fresh_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database "${name}" with (force)`) };
}

describe('the job queue on a fresh database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  // `npm run cluster` from a fresh clone starts two API processes and two workers at once; pg-boss's
  // queue creation racing itself deadlocked in PostgreSQL and three of the four exited before serving.
  it('starts in four processes at once, each with every queue', async () => {
    const database = await emptyDatabase();
    cleanup.push(database.drop);
    const logger = createLogger('fatal', 'job-queue-test');
    const queues = [1, 2, 3, 4].map(() => JobQueue.create(database.url, logger, { max: 3 }));
    cleanup.push(() => Promise.all(queues.map((q) => q.stop())).then(() => undefined));

    const starts = await Promise.allSettled(queues.map((q) => q.start()));

    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
      'started',
    ]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      "select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name",
    );
    await client.end();
    expect(rows.map((r) => r.name)).toEqual([...JOB_NAMES].sort());
  });
});
