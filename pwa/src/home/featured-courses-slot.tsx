import { FeaturedCourses } from '../catalogue/index.ts';

/**
 * ── SLOT: featured courses (spec 000 §2 Home) ──────────────────────────────────────────────────────
 * Sits between the hero and the benefit cards. The catalogue capability fills it with the first three
 * courses of the list and its states (loading, error, empty "No courses yet. Check back soon.", list).
 */
export function FeaturedCoursesSlot() {
  return <FeaturedCourses />;
}
