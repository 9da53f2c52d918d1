import type { DashboardCourse } from '@academy/shared';
import { DashboardCertificateActions } from '../certificates/index.ts';

/**
 * The certificate actions of a dashboard card (spec 000 §2: generate / view; §4 Certificate: check for
 * an existing one first, 404 means none). Nothing for a course not complete.
 */
export function DashboardCertificateSlot({ course }: { course: DashboardCourse }) {
  return (
    <DashboardCertificateActions courseId={course._id} complete={Boolean(course.isCompleted)} />
  );
}
