import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  isUuid,
  PRICE_RANGE_BOUNDS,
  PRICE_RANGES,
  type CourseSort,
  type CourseStatus,
  type PriceRange,
} from '@academy/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../accounts/index.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { cataloguePorts } from './catalogue.ports.ts';
import { courseEvents, courses, courseThumbnails, type CourseRow } from './course.table.ts';

/** SQL for courses, their thumbnail history and events; no rules live here. */

export type NewCourse = typeof courses.$inferInsert;
export type CoursePatch = Partial<Omit<NewCourse, 'id' | 'createdAt' | 'searchVector'>>;

export const isCourseId = isUuid;

/** Every column but the search vector, which nobody outside PostgreSQL needs. */
const { searchVector: _searchVector, ...courseColumns } = getTableColumns(courses);

export type CourseRecord = Omit<CourseRow, 'searchVector'>;

export async function findCourse(db: DbOrTx, idOrSlug: string): Promise<CourseRecord | null> {
  const where = isCourseId(idOrSlug) ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug);
  const [row] = await db.select(courseColumns).from(courses).where(where).limit(1);
  return row ?? null;
}

/**
 * Locks the row for the rest of the transaction, so concurrent edits apply one after the other. Call it
 * inside one: Drizzle's, or `withTransaction`'s connection (which also lets jobs join the transaction).
 */
export async function findCourseForUpdate(tx: DbOrTx, id: string): Promise<CourseRecord | null> {
  if (!isCourseId(id)) return null;
  const [row] = await tx
    .select(courseColumns)
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertCourse(db: DbOrTx, values: NewCourse): Promise<CourseRecord> {
  const [row] = await db.insert(courses).values(values).returning(courseColumns);
  return row!;
}

export async function updateCourse(
  db: DbOrTx,
  id: string,
  patch: CoursePatch,
): Promise<CourseRecord> {
  const [row] = await db
    .update(courses)
    .set({ ...patch, version: sql`${courses.version} + 1`, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning(courseColumns);
  return row!;
}

export async function deleteCourseRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

/** Slugs already taken that a new slug from `base` could collide with (`base`, `base-2`, ...). */
export async function slugsStartingWith(
  db: DbOrTx,
  base: string,
  exceptId: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(
      and(
        or(eq(courses.slug, base), sql`${courses.slug} like ${`${base}-%`}`),
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.slug);
}

/** What the catalogue and admin lists filter on, already normalised by the service. */
export interface CourseListFilter {
  /** null: every status (admin 'all'). */
  status: CourseStatus | null;
  /** A `to_tsquery('simple', ...)` expression built from whole words (see catalogue-search.ts). */
  tsquery?: string;
  /** The category and its legacy spellings. */
  categories?: string[];
  level?: string;
  tag?: string;
  priceCents?: { min: number; max: number | null };
  sort: CourseSort;
  limit: number;
  offset: number;
}

function listConditions(f: CourseListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.status ? eq(courses.status, f.status) : undefined,
    f.tsquery ? sql`${courses.searchVector} @@ to_tsquery('simple', ${f.tsquery})` : undefined,
    f.categories?.length ? inArray(courses.category, f.categories) : undefined,
    f.level ? eq(courses.level, f.level as CourseRow['level']) : undefined,
    f.tag ? sql`${courses.tags} @> ${JSON.stringify([f.tag])}::jsonb` : undefined,
    f.priceCents ? gte(courses.priceCents, f.priceCents.min) : undefined,
    f.priceCents?.max != null ? lt(courses.priceCents, f.priceCents.max) : undefined,
  ];
  return and(...conditions);
}

/**
 * Orders spelled exactly as the indexes are built (drizzle-kit writes `DESC NULLS LAST`), so that
 * PostgreSQL can read a page in index order and stop; a plain `DESC` means NULLS FIRST and would not
 * match even though the columns are never null.
 */
const descNullsLast = (col: AnyPgColumn | SQL) => sql`${col} desc nulls last`;
const ascNullsFirst = (col: AnyPgColumn) => sql`${col} asc nulls first`;
const ORDER: Record<CourseSort, SQL[]> = {
  newest: [descNullsLast(courses.createdAt), descNullsLast(courses.id)],
  oldest: [ascNullsFirst(courses.createdAt), ascNullsFirst(courses.id)],
  popular: [
    descNullsLast(courses.totalEnrollments),
    descNullsLast(courses.createdAt),
    descNullsLast(courses.id),
  ],
  // The Bayesian average (ratings capability; m and why in RATING_PRIOR_WEIGHT), then as popular.
  // Computed per course at read time: the academy's mean moves with every rating, so no stored score
  // or index could stay right; a catalogue of hundreds of courses sorts in well under a millisecond.
  // A getter: the ratings port is wired after this module loads.
  get rating() {
    return [
      descNullsLast(cataloguePorts.use().ratingScore(courses.id)),
      descNullsLast(courses.totalEnrollments),
      descNullsLast(courses.createdAt),
      descNullsLast(courses.id),
    ];
  },
  'title-asc': [asc(courses.title), asc(courses.id)],
  'title-desc': [desc(courses.title), desc(courses.id)],
  'price-asc': [asc(courses.priceCents), asc(courses.id)],
  'price-desc': [desc(courses.priceCents), desc(courses.id)],
};

/** Columns a card needs: the long lists of the course page stay in the table. */
const { requirements: _r, whatYouWillLearn: _w, ...listColumns } = courseColumns;
export type CourseListRow = Omit<CourseRecord, 'requirements' | 'whatYouWillLearn'>;

const pageQuery = (db: Db, filter: CourseListFilter) =>
  db
    .select(listColumns)
    .from(courses)
    .where(listConditions(filter))
    .orderBy(...ORDER[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);

const countQuery = (db: Db, filter: CourseListFilter) =>
  db.select({ n: count() }).from(courses).where(listConditions(filter));

/** One page of courses in the requested order. */
export async function listCoursePage(db: Db, filter: CourseListFilter): Promise<CourseListRow[]> {
  return pageQuery(db, filter);
}

/** How many courses match, whatever the page and order. */
export async function countCourses(db: Db, filter: CourseListFilter): Promise<number> {
  const [row] = await countQuery(db, filter);
  return row?.n ?? 0;
}

/** The SQL of the list query, for EXPLAIN in the benchmark. */
export function listCoursesQuery(db: Db, filter: CourseListFilter) {
  return pageQuery(db, filter).toSQL();
}

export function countCoursesQuery(db: Db, filter: CourseListFilter) {
  return countQuery(db, filter).toSQL();
}

export interface PersonName {
  id: string;
  name: string;
}

/** Names of users (creators, modifiers), read from the accounts table. */
export async function findPeople(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Facet counts over active courses. */
export async function courseFacetCounts(db: Db) {
  const active = eq(courses.status, 'active');
  const [categories, levels, tags, prices] = await Promise.all([
    db
      .select({ value: courses.category, count: count() })
      .from(courses)
      .where(active)
      .groupBy(courses.category),
    db
      .select({ value: courses.level, count: count() })
      .from(courses)
      .where(active)
      .groupBy(courses.level),
    db.execute<{ value: string; count: number }>(
      sql`select tag as value, count(*)::int as count
          from ${courses}, jsonb_array_elements_text(${courses.tags}) as tag
          where ${courses.status} = 'active'
          group by tag order by tag`,
    ),
    db
      .select(
        Object.fromEntries(
          PRICE_RANGES.map((range) => {
            const { min, max } = PRICE_RANGE_BOUNDS[range];
            const within =
              max === null
                ? sql`${courses.priceCents} >= ${min}`
                : sql`${courses.priceCents} >= ${min} and ${courses.priceCents} < ${max}`;
            return [range, sql<number>`(count(*) filter (where ${within}))::int`];
          }),
        ) as Record<PriceRange, SQL<number>>,
      )
      .from(courses)
      .where(active),
  ]);
  return { categories, levels, tags: tags.rows, prices: prices[0]! };
}

export async function listThumbnailHistory(db: DbOrTx, courseId: string) {
  return db
    .select({ hash: courseThumbnails.hash, uploadedAt: courseThumbnails.uploadedAt })
    .from(courseThumbnails)
    .where(eq(courseThumbnails.courseId, courseId))
    .orderBy(desc(courseThumbnails.uploadedAt), desc(courseThumbnails.id));
}

/** Adds a thumbnail to the history; uploading the same image again moves it to the top. */
export async function recordThumbnail(
  db: DbOrTx,
  courseId: string,
  hash: string,
  uploadedBy: string | null,
): Promise<void> {
  await db
    .insert(courseThumbnails)
    .values({ courseId, hash, uploadedBy })
    .onConflictDoUpdate({
      target: [courseThumbnails.courseId, courseThumbnails.hash],
      set: { uploadedAt: new Date(), uploadedBy },
    });
}

export async function thumbnailInHistory(
  db: DbOrTx,
  courseId: string,
  hash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: courseThumbnails.id })
    .from(courseThumbnails)
    .where(and(eq(courseThumbnails.courseId, courseId), eq(courseThumbnails.hash, hash)))
    .limit(1);
  return Boolean(row);
}

/** Hashes among `hashes` that no course's history mentions any more (their files can go). */
export async function unusedThumbnailHashes(db: DbOrTx, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const used = await db
    .selectDistinct({ hash: courseThumbnails.hash })
    .from(courseThumbnails)
    .where(inArray(courseThumbnails.hash, hashes));
  const stillUsed = new Set(used.map((r) => r.hash));
  return hashes.filter((h) => !stillUsed.has(h));
}

/** Notes when a course first became active; not an edit, so the version stays. */
export async function markFirstActivated(db: DbOrTx, id: string): Promise<Date> {
  const now = new Date();
  await db.update(courses).set({ firstActivatedAt: now }).where(eq(courses.id, id));
  return now;
}

export async function recordCourseEvent(db: DbOrTx, courseId: string): Promise<void> {
  await db.insert(courseEvents).values({ type: 'course:created', courseId });
}

/** Events after `since` for courses that are active now (a visitor must not learn hidden titles). */
export async function listCourseEvents(db: Db, since: number, limit: number) {
  return db
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      courseId: courseEvents.courseId,
      title: courses.title,
      createdAt: courseEvents.createdAt,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(and(gt(courseEvents.id, since), eq(courses.status, 'active')))
    .orderBy(asc(courseEvents.id))
    .limit(limit);
}

export async function latestCourseEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${courseEvents.id}), 0)::bigint` })
    .from(courseEvents);
  return Number(row?.id ?? 0);
}

/** Counts for the admin dashboard; the users table belongs to accounts and is only read. */
export async function catalogueStats(db: Db) {
  const [userCounts, courseCounts] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        learners: sql<number>`count(*) filter (where ${users.role} = 'learner')::int`,
      })
      .from(users),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${courses.status} = 'active')::int`,
        enrollments: sql<number>`coalesce(sum(${courses.totalEnrollments}), 0)::int`,
      })
      .from(courses),
  ]);
  return { users: userCounts[0]!, courses: courseCounts[0]! };
}
