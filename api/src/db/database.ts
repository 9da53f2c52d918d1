import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export function openDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/**
 * Applies the committed SQL migrations. An advisory lock makes concurrent starts (several API replicas,
 * workers) wait for one another instead of racing on the same DDL.
 */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
}
