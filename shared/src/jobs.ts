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
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES = ['email.send'] as const satisfies readonly JobName[];
