/**
 * The typed job catalogue: every kind of background work (pg-boss queues), its payload, and which kind
 * of process runs it. `api/src/jobs/job-queue.ts` types the handler map of each process over this
 * catalogue, so a job without a handler is a compile error, and `JobQueue.work` refuses to start when a
 * handler is missing at run time.
 *
 * Adding a job is one line here, e.g.
 *   'push.fanOut': job<{ notificationId: string }>()({ runsOn: 'api' }),
 * after which `tsc` names the process that must handle it (`startWorkers` in api/src/server.ts for
 * `api`, `startTranscodeWorker` in api/src/media/transcode-worker.ts for `transcoder`).
 */

/** The process that runs a job: every API process (`RUN_WORKER=true`), or transcoding workers only. */
export type JobRole = 'api' | 'transcoder';

export interface JobDefinition<R extends JobRole = JobRole> {
  runsOn: R;
  /** Retries, with exponential backoff from 5 s, before the job is marked failed (default 5). */
  retryLimit?: number;
  /** How long a worker may hold the job before it counts as lost and is retried (default 15 min). */
  expireInSeconds?: number;
  /** How often an idle worker looks for this job (default 1 s: an e-mailed link must come quickly). */
  pollingIntervalSeconds?: number;
}

/** A catalogue entry; the payload type rides along in a type-only field. */
export type JobSpec<P, R extends JobRole = JobRole> = JobDefinition<R> & { readonly payload?: P };

const job = <P>() => {
  return <R extends JobRole>(definition: JobDefinition<R>): JobSpec<P, R> => definition;
};

export interface EmailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export const JOBS = {
  'email.send': job<EmailJob>()({ runsOn: 'api' }),
  /**
   * A password reset asked for this address: the lookup, the link and the e-mail happen here, so the
   * request does the same work (queue one job) whether the address has an account or not.
   */
  'account.passwordReset': job<{ email: string }>()({ runsOn: 'api' }),
  /**
   * Transcode one uploaded file (a video version) into encrypted HLS; see api/src/media. Two retries;
   * the 6 h expiry is a backstop only: a dead worker is noticed within a minute by its missing
   * heartbeat (transcode-worker.ts), so the expiry can be long enough for a 500 MB lesson.
   */
  'video.transcode': job<{ videoId: string; version: number }>()({
    runsOn: 'transcoder',
    retryLimit: 2,
    expireInSeconds: 6 * 60 * 60,
    pollingIntervalSeconds: 2,
  }),
  /**
   * Ask Stripe about open checkout sessions younger than a day, so a lost webhook never leaves a
   * paying learner locked out (api/src/purchases/reconcile.ts). Scheduled every 10 minutes; a run
   * that fails is simply the next run's work.
   */
  'payments.reconcile': job<Record<string, never>>()({
    runsOn: 'api',
    retryLimit: 0,
    pollingIntervalSeconds: 30,
  }),
  /** Render a certificate's PDF and sharing image into storage; see api/src/certificates. */
  'certificate.pdf': job<{ certificateId: string }>()({ runsOn: 'api', retryLimit: 3 }),
  /**
   * A course became active for the first time: a web push to every subscription, in batches (see
   * api/src/push/push-fanout.ts). A push service that fails is retried with backoff (5 s, 10 s, 20 s,
   * ...); a retry skips the subscriptions already reached, so nobody gets the same course twice.
   */
  'push.fanout': job<{ courseId: string }>()({ runsOn: 'api', retryLimit: 5 }),
  /**
   * Field telemetry's daily roll-up (api/src/telemetry): the last few whole days' percentiles into
   * telemetry_daily, and raw events older than 90 days deleted. Scheduled daily; a failed run is the
   * next run's work.
   */
  'telemetry.rollup': job<Record<string, never>>()({
    runsOn: 'api',
    retryLimit: 0,
    pollingIntervalSeconds: 60,
  }),
} as const;

export type JobName = keyof typeof JOBS;

export type JobPayloads = {
  [N in JobName]: (typeof JOBS)[N] extends JobSpec<infer P> ? P : never;
};

/** The jobs a role runs. */
export type JobsOf<R extends JobRole> = {
  [N in JobName]: (typeof JOBS)[N]['runsOn'] extends R ? N : never;
}[JobName];

export const JOB_NAMES = Object.keys(JOBS) as JobName[];
