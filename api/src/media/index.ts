/**
 * The media capability's one door: everything another capability or a script may use from media/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { findLesson, listCourseLessons } from './course-lessons.ts';
export type { Lesson } from './course-lessons.ts';
export { DRM_MESSAGES, findSessionsByCode, ownSession } from './drm.service.ts';
export { startTranscodeWorker } from './transcode-worker.ts';
export { edgeLinkSecret } from './signed-links.ts';
export { resolveBinaries } from './transcoder.ts';
export { acceptVideoUpload } from './video-intake.ts';
export { toCourseVideoListItem } from './video.mapper.ts';
export { activeSummaries, countAll, listVideosOfCourse } from './video.repository.ts';
export { courseVideoFilesRemover } from './video.service.ts';
export type { MediaCtx } from './video.service.ts';
export { videos } from './video.table.ts';
export { liveTranscodeWorkers } from './worker-registry.ts';
export { mediaPorts } from './media.ports.ts';
export type { LessonCompletion, MediaPorts } from './media.ports.ts';
