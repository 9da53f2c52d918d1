/** What the pipeline needs to know of a source, normalised from ffprobe. */
export interface VideoInfo {
  durationSeconds: number;
  /** Coded size, before rotation. */
  width: number;
  height: number;
  /** Size as shown, after applying the rotation (phones record portrait as rotated landscape). */
  displayWidth: number;
  displayHeight: number;
  rotation: 0 | 90 | 180 | 270;
  fps: number;
  /** The container declares a variable frame rate (screen recorders do): output is normalised anyway. */
  variableFrameRate: boolean;
  hasAudio: boolean;
  videoCodec: string;
  sizeBytes: number;
}

/** The file is not a video we can read; the message is meant for the admin who uploaded it. */
export class NotAVideoError extends Error {
  readonly retryable = false;
}
