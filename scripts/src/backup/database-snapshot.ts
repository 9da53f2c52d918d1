import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A logical snapshot of the academy's tables, taken with COPY inside one REPEATABLE READ transaction, so
 * every table is read as of the same moment while the academy keeps serving.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 17 and a Debian machine's pg_dump is older, and
 * pg_dump refuses a newer server. The schema is the application's own (its migrations recreate it on
 * restore), so the data is all a backup needs; each table's column list is kept, so a restore into a
 * later version of the academy whose migrations only added columns still loads.
 * The job queue (pg-boss schema) is not included: a restored academy starts with no pending jobs.
 */
export interface TableSnapshot {
  name: string;
  columns: string[];
  rows: number;
  file: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function appTables(client: pg.Client): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(`
    select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name`);
  return orderByForeignKeys(
    client,
    rows.map((r) => ({ name: r.table_name, columns: r.columns })),
  );
}

/** Parents before children, so rows load with every foreign key checked and no superuser needed. */
async function orderByForeignKeys<T extends { name: string }>(
  client: pg.Client,
  tables: T[],
): Promise<T[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select cl.relname as child, pa.relname as parent
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class pa on pa.oid = con.confrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where con.contype = 'f' and n.nspname = 'public' and cl.relname <> pa.relname`);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    if (!parents.has(child)) parents.set(child, new Set());
    parents.get(child)!.add(parent);
  }
  const ordered: T[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length) {
    const ready = remaining.filter((t) =>
      [...(parents.get(t.name) ?? [])].every(
        (p) => placed.has(p) || !tables.some((x) => x.name === p),
      ),
    );
    if (!ready.length)
      throw new Error(
        `foreign keys form a cycle among: ${remaining.map((t) => t.name).join(', ')}`,
      );
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Writes one COPY file per table into `dir`; answers what it wrote, in load order. */
export async function dumpDatabase(url: string, dir: string): Promise<TableSnapshot[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await appTables(client);
    const snapshot: TableSnapshot[] = [];
    for (const table of tables) {
      const file = `${table.name}.copy`;
      const columns = table.columns.map(quote).join(', ');
      await pipeline(
        client.query(copyTo(`copy ${quote(table.name)} (${columns}) to stdout`)),
        createWriteStream(path.join(dir, file), { mode: 0o600 }),
      );
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quote(table.name)}`,
      );
      snapshot.push({ ...table, file, rows: rows[0]!.n });
    }
    await client.query('commit');
    return snapshot;
  } finally {
    await client.end();
  }
}

/**
 * Loads a snapshot into a database whose schema the migrations have just created, in one transaction:
 * whatever a migration seeded is replaced, and a failure leaves the database as it was.
 */
export async function loadDatabase(
  url: string,
  dir: string,
  tables: TableSnapshot[],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const existing = new Set(
      (
        await client.query<{ table_name: string }>(
          `select table_name from information_schema.tables where table_schema = 'public'`,
        )
      ).rows.map((r) => r.table_name),
    );
    const missing = tables.filter((t) => !existing.has(t.name)).map((t) => t.name);
    if (missing.length) {
      throw new Error(
        `this version of the academy has no table ${missing.join(', ')}: restore with the version that took the backup`,
      );
    }
    await client.query(`truncate ${tables.map((t) => quote(t.name)).join(', ')} cascade`);
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ');
      await pipeline(
        createReadStream(path.join(dir, table.file)),
        client.query(copyFrom(`copy ${quote(table.name)} (${columns}) from stdin`)),
      );
    }
    // Identity columns continue after the highest restored value, not from 1.
    const identities = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table_name: table, column_name: column } of identities.rows) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 0) + 1, false)
         from ${quote(table)}`,
        [quote(table), column],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
