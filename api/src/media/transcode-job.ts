import type { JobPayloads } from '@academy/shared';
import type { Transaction } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * The `video.transcode` job as both sides send it (the API after an upload, a worker handing its job
 * back when it shuts down).
 *
 * - Tries: the first run and 2 retries, with pg-boss's backoff between them. A file that is not a video
 *   fails at once (the worker completes the job with the video in `error`).
 * - Expiry: 6 hours, a backstop only. A worker that dies is noticed within a minute by its missing
 *   heartbeat (transcode-worker.ts), not by the expiry, so the expiry can be long enough for a
 *   500 MB lesson on a slow machine.
 */
export const TRANSCODE_JOB = 'video.transcode' as const;
export const TRANSCODE_RETRY_LIMIT = 2;
export const TRANSCODE_EXPIRE_SECONDS = 6 * 60 * 60;
/** As JobQueue.send sets them, for a worker that sends through pg-boss directly. */
export const TRANSCODE_SEND_OPTIONS = {
  retryLimit: TRANSCODE_RETRY_LIMIT,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: TRANSCODE_EXPIRE_SECONDS,
} as const;

export type TranscodePayload = JobPayloads[typeof TRANSCODE_JOB];

/** Enqueues inside `tx`: the job exists exactly when the version row does. */
export async function enqueueTranscode(
  queue: JobQueue,
  payload: TranscodePayload,
  tx: Transaction,
): Promise<void> {
  await queue.send(TRANSCODE_JOB, payload, {
    retryLimit: TRANSCODE_RETRY_LIMIT,
    expireInSeconds: TRANSCODE_EXPIRE_SECONDS,
    transaction: tx,
  });
}
