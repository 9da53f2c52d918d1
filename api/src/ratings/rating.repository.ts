import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { users } from '../accounts/index.ts';
import { courses } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import { courseRatings, type CourseRatingRow } from './rating.table.ts';
import { findFirst } from '../db/rows.ts';

/** SQL for course ratings; the rules live in rating.service.ts. */

export interface RatingAggregate {
  sum: number;
  count: number;
}

export async function findRating(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CourseRatingRow | null> {
  return findFirst(
    db,
    courseRatings,
    and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, courseId)),
  );
}

/** Creates or replaces the learner's rating. An admin's hiding stands: editing the text does not undo it. */
export async function upsertRating(
  db: Db,
  values: { userId: string; courseId: string; rating: number; review: string | null },
): Promise<CourseRatingRow> {
  // The database's clock (microseconds), so two quick ratings keep their order in the lists.
  const now = sql`now()`;
  const [row] = await db
    .insert(courseRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [courseRatings.courseId, courseRatings.userId],
      set: {
        rating: values.rating,
        review: values.review,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function deleteRating(db: Db, userId: string, courseId: string): Promise<boolean> {
  const rows = await db
    .delete(courseRatings)
    .where(and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, courseId)))
    .returning({ id: courseRatings.id });
  return rows.length > 0;
}

/** Sum and count of stars per course (hidden reviews count). */
export async function aggregatesOf(
  db: Db,
  courseIds: readonly string[],
): Promise<Map<string, RatingAggregate>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: courseRatings.courseId,
      sum: sql<number>`sum(${courseRatings.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(courseRatings)
    .where(inArray(courseRatings.courseId, [...new Set(courseIds)]))
    .groupBy(courseRatings.courseId);
  return new Map(rows.map((r) => [r.courseId, { sum: r.sum, count: r.count }]));
}

/** Every rating in the academy: the mean's numerator and denominator. */
export async function academyAggregate(db: Db): Promise<RatingAggregate> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${courseRatings.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(courseRatings);
  return row ?? { sum: 0, count: 0 };
}

const visibleReview = and(eq(courseRatings.hidden, false), isNotNull(courseRatings.review));

/** A course's shown reviews (not hidden, with text), newest change first. */
export async function listVisibleReviews(db: Db, courseId: string, limit: number, offset: number) {
  const where = and(eq(courseRatings.courseId, courseId), visibleReview);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courseRatings.id,
        rating: courseRatings.rating,
        review: courseRatings.review,
        firstName: users.firstName,
        updatedAt: courseRatings.updatedAt,
      })
      .from(courseRatings)
      .innerJoin(users, eq(users.id, courseRatings.userId))
      .where(where)
      .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courseRatings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every rating for the admin list, newest change first. */
export async function listAllRatings(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courseRatings.id,
        courseId: courseRatings.courseId,
        courseTitle: courses.title,
        learnerId: courseRatings.userId,
        learnerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        learnerEmail: users.email,
        rating: courseRatings.rating,
        review: courseRatings.review,
        hidden: courseRatings.hidden,
        updatedAt: courseRatings.updatedAt,
      })
      .from(courseRatings)
      .innerJoin(users, eq(users.id, courseRatings.userId))
      .innerJoin(courses, eq(courses.id, courseRatings.courseId))
      .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courseRatings),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(courseRatings)
    .set({ hidden })
    .where(eq(courseRatings.id, id))
    .returning({ id: courseRatings.id });
  return rows.length > 0;
}
