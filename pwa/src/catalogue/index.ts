/** The catalogue folder's door: what other features may use of it (docs/architecture.md). */
export { FeaturedCourses } from './featured-courses.tsx';
