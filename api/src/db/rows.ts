import { getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';

/** The one row of `table` that `where` picks (the first, if several do), or null. */
export async function findFirst<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Writes one row and answers it as stored (defaults filled in). */
export async function insertRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table as PgTable)
    .values(values)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`no row returned by the insert into ${getTableName(table)}`);
  return row;
}
