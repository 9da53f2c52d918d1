import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * Course ratings (issue 25 §3): one per learner and course, 1 to 5 stars and an optional plain-text
 * review. `hidden` is set by an admin: the stars still count in the averages, the text is not shown.
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: idColumn(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    rating: smallint('rating').notNull(),
    review: text('review'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    uniqueIndex('course_ratings_course_user_unique').on(t.courseId, t.userId),
    // The course page's latest reviews, and the per-course aggregates.
    index('course_ratings_course_updated_idx').on(t.courseId, t.updatedAt.desc(), t.id.desc()),
    // The admin list, newest change first.
    index('course_ratings_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    check('course_ratings_rating_check', sql`${t.rating} between 1 and 5`),
    check('course_ratings_review_length_check', sql`char_length(${t.review}) <= 1000`),
  ],
);

export type CourseRatingRow = typeof courseRatings.$inferSelect;
