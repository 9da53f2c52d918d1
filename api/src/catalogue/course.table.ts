import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Courses. Prices are whole cents (USD) so sums and ranges are exact. `total_enrollments` counts the
 * course's purchases; a trigger on `purchases` keeps it right whoever writes purchases (payments, seeds,
 * tests), and it is a column so the catalogue can sort by it through an index.
 *
 * Search: `search_vector` is generated from title (weight A), tags (B) and description (C) with the
 * 'simple' configuration (no stemming: most titles are Tigrinya, which PostgreSQL has no dictionary
 * for). pg_trgm was the other choice; it is installed, but under the C locale the embedded server uses
 * it extracts no trigrams from Ge'ez script, so Tigrinya searches could not use its index. Full-text
 * search splits Ge'ez words correctly under any locale.
 */
export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    /** Lower-case, at most 3; jsonb so that the generated search vector can read it (immutably). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    instructor: text('instructor').notNull(),
    language: text('language', { enum: ['ti', 'en'] })
      .notNull()
      .default('ti'),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'inactive', 'archived'] })
      .notNull()
      .default('active'),
    hasWhatsappGroup: boolean('has_whatsapp_group').notNull().default(false),
    whatsappGroupLink: text('whatsapp_group_link'),
    /** Content hash of the current thumbnail (see thumbnail.ts), or null. */
    thumbnailHash: text('thumbnail_hash'),
    version: integer('version').notNull().default(1),
    totalEnrollments: integer('total_enrollments').notNull().default(0),
    /** When the course first became active; its 'course:created' event was recorded then. */
    firstActivatedAt: timestamp('first_activated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastModifiedBy: uuid('last_modified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "tags"), 'B') || setweight(to_tsvector('simple'::regconfig, "description"), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('courses_slug_unique').on(t.slug),
    // One index per catalogue order, led by status: the list reads the first page in index order and
    // stops, and the count reads the index alone. Filters then narrow what the index walk returns.
    index('courses_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('courses_status_popular_idx').on(
      t.status,
      t.totalEnrollments.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('courses_status_price_idx').on(t.status, t.priceCents, t.id),
    index('courses_status_category_created_idx').on(
      t.status,
      t.category,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('courses_status_level_created_idx').on(
      t.status,
      t.level,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('courses_status_title_idx').on(t.status, t.title, t.id),
    // The admin list shows every status by default: its other orders need indexes without status.
    index('courses_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('courses_popular_idx').on(t.totalEnrollments.desc(), t.createdAt.desc(), t.id.desc()),
    index('courses_price_idx').on(t.priceCents, t.id),
    index('courses_title_idx').on(t.title, t.id),
    index('courses_tags_idx').using('gin', sql`${t.tags} jsonb_path_ops`),
    index('courses_search_idx').using('gin', t.searchVector),
    check('courses_price_check', sql`${t.priceCents} >= 0`),
    check('courses_enrollments_check', sql`${t.totalEnrollments} >= 0`),
    check('courses_level_check', sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
    check('courses_status_check', sql`${t.status} in ('active', 'inactive', 'archived')`),
    check('courses_language_check', sql`${t.language} in ('ti', 'en')`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;

/**
 * Every thumbnail a course has had (spec 001 §4: the old one stays in history and can be restored).
 * Images are stored once per content hash; two courses using the same picture share the files.
 */
export const courseThumbnails = pgTable(
  'course_thumbnails',
  {
    id: idColumn(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    hash: text('hash').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: writtenAt('uploaded_at'),
  },
  (t) => [
    uniqueIndex('course_thumbnails_course_hash_unique').on(t.courseId, t.hash),
    index('course_thumbnails_course_idx').on(t.courseId, t.uploadedAt.desc()),
    index('course_thumbnails_hash_idx').on(t.hash),
  ],
);

/**
 * Outbox of catalogue events: a course became active for the first time ('course:created'). The push
 * notification fan-out (a later capability) reads rows with `dispatched_at` null and sets it; screens
 * poll `GET /api/courses/events?since=`. The increasing id is the cursor.
 */
export const courseEvents = pgTable(
  'course_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['course:created'] }).notNull(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    createdAt: writtenAt('created_at'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('course_events_undispatched_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    index('course_events_course_idx').on(t.courseId),
    check('course_events_type_check', sql`${t.type} in ('course:created')`),
  ],
);
