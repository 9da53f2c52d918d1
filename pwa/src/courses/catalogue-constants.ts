/**
 * The catalogue's fixed vocabularies, copied from the shared course contract (shared/src/catalogue)
 * because those modules also hold the zod schemas, and the public catalogue should not download zod.
 * catalogue-constants.test.ts checks that the copies still equal the contract.
 */
export const COURSE_CATEGORIES = [
  'youtube',
  'camera',
  'photo',
  'video',
  'computer',
  'english',
  'other',
] as const;
export type StockCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevelValue = (typeof COURSE_LEVELS)[number];

export const PRICE_RANGES = ['free', 'under-50', '50-100', 'over-100'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export function isStockCategory(value: string): value is StockCategory {
  return (COURSE_CATEGORIES as readonly string[]).includes(value);
}

/** The browser event fired when a course is created (spec 001 §2 upload; 000 §4 catalogue refetch). */
export const COURSE_CREATED_EVENT = 'course:created';

/** Tells every open catalogue, featured list and admin statistics in this tab to refresh. */
export function announceCourseCreated(courseId?: string): void {
  window.dispatchEvent(new CustomEvent(COURSE_CREATED_EVENT, { detail: { courseId } }));
}
