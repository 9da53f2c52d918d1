import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@academy/shared';
import type { Db } from '../db/database.ts';
import { users, type UserRow } from '../accounts/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** One page of users for the admin list, with the total that matches the same filters. */
export async function listUsers(
  db: Db,
  query: AdminUserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(fullName, pattern), ilike(users.email, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const sortColumn = {
    createdAt: users.createdAt,
    name: sql`lower(${fullName})`,
    email: users.email,
    status: users.status,
  }[query.sortBy];
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    // The id breaks ties so that a row never appears on two pages.
    .orderBy(direction(sortColumn), direction(users.createdAt), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: counted?.total ?? 0 };
}
