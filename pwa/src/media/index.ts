/** The media folder's door: what other features may use of it (docs/architecture.md). */
export { MAX_START_ESTIMATE, startEstimate } from './bandwidth-memory.ts';
export {
  browserConnection,
  isSlowOrMetered,
  rememberSuggested,
  wasSuggested,
} from './connection-hint.ts';
export { DataSaverCard } from './data-saver-card.tsx';
export { DataSaverChoice } from './data-saver-choice.tsx';
export { readDataSaver, useDataSaver } from './data-saver.ts';
export { isBlockedShortcut } from './download-deterrents.ts';
export { CourseSize, LessonSize } from './lesson-size-label.tsx';
export { formatMegabytes, sizeThatPlays } from './lesson-size.ts';
export { OverlayButton, PlayerOverlay } from './player-overlay-frame.tsx';
export { BigPlayButton } from './player-overlays.tsx';
export { MovingWatermark } from './player-watermark.tsx';
export { loadShaka } from './shaka-loader.ts';
export type { Shaka } from './shaka-loader.ts';
export { TusVideoUpload } from './tus-video-upload.ts';
export { UploadFailedError } from './upload-outcome.ts';
export type { UploadFailure, UploadPhase, UploadSnapshot } from './upload-outcome.ts';
export type { VideoUploadFields } from './upload-protocol.ts';
export { uploadPercent, useLeaveWarning, useTusUpload } from './use-tus-upload.ts';
export { VideoPlayer } from './video-player.tsx';
export { loadVideoPlayer } from './load-video-player.ts';
