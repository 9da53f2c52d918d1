/** The learning folder's door: what other features may use of it (docs/architecture.md). */
export { GroupJoinBlock } from './group-join-block.tsx';
export { useDashboardProgress } from './progress-queries.ts';
export { loadCoursePreview } from './load-course-preview.ts';
