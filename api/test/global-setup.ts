import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/logging/logger.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DATABASE = 'academy_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

/**
 * One real PostgreSQL server for the whole run. A template database is migrated once (with pg-boss's
 * schema installed) so each test file can clone it in milliseconds and never share rows with another.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-test-pg-'));
  // As root, PostgreSQL runs as a separate 'postgres' user, which must be able to enter this folder.
  chmodSync(dir, 0o755);
  const logger = createLogger('warn', 'test-postgres');
  const port = await freePort();
  const server = await startEmbeddedPostgres({
    dir: path.join(dir, 'data'),
    port,
    logger,
    persistent: false,
  });
  await ensureDatabase(server.url('postgres'), TEMPLATE_DATABASE);
  const templateUrl = server.url(TEMPLATE_DATABASE);
  const database = openDatabase(templateUrl, 2);
  await runMigrations(database);
  await database.close();
  const queue = JobQueue.create(templateUrl, logger);
  await queue.start();
  await queue.stop();

  project.provide('postgresAdminUrl', server.url('postgres'));
  project.provide('postgresTemplate', TEMPLATE_DATABASE);

  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
