import PgBoss from 'pg-boss';
import { JOB_NAMES, type JobName, type JobPayloads } from '@academy/shared';
import type { Logger } from '../logging/logger.ts';

export type JobHandlers = { [N in JobName]?: (payload: JobPayloads[N]) => Promise<void> };

export interface SendOptions {
  /** Retries with exponential backoff before the job is marked failed. */
  retryLimit?: number;
  singletonKey?: string;
  /** How long a worker may hold the job before it counts as lost and is retried (default 15 min). */
  expireInSeconds?: number;
  /** Enqueue inside this transaction (see `withTransaction`): the job exists only if it commits. */
  transaction?: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
}

/**
 * The job queue on the application's own PostgreSQL (pg-boss). Jobs survive restarts; a job whose worker
 * dies is retried once its expiry passes.
 */
export class JobQueue {
  private started = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {}

  static create(databaseUrl: string, logger: Logger): JobQueue {
    const boss = new PgBoss({ connectionString: databaseUrl, max: 5, schema: 'pgboss' });
    boss.on('error', (err) => logger.error({ err }, 'job queue error'));
    return new JobQueue(boss, logger);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const name of JOB_NAMES) await this.boss.createQueue(name);
    this.started = true;
  }

  async send<N extends JobName>(name: N, payload: JobPayloads[N], options: SendOptions = {}) {
    return this.boss.send(name, payload as object, {
      retryLimit: options.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(options.transaction ? { db: options.transaction } : {}),
    });
  }

  async work(handlers: JobHandlers): Promise<void> {
    for (const name of JOB_NAMES) {
      const handler = handlers[name] as ((payload: unknown) => Promise<void>) | undefined;
      if (!handler) continue;
      // Polled every second: an e-mailed link should arrive while the person is still looking.
      await this.boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) {
          this.logger.debug({ job: name, id: job.id }, 'job started');
          try {
            await handler(job.data);
          } catch (err) {
            // pg-boss retries it with backoff; the log says why it failed this time.
            this.logger.warn({ err, job: name, id: job.id }, 'job failed');
            throw err;
          }
        }
      });
    }
  }

  async health(): Promise<void> {
    if (!this.started) throw new Error('job queue not started');
    await this.boss.getQueue(JOB_NAMES[0]);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
