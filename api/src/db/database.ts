import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

/** A connection or a transaction on it: repository functions that work inside or outside one take this. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
  // A database that cannot be reached fails a request after 10 s instead of leaving it hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    // SSD storage: the default random_page_cost of 4 is for spinning disks and makes the planner scan
    // the whole courses table for a catalogue search ten times slower than its GIN index (see
    // docs/benchmarks.md). A startup parameter, so it costs no round trip; behind PgBouncer, add
    // `options` to its ignore_startup_parameters or set it on the database instead.
    options: '-c random_page_cost=1.1',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/** A unit of work on one connection: Drizzle queries, and raw SQL for pg-boss to enqueue jobs. */
export interface Transaction {
  db: Db;
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `work` in one transaction. Jobs sent with `{ transaction }` commit or roll back with the rows,
 * so a stored contact message and its e-mail to support (or a user and their verification e-mail)
 * never exist one without the other.
 */
export async function withTransaction<T>(
  database: Pick<Database, 'pool'>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work({
      db: drizzle(client, { schema }),
      executeSql: (text, values) => client.query(text, values),
    });
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw err;
  } finally {
    // A connection that could not even roll back is discarded rather than handed to the next request.
    client.release(broken);
  }
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

/** SQLSTATE classes and codes that mean "the database cannot be reached now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53000']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error (or one it wraps: Drizzle wraps driver errors in `cause`) says the database is
 * unreachable, so the client gets a 503 "try again" instead of a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (
        code.startsWith('08') ||
        UNAVAILABLE_SQLSTATES.has(code) ||
        UNAVAILABLE_ERRNOS.has(code)
      ) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
  }
  return false;
}
