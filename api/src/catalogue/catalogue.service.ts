import {
  categoryAliases,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  normaliseCategory,
  PRICE_RANGE_BOUNDS,
  PRICE_RANGES,
  type AdminCourseSummary,
  type AdminStats,
  type CatalogueQuery,
  type CourseEventsData,
  type CourseFacets,
  type CourseLevel,
  type CourseListData,
  type CourseSummary,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { notify } from '../db/notifications.ts';
import type { Logger } from '../logging/logger.ts';
import { pageInfo } from '../http/pagination.ts';
import type { Principal } from '../http/route.ts';
import { cataloguePorts } from './catalogue.ports.ts';
import { TtlCache } from './catalogue-cache.ts';
import { toPrefixTsquery } from './catalogue-search.ts';
import { toAdminCourseSummary, toCourseSummary } from './course.mapper.ts';
import {
  catalogueStats,
  courseFacetCounts,
  findPeople,
  latestCourseEventId,
  countCourses,
  listCourseEvents,
  listCoursePage,
  type CourseListFilter,
} from './course.repository.ts';
import { countAllVideos, listCourseVideoSummaries } from './course-videos.ts';

type Ctx = Pick<AppContext, 'database'>;

/** Turns the parsed query into the repository's filter; visitors and learners only ever see active courses. */
export function toListFilter(query: CatalogueQuery, isAdmin: boolean): CourseListFilter {
  const status = isAdmin ? (query.status ?? 'all') : 'active';
  return {
    status: status === 'all' ? null : status,
    tsquery: toPrefixTsquery(query.search) ?? undefined,
    categories: query.category ? categoryAliases(query.category) : undefined,
    level: query.level,
    tag: query.tag,
    priceCents: query.priceRange ? PRICE_RANGE_BOUNDS[query.priceRange] : undefined,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/** Totals per filter (page and order do not change them), and whole answers for visitors. */
const totals = new TtlCache<number>(10_000, 2_000);
const visitorLists = new TtlCache<CourseListData<CourseSummary>>(10_000, 500);
const facetsCache = new TtlCache<CourseFacets>(30_000, 1);

/** Caches elsewhere that depend on the same writes (the media version lookup), dropped alongside. */
const dependentCaches: Array<{ invalidate(): void }> = [];

/** Registers a cache that a catalogue change (course, lesson, video version) must also drop. */
export function dropAlongWithCatalogue(cache: { invalidate(): void }): void {
  dependentCaches.push(cache);
}

function dropCachedAnswers(): void {
  totals.invalidate();
  visitorLists.invalidate();
  facetsCache.invalidate();
  for (const cache of dependentCaches) cache.invalidate();
}

/** The LISTEN/NOTIFY channel on which a course change reaches every process. */
export const CATALOGUE_CHANNEL = 'academy_catalogue_changed';

/** What each API process listens to (see `listen` in db/notifications.ts). */
export const catalogueListeners = { [CATALOGUE_CHANNEL]: dropCachedAnswers };

/**
 * Drops cached catalogue answers after a course, lesson or rating write (cards show the average and
 * the "Highest rated" order depends on every rating): at once in this process (its next
 * read sees the write), and in every other process through PostgreSQL NOTIFY, awaited so that by the
 * time the writer answers, the other replicas have been told.
 */
export async function invalidateCatalogueCaches(ctx: {
  database: Pick<Database, 'pool'>;
  logger: Logger;
}): Promise<void> {
  dropCachedAnswers();
  await notify(ctx.database.pool, CATALOGUE_CHANNEL).catch((err: unknown) =>
    // The other replicas' entries still expire within their time-to-live.
    ctx.logger.warn({ err }, 'could not tell the other processes about a catalogue change'),
  );
}

function countMatching(ctx: Ctx, filter: CourseListFilter): Promise<number> {
  const { sort: _sort, limit: _limit, offset: _offset, ...what } = filter;
  return totals.get(ctx.database, JSON.stringify(what), () =>
    countCourses(ctx.database.db, filter),
  );
}

/**
 * `GET /api/courses`: one page of cards and the totals. A page past the end answers no courses with
 * the real totals, so the screen can offer the last page. An admin token gets the admin fields and may
 * filter on status (default all).
 *
 * Visitors and learners see the same cards; only the learner's purchase marks differ. So the cards
 * come from the short-lived shared page cache for both, and a learner's marks are read live on top
 * (one query), so a course bought a second ago already shows as bought.
 */
export async function listCatalogue(
  ctx: Ctx,
  query: CatalogueQuery,
  principal: Principal | null,
): Promise<CourseListData<CourseSummary | AdminCourseSummary>> {
  if (principal?.audience === 'admin') return buildList(ctx, query, true);
  const page = await visitorLists.get(ctx.database, JSON.stringify(query), () =>
    buildList(ctx, query, false),
  );
  if (principal?.audience !== 'learner' || page.courses.length === 0) return page;
  const ids = page.courses.map((c) => c.id);
  const bought = await cataloguePorts.use().ownedAmong(ctx.database.db, principal.userId, ids);
  if (bought.size === 0) return page;
  // The cached page is shared: copy, never change it.
  return {
    ...page,
    courses: page.courses.map((c) => (bought.has(c.id) ? { ...c, userHasPurchased: true } : c)),
  };
}

async function buildList(
  ctx: Ctx,
  query: CatalogueQuery,
  isAdmin: true,
): Promise<CourseListData<AdminCourseSummary>>;
async function buildList(
  ctx: Ctx,
  query: CatalogueQuery,
  isAdmin: false,
): Promise<CourseListData<CourseSummary>>;
async function buildList(
  ctx: Ctx,
  query: CatalogueQuery,
  isAdmin: boolean,
): Promise<CourseListData<CourseSummary | AdminCourseSummary>> {
  const db = ctx.database.db;
  const filter = toListFilter(query, isAdmin);
  const [rows, total] = await Promise.all([listCoursePage(db, filter), countMatching(ctx, filter)]);
  const ids = rows.map((r) => r.id);
  const [videos, ratings, names] = await Promise.all([
    listCourseVideoSummaries(db, ids),
    cataloguePorts.use().courseRatingsOf(db, ids),
    isAdmin
      ? findPeople(
          db,
          rows.flatMap((r) => [r.createdBy, r.lastModifiedBy]).filter((id): id is string => !!id),
        )
      : Promise.resolve(new Map<string, string>()),
  ]);
  const courses = rows.map((row) =>
    isAdmin
      ? toAdminCourseSummary(row, names, videos.get(row.id), ratings.get(row.id))
      : toCourseSummary(row, { videos: videos.get(row.id), rating: ratings.get(row.id) }),
  );
  return {
    courses,
    pagination: pageInfo(query.page, query.limit, total),
    filters: {
      search: query.search ?? null,
      category: query.category ?? null,
      level: query.level ?? null,
      tag: query.tag ?? null,
      priceRange: query.priceRange ?? null,
      sort: query.sort,
      status: isAdmin ? (query.status ?? 'all') : 'active',
    },
  };
}

/** Facets are public and the same for everyone; they change only when a course is written. */
export function courseFacets(ctx: Ctx): Promise<CourseFacets> {
  return facetsCache.get(ctx.database, 'facets', () => computeFacets(ctx));
}

async function computeFacets(ctx: Ctx): Promise<CourseFacets> {
  const counts = await courseFacetCounts(ctx.database.db);
  const byCategory = new Map<string, number>();
  for (const { value, count } of counts.categories) {
    const category = normaliseCategory(value);
    byCategory.set(category, (byCategory.get(category) ?? 0) + count);
  }
  const stock = new Set<string>(COURSE_CATEGORIES);
  const unknown = [...byCategory.keys()].filter((c) => !stock.has(c)).sort();
  const levelCounts = new Map(counts.levels.map((l) => [l.value, l.count]));
  return {
    categories: [
      ...COURSE_CATEGORIES.map((value) => ({
        value,
        count: byCategory.get(value) ?? 0,
        stock: true,
      })),
      ...unknown.map((value) => ({ value, count: byCategory.get(value)!, stock: false })),
    ],
    levels: COURSE_LEVELS.filter((level) => levelCounts.has(level)).map((value: CourseLevel) => ({
      value,
      count: levelCounts.get(value)!,
    })),
    tags: counts.tags.map((t) => ({ value: t.value, count: Number(t.count) })),
    priceRanges: PRICE_RANGES.map((value) => ({ value, count: counts.prices[value] })),
    total: PRICE_RANGES.reduce((sum, range) => sum + counts.prices[range], 0),
  };
}

const EVENTS_PAGE = 50;

/**
 * `GET /api/courses/events?since=`: 'course:created' events after `since`, for screens that want to
 * refresh when a course appears elsewhere. Without `since` no events are sent, only the cursor to
 * start from, so a new tab does not replay history.
 */
export async function courseEventsSince(
  ctx: Ctx,
  since: number | undefined,
): Promise<CourseEventsData> {
  const db = ctx.database.db;
  if (since === undefined) return { events: [], cursor: await latestCourseEventId(db) };
  const rows = await listCourseEvents(db, since, EVENTS_PAGE);
  return {
    events: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      courseId: r.courseId,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
    })),
    cursor: rows.length ? Number(rows[rows.length - 1]!.id) : since,
  };
}

/** `GET /api/admin/stats`: the counts, and whether production takes pretend payments. */
export async function adminStats(ctx: Ctx & Pick<AppContext, 'config'>): Promise<AdminStats> {
  const db = ctx.database.db;
  const [stats, totalVideos] = await Promise.all([catalogueStats(db), countAllVideos(db)]);
  return {
    totalUsers: stats.users.total,
    totalLearners: stats.users.learners,
    totalCourses: stats.courses.total,
    activeCourses: stats.courses.active,
    totalVideos,
    totalEnrollments: stats.courses.enrollments,
    testCheckoutInProduction: ctx.config.isProduction && ctx.config.testCheckout,
  };
}
