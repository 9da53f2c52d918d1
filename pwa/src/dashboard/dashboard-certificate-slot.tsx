import type { DashboardCourse } from '@academy/shared';

/**
 * ──── SLOT FOR THE CERTIFICATES ISSUE ────
 * The certificate actions of a dashboard card (spec 000 §2: generate / view; §4 Certificate: check for
 * an existing one first, 404 means none). Replace this body; the card already places it under its
 * buttons, full width. `course.isCompleted` and `course.completedAt` come from the learning service's
 * completion rule (every lesson complete at 90 % watched). Render nothing for a course not complete.
 */
export function DashboardCertificateSlot(_props: { course: DashboardCourse }) {
  return null;
}
