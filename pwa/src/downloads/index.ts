/** The downloads folder's door: what other features may use of it (docs/architecture.md). */
export { DownloadButton } from './download-button.tsx';
export { indexEntries, indexEntry } from './downloads-index.ts';
export { downloads } from './lazy-downloads.ts';
export { OfflineLessonBlocked } from './offline-lesson-blocked.tsx';
export { useUserId } from './use-download.ts';
export { useDownloadedCourse } from './use-downloaded-course.ts';
export { useOfflineLesson } from './use-offline-lesson.ts';
export type { OfflineLesson } from './use-offline-lesson.ts';
