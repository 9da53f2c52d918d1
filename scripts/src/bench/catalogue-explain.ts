import { catalogueQuerySchema } from '@academy/shared';
import {
  toListFilter,
  countCoursesQuery,
  listCoursesQuery,
} from '../../../api/src/catalogue/index.ts';
import type { Database } from '../../../api/src/db/database.ts';

/**
 * EXPLAIN (ANALYZE) of the exact SQL the catalogue runs for a query string: the page query and the
 * count query, as the repository builds them. Reports whether any plan node reads the courses table
 * sequentially.
 */
export interface ExplainResult {
  query: string;
  listPlan: string;
  countPlan: string;
  listMs: number;
  countMs: number;
  seqScanOnCourses: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function hasSeqScan(node: PlanNode, table: string): boolean {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) return true;
  return (node.Plans ?? []).some((child) => hasSeqScan(child, table));
}

async function explain(database: Database, statement: { sql: string; params: unknown[] }) {
  const json = await database.pool.query<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
  }>(`explain (analyze, format json) ${statement.sql}`, statement.params);
  const text = await database.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${statement.sql}`,
    statement.params,
  );
  const root = json.rows[0]!['QUERY PLAN'][0];
  return {
    seq: hasSeqScan(root.Plan, 'courses'),
    ms: root['Execution Time'],
    plan: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}

export async function explainCatalogue(
  database: Database,
  queryString: string,
  isAdmin = false,
): Promise<ExplainResult> {
  const query = catalogueQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const filter = toListFilter(query, isAdmin);
  const list = await explain(database, listCoursesQuery(database.db, filter));
  const count = await explain(database, countCoursesQuery(database.db, filter));
  return {
    query: queryString || '(none)',
    listPlan: list.plan,
    countPlan: count.plan,
    listMs: list.ms,
    countMs: count.ms,
    seqScanOnCourses: list.seq || count.seq,
  };
}
