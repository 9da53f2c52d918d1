import type { Db } from '../db/database.ts';
import { findCourse } from './course.repository.ts';
import { thumbnailUrls } from './thumbnail.ts';

/**
 * What other capabilities may know about a course without reading the courses table: certificates
 * snapshot the title and instructor; the group link needs the invite link, which never leaves the
 * server except as the redirect of a single-use join link.
 */
export interface CourseFacts {
  id: string;
  title: string;
  instructor: string;
  status: 'active' | 'inactive' | 'archived';
  hasWhatsappGroup: boolean;
}

export async function courseFacts(db: Db, courseId: string): Promise<CourseFacts | null> {
  const row = await findCourse(db, courseId);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    instructor: row.instructor,
    status: row.status,
    hasWhatsappGroup: row.hasWhatsappGroup && Boolean(row.whatsappGroupLink),
  };
}

/** The course's WhatsApp invite link, or null when it has no group. Only the group-link redeem reads it. */
export async function whatsappInviteLink(db: Db, courseId: string): Promise<string | null> {
  const row = await findCourse(db, courseId);
  return row?.hasWhatsappGroup && row.whatsappGroupLink ? row.whatsappGroupLink : null;
}

/** The slug a course title makes (file names such as `certificate-{slug}.pdf`). */
export { slugify as titleSlug } from './slug.ts';

/** What a new-course push notification shows: the title and the thumbnail (root-relative URL). */
export async function courseAnnouncement(
  db: Db,
  courseId: string,
): Promise<{ id: string; title: string; active: boolean; thumbnailPath: string | null } | null> {
  const row = await findCourse(db, courseId);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    active: row.status === 'active',
    thumbnailPath: thumbnailUrls(row.thumbnailHash).thumbnailURL,
  };
}
