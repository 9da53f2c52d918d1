/** The ratings folder's door: what other features may use of it (docs/architecture.md). */
export { useAcademyFigures } from './academy-figures.ts';
export { CourseReviews } from './course-reviews.tsx';
export { CourseRatingSummary, RatingStars } from './rating-stars.tsx';
export { RatingWidget } from './rating-widget.tsx';
