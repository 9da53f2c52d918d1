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
import type { Principal } from '../http/route.ts';
import { purchasedAmong } from '../purchases/purchase.repository.ts';
import { toPrefixTsquery } from './catalogue-search.ts';
import { toAdminCourseSummary, toCourseSummary } from './course.mapper.ts';
import {
  catalogueStats,
  courseFacetCounts,
  findPeople,
  latestCourseEventId,
  listCourseEvents,
  listCourses,
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

/**
 * `GET /api/courses`: one page of cards and the totals. A page past the end answers no courses with
 * the real totals, so the screen can offer the last page. An admin token gets the admin fields and may
 * filter on status (default all).
 */
export async function listCatalogue(
  ctx: Ctx,
  query: CatalogueQuery,
  principal: Principal | null,
): Promise<CourseListData<CourseSummary | AdminCourseSummary>> {
  const db = ctx.database.db;
  const isAdmin = principal?.audience === 'admin';
  const filter = toListFilter(query, isAdmin);
  const { rows, total } = await listCourses(db, filter);
  const ids = rows.map((r) => r.id);
  const learnerId = principal?.audience === 'learner' ? principal.userId : null;
  const [videos, bought, names] = await Promise.all([
    listCourseVideoSummaries(db, ids),
    learnerId ? purchasedAmong(db, learnerId, ids) : Promise.resolve(new Set<string>()),
    isAdmin
      ? findPeople(
          db,
          rows.flatMap((r) => [r.createdBy, r.lastModifiedBy]).filter((id): id is string => !!id),
        )
      : Promise.resolve(new Map<string, string>()),
  ]);
  const courses = rows.map((row) =>
    isAdmin
      ? toAdminCourseSummary(row, names, videos.get(row.id))
      : toCourseSummary(row, { videos: videos.get(row.id), userHasPurchased: bought.has(row.id) }),
  );
  const pages = Math.max(1, Math.ceil(total / query.limit));
  return {
    courses,
    pagination: {
      page: query.page,
      limit: query.limit,
      pages,
      total,
      hasPrevPage: query.page > 1,
      hasNextPage: query.page < pages,
    },
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

/**
 * Facets change only when a course is written, and the answer is public and the same for everyone, so
 * each process keeps it for a short while. Writes in this process drop it at once; another replica's
 * write shows within FACETS_TTL_MS (the HTTP answer may be cached for 60 s anyway).
 */
const FACETS_TTL_MS = 30_000;
interface FacetsEntry {
  generation: number;
  computedAt: number;
  value: Promise<CourseFacets>;
}
/** Keyed by database, so two apps in one process (tests) never share an answer. */
const facetsCache = new WeakMap<object, FacetsEntry>();
let generation = 0;

/** Drops cached catalogue answers after a write in this process. */
export function invalidateCatalogueCaches(): void {
  generation += 1;
}

export function courseFacets(ctx: Ctx): Promise<CourseFacets> {
  const key = ctx.database;
  const cached = facetsCache.get(key);
  if (
    cached &&
    cached.generation === generation &&
    Date.now() - cached.computedAt < FACETS_TTL_MS
  ) {
    return cached.value;
  }
  const entry: FacetsEntry = { generation, computedAt: Date.now(), value: computeFacets(ctx) };
  facetsCache.set(key, entry);
  entry.value.catch(() => {
    if (facetsCache.get(key) === entry) facetsCache.delete(key);
  });
  return entry.value;
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

/** `GET /api/admin/stats`. */
export async function adminStats(ctx: Ctx): Promise<AdminStats> {
  const db = ctx.database.db;
  const [stats, totalVideos] = await Promise.all([catalogueStats(db), countAllVideos(db)]);
  return {
    totalUsers: stats.users.total,
    totalLearners: stats.users.learners,
    totalCourses: stats.courses.total,
    activeCourses: stats.courses.active,
    totalVideos,
    totalEnrollments: stats.courses.enrollments,
  };
}
