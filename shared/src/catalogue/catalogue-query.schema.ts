import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { COURSE_STATUSES, normaliseCategory } from './course.schema.ts';

/** Price range filter values (spec 000 §3) with their bounds in cents. */
export const PRICE_RANGES = ['free', 'under-50', '50-100', 'over-100'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/**
 * How each range reads, in cents, lower bound inclusive, upper bound exclusive (null: open):
 * free is exactly $0; under $50 is paid and below $50; $50 to $100 includes both ends; over $100 is
 * above $100. The ranges do not overlap and together cover every price.
 */
export const PRICE_RANGE_BOUNDS: Record<PriceRange, { min: number; max: number | null }> = {
  free: { min: 0, max: 1 },
  'under-50': { min: 1, max: 5_000 },
  '50-100': { min: 5_000, max: 10_001 },
  'over-100': { min: 10_001, max: null },
};

/**
 * Sort orders. The catalogue offers newest, popular and rating (spec 000 §3); the admin list offers
 * createdAt desc/asc, title asc/desc, price desc/asc and totalEnrollments desc (spec 001 §9), named here
 * newest, oldest, title-asc, title-desc, price-desc, price-asc and popular. Every caller may use any.
 *
 * - popular: most enrollments (purchases) first, then newest.
 * - rating: the Bayesian average of the course's stars (RATING_PRIOR_WEIGHT in ratings/rating-rules.ts),
 *   then as popular. Before anyone rated anything it orders exactly as popular.
 * Ties always fall back to the course id, so pages never repeat or skip a course.
 */
export const COURSE_SORTS = [
  'newest',
  'oldest',
  'popular',
  'rating',
  'title-asc',
  'title-desc',
  'price-asc',
  'price-desc',
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The admin list's `sortBy` + `sortOrder` pair (same names as the user list) mapped onto a sort. */
const SORT_BY_PAIRS: Record<string, CourseSort> = {
  'createdAt:desc': 'newest',
  'createdAt:asc': 'oldest',
  'title:asc': 'title-asc',
  'title:desc': 'title-desc',
  'price:asc': 'price-asc',
  'price:desc': 'price-desc',
  'totalEnrollments:desc': 'popular',
};

export const COURSE_STATUS_FILTERS = ['all', ...COURSE_STATUSES] as const;
export type CourseStatusFilter = (typeof COURSE_STATUS_FILTERS)[number];

export const SEARCH_MAX_LENGTH = 100;

/** Query parameters may repeat (`?tag=a&tag=b`); the first value counts. */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (max: number) =>
  z.preprocess((v) => {
    const value = first(v);
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim().replace(/\s+/g, ' ').slice(0, max);
    return trimmed === '' || trimmed.toLowerCase() === 'all' ? undefined : trimmed;
  }, z.string().optional());
const oneOf = <T extends readonly string[]>(values: T) =>
  z.preprocess(
    (v) => {
      const value = first(v);
      return typeof value === 'string' && values.includes(value) ? value : undefined;
    },
    z.enum(values as unknown as [T[number], ...T[number][]]).optional(),
  );

/**
 * `GET /api/courses` query. It never fails: a value it cannot use falls back, so an old bookmark or a
 * hand-edited link still shows a catalogue. page: whole number from 1 (else 1). limit: 6, 12, 24 or 48
 * (anything else 12, spec 000 §9). An unknown price range, sort or status is ignored; `filters` in the
 * answer says what was applied.
 */
export const catalogueQuerySchema = z
  .object({
    page: z.preprocess((v) => {
      const n = Number(first(v));
      return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
    }, z.number()),
    limit: z.preprocess((v) => {
      const n = Number(first(v));
      return (LIMITS.cataloguePageSizes as readonly number[]).includes(n)
        ? n
        : LIMITS.cataloguePageSizeDefault;
    }, z.number()),
    search: text(SEARCH_MAX_LENGTH),
    category: text(60),
    level: text(40),
    tag: text(40),
    priceRange: oneOf(PRICE_RANGES),
    sort: oneOf(COURSE_SORTS),
    sortBy: text(40),
    sortOrder: text(10),
    /** Admin tokens only; ignored for everyone else, who sees active courses. */
    status: oneOf(COURSE_STATUS_FILTERS),
  })
  .transform(({ sortBy, sortOrder, ...q }) => {
    const pair = sortBy
      ? SORT_BY_PAIRS[`${sortBy}:${sortOrder?.toLowerCase() ?? 'desc'}`]
      : undefined;
    return {
      ...q,
      category: q.category ? normaliseCategory(q.category) : undefined,
      level: q.level?.toLowerCase(),
      tag: q.tag?.toLowerCase(),
      sort: q.sort ?? pair ?? ('newest' as CourseSort),
    };
  });
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** What a list actually applied, echoed in the answer. */
export interface AppliedCatalogueFilters {
  search: string | null;
  category: string | null;
  level: string | null;
  tag: string | null;
  priceRange: PriceRange | null;
  sort: CourseSort;
  /** Always 'active' for visitors and learners. */
  status: CourseStatusFilter;
}
