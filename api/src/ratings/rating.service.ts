import {
  RATING_MESSAGES,
  type AdminReviewListData,
  type CourseRating,
  type MyRatingData,
  type RatingSummary,
  type ReviewListData,
  type ReviewsQuery,
} from '@academy/shared';
import {
  adminStats,
  invalidateCatalogueCaches,
  findCourseBasics,
  isCourseId,
} from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { locked, notFound } from '../errors/domain-error.ts';
import { pageInfo } from '../http/pagination.ts';
import { hasWatchedCourse } from '../learning/index.ts';
import { ownsCourse } from '../purchases/index.ts';
import {
  academyAggregate,
  aggregatesOf,
  deleteRating,
  findRating,
  listAllRatings,
  listVisibleReviews,
  setHidden,
  upsertRating,
  type RatingAggregate,
} from './rating.repository.ts';
import type { CourseRatingRow } from './rating.table.ts';

/**
 * Course ratings (issue 25 §3). Who may rate: a learner who owns the course (entitlement) and has
 * watched some of it (learning). Every change drops the catalogue's cached answers, whose cards show
 * the average and whose "Highest rated" order depends on every rating.
 */

type Ctx = Pick<AppContext, 'database' | 'logger'>;

const NO_RATING: CourseRating = { average: null, count: 0 };

function toCourseRating(aggregate: RatingAggregate | undefined): CourseRating {
  if (!aggregate || aggregate.count === 0) return NO_RATING;
  return {
    average: Math.round((aggregate.sum / aggregate.count) * 10) / 10,
    count: aggregate.count,
  };
}

/** The `rating` of course answers, for a page of cards in one query. */
export async function courseRatingsOf(
  db: Db,
  courseIds: readonly string[],
): Promise<Map<string, CourseRating>> {
  const aggregates = await aggregatesOf(db, courseIds);
  return new Map([...aggregates].map(([id, a]) => [id, toCourseRating(a)]));
}

/** A course that exists (and, for the public, is active), else 404. */
async function courseOr404(ctx: Ctx, id: string, activeOnly: boolean) {
  const course = isCourseId(id) ? await findCourseBasics(ctx.database.db, id) : null;
  if (!course || (activeOnly && course.status !== 'active')) {
    throw notFound(RATING_MESSAGES.notFound);
  }
  return course;
}

async function mayRate(ctx: Ctx, userId: string, courseId: string): Promise<true | string> {
  const db = ctx.database.db;
  if (!(await ownsCourse(db, userId, courseId))) return RATING_MESSAGES.notOwner;
  if (!(await hasWatchedCourse(db, userId, courseId))) return RATING_MESSAGES.notWatched;
  return true;
}

async function myRatingData(
  ctx: Ctx,
  userId: string,
  courseId: string,
  row: CourseRatingRow | null,
): Promise<MyRatingData> {
  const [allowed, ratings] = await Promise.all([
    mayRate(ctx, userId, courseId),
    courseRatingsOf(ctx.database.db, [courseId]),
  ]);
  return {
    rating: row
      ? { rating: row.rating, review: row.review, updatedAt: row.updatedAt.toISOString() }
      : null,
    canRate: allowed === true,
    course: ratings.get(courseId) ?? NO_RATING,
  };
}

/** `GET /api/courses/{id}/rating`: the learner's own rating and whether he may rate. */
export async function getMyRating(ctx: Ctx, userId: string, courseId: string) {
  const course = await courseOr404(ctx, courseId, false);
  return myRatingData(ctx, userId, course.id, await findRating(ctx.database.db, userId, course.id));
}

/** `PUT /api/courses/{id}/rating`. */
export async function rateCourse(
  ctx: Ctx,
  userId: string,
  courseId: string,
  input: { rating: number; review: string | null },
): Promise<MyRatingData> {
  const course = await courseOr404(ctx, courseId, false);
  const allowed = await mayRate(ctx, userId, course.id);
  if (allowed !== true) throw locked(allowed);
  const row = await upsertRating(ctx.database.db, { userId, courseId: course.id, ...input });
  await invalidateCatalogueCaches(ctx);
  return myRatingData(ctx, userId, course.id, row);
}

/** `DELETE /api/courses/{id}/rating`: the learner's own rating, whenever he likes. */
export async function unrateCourse(ctx: Ctx, userId: string, courseId: string) {
  const course = await courseOr404(ctx, courseId, false);
  if (!(await deleteRating(ctx.database.db, userId, course.id))) {
    throw notFound(RATING_MESSAGES.noRating);
  }
  await invalidateCatalogueCaches(ctx);
  return myRatingData(ctx, userId, course.id, null);
}

/** `GET /api/courses/{id}/reviews`: shown reviews with the learner's first name only. */
export async function courseReviews(
  ctx: Ctx,
  courseId: string,
  query: ReviewsQuery,
): Promise<ReviewListData> {
  const course = await courseOr404(ctx, courseId, true);
  const db = ctx.database.db;
  const [{ rows, total }, ratings] = await Promise.all([
    listVisibleReviews(db, course.id, query.limit, (query.page - 1) * query.limit),
    courseRatingsOf(db, [course.id]),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      review: r.review ?? '',
      firstName: r.firstName,
      updatedAt: r.updatedAt.toISOString(),
    })),
    pagination: pageInfo(query.page, query.limit, total),
    rating: ratings.get(course.id) ?? NO_RATING,
  };
}

/** `GET /api/admin/reviews`. */
export async function adminReviews(ctx: Ctx, query: ReviewsQuery): Promise<AdminReviewListData> {
  const { rows, total } = await listAllRatings(
    ctx.database.db,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    reviews: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    pagination: pageInfo(query.page, query.limit, total),
  };
}

/** `PATCH /api/admin/reviews/{id}`: hidden reviews still count in the averages. */
export async function setReviewHidden(ctx: Ctx, id: string, hidden: boolean): Promise<void> {
  if (!isCourseId(id) || !(await setHidden(ctx.database.db, id, hidden))) {
    throw notFound(RATING_MESSAGES.reviewNotFound);
  }
}

/** `GET /api/ratings/summary`: the home and about figures. */
export async function ratingSummary(ctx: Ctx & Pick<AppContext, 'config'>): Promise<RatingSummary> {
  const [all, stats] = await Promise.all([academyAggregate(ctx.database.db), adminStats(ctx)]);
  return { ...toCourseRating(all), learners: stats.totalLearners };
}
