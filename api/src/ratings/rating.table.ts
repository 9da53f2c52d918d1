import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * Course ratings (issue 25 §3): one per learner and course, 1 to 5 stars and an optional plain-text
 * review. `hidden` is set by an admin: the stars still count in the averages, the text is not shown.
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
