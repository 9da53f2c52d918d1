/**
 * The typed job catalogue (pg-boss queues). Each job name maps to its payload; a worker's handler map is
 * typed over this record, so a job without a handler is a compile error.
 */
export interface JobPayloads {
  'email.send': {
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
  };
  /** Transcode one uploaded file (a video version) into encrypted HLS; see api/src/media. */
  'video.transcode': { videoId: string; version: number };
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES = ['email.send', 'video.transcode'] as const satisfies readonly JobName[];
