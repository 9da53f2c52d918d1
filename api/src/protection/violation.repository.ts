import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { violations, type ViolationRow } from './violation.table.ts';
import { insertRow } from '../db/rows.ts';

export async function insertViolation(
  db: Db,
  row: typeof violations.$inferInsert,
): Promise<ViolationRow> {
  return insertRow(db, violations, row);
}

/** Reports of one kind in one session over the last minute (a player stuck in a loop is not a flood). */
export async function countRecent(db: Db, sessionId: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(violations)
    .where(
      and(
        eq(violations.sessionId, sessionId),
        eq(violations.kind, kind),
        gt(violations.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  return row?.n ?? 0;
}

export async function listViolationsOfUser(db: Db, userId: string, limit = 200) {
  return db
    .select()
    .from(violations)
    .where(eq(violations.userId, userId))
    .orderBy(desc(violations.createdAt))
    .limit(limit);
}

export async function countByStrength(db: Db, userId: string) {
  return db
    .select({ strength: violations.strength, n: count() })
    .from(violations)
    .where(eq(violations.userId, userId))
    .groupBy(violations.strength);
}
