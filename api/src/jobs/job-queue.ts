import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  JOB_NAMES,
  JOBS,
  type JobName,
  type JobPayloads,
  type JobRole,
  type JobsOf,
} from '@academy/shared';
import type { Logger } from '../logging/logger.ts';

/** What a handler knows about the run it is in, besides the payload. */
export interface JobRun {
  id: string;
  /** 0 on the first run. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], run: JobRun) => Promise<void>;

/**
 * Every job the role runs, each with its handler: leaving one out is a compile error (see the catalogue
 * in shared/src/jobs.ts).
 */
export type JobHandlers<R extends JobRole> = { [N in JobsOf<R>]: JobHandler<N> };

export interface SendOptions {
  /** Overrides the catalogue's retry limit. */
  retryLimit?: number;
  singletonKey?: string;
  /** Overrides the catalogue's expiry. */
  expireInSeconds?: number;
  /** Enqueue inside this transaction (see `withTransaction`): the job exists only if it commits. */
  transaction?: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
}

export interface WorkOptions {
  /** Overrides each job's polling interval (tests poll fast). */
  pollingIntervalSeconds?: number;
}

/** Throws at start when a role's handler map misses a job (JavaScript callers, casts). */
export function checkHandlers(role: JobRole, handlers: Record<string, unknown>): void {
  const missing = JOB_NAMES.filter(
    (name) => JOBS[name].runsOn === role && typeof handlers[name] !== 'function',
  );
  const foreign = Object.keys(handlers).filter(
    (name) => !(name in JOBS) || JOBS[name as JobName].runsOn !== role,
  );
  if (missing.length || foreign.length) {
    throw new Error(
      `Job handlers for "${role}" do not match the catalogue (shared/src/jobs.ts):` +
        (missing.length ? ` missing ${missing.join(', ')}.` : '') +
        (foreign.length ? ` not run by "${role}": ${foreign.join(', ')}.` : ''),
    );
  }
}

/**
 * The job queue on the application's own PostgreSQL (pg-boss). Jobs survive restarts; a job whose worker
 * dies is retried once its expiry passes (transcoding notices sooner, by heartbeat).
 */
/** The advisory-lock key under which processes create the queues one at a time (migrations use 727001). */
const QUEUE_CREATION_LOCK = 727002;

export class JobQueue {
  private started = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
    private readonly databaseUrl: string,
  ) {}

  static create(databaseUrl: string, logger: Logger, options: { max?: number } = {}): JobQueue {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      max: options.max ?? 5,
      schema: 'pgboss',
    });
    boss.on('error', (err) => logger.error({ err }, 'job queue error'));
    return new JobQueue(boss, logger, databaseUrl);
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.createQueues();
    this.started = true;
  }

  /**
   * pg-boss's queue creation is not safe against itself: processes starting together on a fresh database
   * (`npm run cluster`: two API processes, two workers) deadlocked in PostgreSQL and exited. They take turns
   * under a session-level advisory lock, held on a connection of its own for as long as it takes.
   */
  private async createQueues(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
      for (const name of JOB_NAMES) await this.boss.createQueue(name);
    } finally {
      // Closing the connection releases the lock even if the unlock is never sent.
      await client.end();
    }
  }

  async send<N extends JobName>(name: N, payload: JobPayloads[N], options: SendOptions = {}) {
    const definition = JOBS[name];
    const expireInSeconds = options.expireInSeconds ?? definition.expireInSeconds;
    return this.boss.send(name, payload as object, {
      retryLimit: options.retryLimit ?? definition.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(expireInSeconds ? { expireInSeconds } : {}),
      ...(options.transaction ? { db: options.transaction } : {}),
    });
  }

  /** Sends the job on a cron schedule; pg-boss keeps one schedule per name however many processes ask. */
  async schedule<N extends JobName>(name: N, cron: string, payload: JobPayloads[N]): Promise<void> {
    await this.boss.schedule(name, cron, payload as object, { retryLimit: 0 });
  }

  /** Runs the role's jobs in this process, one at a time per job name. */
  async work<R extends JobRole>(
    role: R,
    handlers: JobHandlers<R>,
    options: WorkOptions = {},
  ): Promise<void> {
    checkHandlers(role, handlers);
    for (const name of JOB_NAMES) {
      if (JOBS[name].runsOn !== role) continue;
      const handler = (handlers as unknown as Record<string, JobHandler<JobName>>)[name]!;
      const pollingIntervalSeconds =
        options.pollingIntervalSeconds ?? JOBS[name].pollingIntervalSeconds ?? 1;
      await this.boss.work<JobPayloads[JobName]>(
        name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          this.logger.debug({ job: name, id: job.id }, 'job started');
          try {
            await handler(job.data, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          } catch (err) {
            // pg-boss retries it with backoff; the log says why it failed this time.
            this.logger.warn({ err, job: name, id: job.id }, 'job failed');
            throw err;
          }
        },
      );
    }
  }

  /** Stops taking the role's jobs in this process (the one running finishes). */
  async offWork(role: JobRole): Promise<void> {
    for (const name of JOB_NAMES) if (JOBS[name].runsOn === role) await this.boss.offWork(name);
  }

  /** The job's pg-boss state (created, retry, active, completed, failed, ...), or null when gone. */
  async state(name: JobName, id: string): Promise<string | null> {
    return (await this.boss.getJobById(name, id))?.state ?? null;
  }

  async fail(name: JobName, id: string, message: string): Promise<void> {
    await this.boss.fail(name, id, { message });
  }

  async health(): Promise<void> {
    if (!this.started) throw new Error('job queue not started');
    await this.boss.getQueue(JOB_NAMES[0]!);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
