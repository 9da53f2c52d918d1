import type { JobPayloads } from '@academy/shared';
import type { Transaction } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * The `video.transcode` job as both sides send it (the API after an upload, a worker handing its job
 * back when it shuts down). Its tries and expiry are in the job catalogue (shared/src/jobs.ts).
 */
export const TRANSCODE_JOB = 'video.transcode' as const;

export type TranscodePayload = JobPayloads[typeof TRANSCODE_JOB];

/** Enqueues inside `tx`: the job exists exactly when the version row does. */
export async function enqueueTranscode(
  queue: JobQueue,
  payload: TranscodePayload,
  tx: Transaction,
): Promise<void> {
  await queue.send(TRANSCODE_JOB, payload, { transaction: tx });
}
