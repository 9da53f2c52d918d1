/**
 * The learning capability's one door: everything another capability or a script may use from learning/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { courseCompletion } from './learning.service.ts';
export { listProgressOfCourses } from './lesson-progress.repository.ts';
export { lessonCompletion } from './progress-views.ts';
export { recordKeyServed, recordOfflineLicence } from './watch-evidence.ts';
export { hasWatchedCourse } from './watched.ts';
