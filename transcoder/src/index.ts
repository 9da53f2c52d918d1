export { transcodeVideo, splitLadder, MASTER_PLAYLIST, POSTER_FILE } from './pipeline.ts';
export type {
  PlayableStage,
  TranscodeOptions,
  TranscodeResult,
  TranscodeLogger,
} from './pipeline.ts';
export { probeVideo } from './probe/probe.ts';
export { NotAVideoError, type VideoInfo } from './probe/video-info.ts';
export { chooseLadder, type Ladder, type Rendition } from './ladder/choose-ladder.ts';
export { KEY_URI_PLACEHOLDER, decryptSegment, encryptSegment } from './hls/encrypt-segments.ts';
export { resolveBinaries, shippedBinaries, type FfmpegBinaries } from './ffmpeg/binaries.ts';
export {
  buildTranscodeArgs,
  SEGMENT_SECONDS,
  INIT_FILE,
  PLAYLIST_FILE,
} from './hls/ffmpeg-args.ts';
