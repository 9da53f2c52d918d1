import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { invalidateCatalogueCaches } from '../catalogue/index.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { JobQueue, type JobRun } from '../jobs/job-queue.ts';
import type { Logger } from '../logging/logger.ts';
import type { Storage } from '../storage/storage.ts';
import { openVideoKey } from './media-keys.ts';
import { TRANSCODE_JOB, type TranscodePayload } from './transcode-job.ts';
import {
  activateVersion,
  claimAttempt,
  failVersion,
  releaseStaleAttempt,
  reportProgress,
  servedPrefix,
  staleAttempts,
} from './transcode.repository.ts';
import { NotAVideoError, transcodeVideo } from './transcoder.ts';
import { removeStaleTempDirs } from './worker-temp.ts';
import { uploadFolder } from './upload-folder.ts';
import { forgetWorker, pruneDeadWorkers, recordHeartbeat } from './worker-registry.ts';

/**
 * The `video.transcode` worker: takes one job at a time from pg-boss, turns the uploaded file into
 * encrypted HLS with the transcoder library in a temporary folder, stores the output under
 * `videos/<id>/v<version>/a<attempt>/`, then flips the video to the new version in one transaction and
 * deletes the version it replaced.
 *
 * Faults:
 * - Progress and a heartbeat go into the version row every 2 s. Every worker sweeps every 30 s for
 *   attempts whose heartbeat is older than a minute (their worker died: killed, out of memory, machine
 *   lost) and fails their job in pg-boss, which retries it on any worker after its backoff. Each attempt
 *   writes to its own folder and only the newest attempt may flip the video, so a presumed-dead worker
 *   that is in fact alive can never mix files into the served version.
 * - A file that is not a video fails at once (no retries). Other failures are retried (TRANSCODE_RETRY_
 *   LIMIT); after the last one the video shows `error` with the reason.
 * - Stopping the worker aborts ffmpeg and hands the job back as a fresh job, so a deploy costs no try.
 * - Temporary folders are removed when a job ends, and those of dead workers when a worker starts.
 */

export interface TranscodeWorkerDeps {
  database: Database;
  storage: Storage;
  config: Pick<Config, 'mediaMasterKey' | 'media'>;
  logger: Logger;
}

export interface TranscodeWorkerOptions {
  /** Default: `<system temp>/academy-transcode`. */
  tempRoot?: string;
  pollingIntervalSeconds?: number;
  progressIntervalMs?: number;
  /** An attempt without a heartbeat for this long belongs to a dead worker. */
  staleAfterSeconds?: number;
  sweepIntervalMs?: number;
  /** How often the worker says it is alive (`GET /api/health` lists workers seen in the last 30 s). */
  heartbeatIntervalMs?: number;
  /**
   * Told when a version goes live on its first rungs (tests and benchmarks watch the moment); the
   * worker publishes the rest only once its promise settles.
   */
  onPlayable?: (at: { videoId: string; version: number }) => Promise<void>;
}

export interface TranscodeWorker {
  readonly id: string;
  /** Runs the dead-worker sweep now (it also runs on a timer). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

const ERROR_LENGTH = 400;

function failureReason(err: unknown): string {
  if (err instanceof NotAVideoError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return `Processing failed: ${message}`.slice(0, ERROR_LENGTH);
}

export async function startTranscodeWorker(
  deps: TranscodeWorkerDeps,
  options: TranscodeWorkerOptions = {},
): Promise<TranscodeWorker> {
  const { database, storage, config, logger } = deps;
  const id = `w-${process.pid}-${randomBytes(4).toString('hex')}`;
  const tempRoot = options.tempRoot ?? path.join(tmpdir(), 'academy-transcode');
  const workDir = path.join(tempRoot, id);
  const progressEvery = options.progressIntervalMs ?? 2_000;
  const staleAfter = options.staleAfterSeconds ?? config.media.staleAfterSeconds;
  const log = logger.child({ worker: id });

  await mkdir(tempRoot, { recursive: true });
  await removeStaleTempDirs(tempRoot, workDir, log);
  await mkdir(workDir, { recursive: true });

  // Its own queue connection: stopping this worker must not stop the API's queue in the same process.
  const queue = JobQueue.create(database.url, log, { max: 3 });
  await queue.start();

  let stopping = false;
  let current: { abort: AbortController; done: Promise<unknown> } | null = null;

  async function handle(
    payload: TranscodePayload,
    job: JobRun,
    abort: AbortController,
  ): Promise<void> {
    const { videoId, version } = payload;
    const claim = await claimAttempt(database.db, videoId, version, job.id);
    if (!claim) {
      log.info({ videoId, version }, 'nothing to transcode: the version was replaced or deleted');
      return;
    }
    const { attempt } = claim;
    const jobLog = log.child({ videoId, version, attempt, job: job.id });
    const jobDir = await mkdtemp(path.join(workDir, 'job-'));
    let percent = 0;
    const tick = async () => {
      const still = await reportProgress(database.db, videoId, version, attempt, percent).catch(
        (err: unknown) => {
          jobLog.warn({ err }, 'could not record progress');
          return true;
        },
      );
      if (!still && !abort.signal.aborted) abort.abort('abandoned');
    };
    // Every tick writes, changed or not: the write is also the heartbeat.
    const ticker = setInterval(() => void tick(), progressEvery);

    // Already served on an earlier attempt's first rungs (its worker died after the playable moment):
    // that folder keeps playing until this attempt's whole ladder replaces it.
    const alreadyPlayable = claim.status === 'active';
    const prefix = `videos/${videoId}/v${version}/a${attempt}`;
    /** Drops every process's cached catalogue pages and media versions (learners see the change). */
    const announce = () => invalidateCatalogueCaches({ database, logger: jobLog });
    try {
      // Leftovers of earlier attempts (a worker that died mid-upload) go before this one writes.
      if (!alreadyPlayable) await storage.deletePrefix(`videos/${videoId}/v${version}`);
      const source = path.join(jobDir, 'source');
      await pipeline(await storage.get(claim.sourceKey), createWriteStream(source), {
        signal: abort.signal,
      });
      const key = openVideoKey(config.mediaMasterKey, videoId, version, claim.keyCiphertext);
      const out = path.join(jobDir, 'out');
      /** Files stored at the playable moment, not uploaded again at the end. */
      let published: ReadonlySet<string> = new Set();
      const result = await transcodeVideo({
        input: source,
        outputDir: out,
        key,
        watermarkText: config.media.watermarkText || null,
        onProgress: (p) => (percent = Math.min(95, Math.round(p * 0.95))),
        // The lesson goes live on its small rungs and the audio while the bigger ones encode.
        onPlayable: alreadyPlayable
          ? undefined
          : async (stage) => {
              const files = await uploadFolder(storage, stage.dir, prefix, {
                signal: abort.signal,
              });
              const outcome = await activateVersion(database.db, {
                videoId,
                version,
                attempt,
                prefix,
                complete: false,
                result: stage.result,
              });
              if (outcome.kind !== 'activated') {
                jobLog.info({ outcome: outcome.kind }, 'first rungs not published');
                abort.abort('abandoned');
                return;
              }
              published = new Set(files.filter((f) => f !== stage.result.masterPlaylist));
              await announce();
              jobLog.info({ rungs: stage.result.renditions.map((r) => r.name) }, 'video playable');
              if (outcome.previous !== null) {
                await storage.deletePrefix(`videos/${videoId}/v${outcome.previous}`);
              }
              await options.onPlayable?.({ videoId, version });
            },
        logger: jobLog,
        ffmpegPath: config.media.ffmpegPath,
        ffprobePath: config.media.ffprobePath,
        tempRoot: jobDir,
        signal: abort.signal,
      });
      // The bigger rungs first, then the whole master playlist in one write (a learner loading the
      // lesson meanwhile gets the old master or the new one, and every rung either lists is stored).
      await uploadFolder(storage, out, prefix, {
        signal: abort.signal,
        skip: (file) => published.has(file),
        last: [result.masterPlaylist],
        onProgress: (done) => (percent = 95 + Math.floor(done * 4)),
      });
      clearInterval(ticker);
      const outcome = await activateVersion(database.db, {
        videoId,
        version,
        attempt,
        prefix,
        complete: true,
        result,
      });
      if (outcome.kind === 'activated') {
        // Course cards count active lessons: every API process drops its cached pages.
        await announce();
        jobLog.info({ seconds: result.durationSeconds }, 'video version is live in all qualities');
        if (outcome.previous !== null) {
          await storage.deletePrefix(`videos/${videoId}/v${outcome.previous}`);
        }
        if (outcome.replacedPrefix) await storage.deletePrefix(outcome.replacedPrefix);
        if (claim.sourceKey) await storage.delete(claim.sourceKey).catch(() => undefined);
      } else {
        jobLog.info({ outcome: outcome.kind }, 'transcoded output discarded');
        await storage.deletePrefix(prefix);
      }
    } catch (err) {
      const reason = abort.signal.reason as unknown;
      if (reason === 'shutdown') {
        // Handed back as a new job: a deploy or a scale-down must not use up a try.
        await queue.send(TRANSCODE_JOB, payload);
        await releaseStaleAttempt(database.db, videoId, version, attempt, job.id);
        jobLog.info('worker stopping: job handed back');
        return;
      }
      if (reason === 'abandoned') {
        jobLog.info('version replaced or deleted while transcoding; stopped');
        // Unless learners are playing this attempt's first rungs (a newer attempt replaces them).
        if ((await servedPrefix(database.db, videoId, version)) !== prefix) {
          await storage.deletePrefix(prefix);
        }
        return;
      }
      const permanent = err instanceof NotAVideoError;
      const last = permanent || job.retryCount >= job.retryLimit;
      jobLog.warn({ err, try: job.retryCount + 1, last }, 'transcoding failed');
      if (last) {
        const failed = await failVersion(
          database.db,
          { videoId, version, attempt },
          failureReason(err),
        );
        if (failed === 'kept') {
          // Still served on its first rungs: only what this attempt wrote beyond them goes.
          await announce();
          const served = await servedPrefix(database.db, videoId, version);
          if (served !== prefix) await storage.deletePrefix(prefix);
        } else {
          await storage.deletePrefix(`videos/${videoId}/v${version}`);
        }
        if (claim.sourceKey) await storage.delete(claim.sourceKey).catch(() => undefined);
      }
      if (!permanent) throw err;
    } finally {
      clearInterval(ticker);
      await rm(jobDir, { recursive: true, force: true });
    }
  }

  async function sweep(): Promise<void> {
    for (const stale of await staleAttempts(database.db, staleAfter)) {
      if (
        !(await releaseStaleAttempt(
          database.db,
          stale.videoId,
          stale.version,
          stale.attempt,
          stale.jobId,
        ))
      ) {
        continue;
      }
      if ((await queue.state(TRANSCODE_JOB, stale.jobId)) === 'active') {
        await queue.fail(
          TRANSCODE_JOB,
          stale.jobId,
          'The worker transcoding this video stopped responding',
        );
      }
      const after = await queue.state(TRANSCODE_JOB, stale.jobId);
      log.warn({ ...stale, state: after }, 'took back a job from a worker that stopped');
      if (!after || after === 'failed') {
        await failVersion(
          database.db,
          stale,
          'Processing stopped unexpectedly on every try. Please upload the file again.',
        );
      }
    }
  }

  await queue.work(
    'transcoder',
    {
      'video.transcode': async (payload, job) => {
        if (stopping) throw new Error('worker stopping');
        const abort = new AbortController();
        const done = handle(payload, job, abort);
        current = { abort, done };
        try {
          await done;
        } finally {
          current = null;
        }
      },
    },
    options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {},
  );

  await pruneDeadWorkers(database.db).catch(() => undefined);
  await recordHeartbeat(database.db, id);
  const heartbeat = setInterval(() => {
    recordHeartbeat(database.db, id).catch((err: unknown) =>
      log.warn({ err }, 'could not record the worker heartbeat'),
    );
  }, options.heartbeatIntervalMs ?? 10_000);
  heartbeat.unref();

  const sweeper = setInterval(
    () => {
      sweep().catch((err: unknown) => log.warn({ err }, 'dead-worker sweep failed'));
    },
    options.sweepIntervalMs ?? Math.min(30_000, staleAfter * 500),
  );
  sweeper.unref();
  log.info({ tempRoot }, 'transcode worker started');

  return {
    id,
    sweep,
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(sweeper);
      clearInterval(heartbeat);
      await queue.offWork('transcoder').catch(() => undefined);
      const running = current;
      if (running) {
        running.abort.abort('shutdown');
        await running.done.catch(() => undefined);
      }
      await queue.stop().catch(() => undefined);
      await forgetWorker(database.db, id).catch(() => undefined);
      await rm(workDir, { recursive: true, force: true });
      log.info('transcode worker stopped');
    },
  };
}
