/**
 * The one door from the API into the transcoder library (`transcoder/src`): ffprobe for checking
 * uploads, the pipeline for the worker. Kept to re-exports so the contract stays in one place.
 */
export {
  NotAVideoError,
  probeVideo,
  resolveBinaries,
  transcodeVideo,
  type TranscodeOptions,
  type TranscodeResult,
  type VideoInfo,
} from '../../../transcoder/src/index.ts';
