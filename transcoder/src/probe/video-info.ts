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
  /** The first sound stream as coded, when there is one: what decides whether it can be copied. */
  audio?: SourceAudio;
  videoCodec: string;
  sizeBytes: number;
}

export interface SourceAudio {
  codec: string;
  /** ffprobe's profile name, e.g. `LC` for AAC-LC. */
  profile: string | null;
  sampleRate: number;
  channels: number;
  /** Bits per second as the container declares them; null when it does not. */
  bitRate: number | null;
}

/** The file is not a video we can read; the message is meant for the admin who uploaded it. */
export class NotAVideoError extends Error {
  readonly retryable = false;
}
