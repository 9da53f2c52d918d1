import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

/**
 * Certificates of completion. Each row is a snapshot taken the day it was issued (name, title,
 * instructor, lesson counts): renaming the course or the learner later changes nothing on it, which is
 * what makes a printed certificate checkable years on. One per learner and course (the unique index
 * makes a second, concurrent generate a no-op).
 *
 * A course someone owns is archived, never deleted, and only owners earn certificates, so `restrict`
 * never blocks a real deletion.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: idColumn(),
    /** `CERT-XXXXXX-XXXXXX`, random (see certificate-id.ts). */
    certificateId: text('certificate_id').notNull(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'restrict'),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    completionDate: timestamp('completion_date', { withTimezone: true }).notNull(),
    issuedAt: writtenAt('issued_at'),
    totalLessons: integer('total_lessons').notNull(),
    completedLessons: integer('completed_lessons').notNull(),
    completionPercentage: integer('completion_percentage').notNull(),
    /** The learner's language when it was issued: the PDF leads with it, the other beside it. */
    language: text('language', { enum: ['ti', 'en'] }).notNull(),
    /** Storage keys of the rendered PDF and sharing image; null until the job has made them. */
    pdfKey: text('pdf_key'),
    imageKey: text('image_key'),
    /**
     * Set when the certificate stops vouching for the learner: a refund of the course (issue 24). The
     * row stays, so verification can say "revoked" rather than "not found".
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['refund'] }),
  },
  (t) => [
    uniqueIndex('certificates_certificate_id_unique').on(t.certificateId),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
    index('certificates_user_idx').on(t.userId, t.issuedAt.desc()),
    check('certificates_language_check', sql`${t.language} in ('ti', 'en')`),
    check(
      'certificates_revoked_check',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
