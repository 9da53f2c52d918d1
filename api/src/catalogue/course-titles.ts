import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { courses } from './course.table.ts';

/** Titles of the given courses, for other capabilities' admin answers (e.g. tracing a recording). */
export async function courseTitles(
  ctx: Pick<AppContext, 'database'>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.database.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}
