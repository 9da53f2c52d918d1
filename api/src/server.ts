import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, runMigrations } from './db/database.ts';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from './db/embedded-postgres.ts';
import { EmailService } from './email/email.service.ts';
import { createMailer } from './email/mailer.ts';
import { createApp } from './http/create-app.ts';
import { prepareAccounts } from './accounts/account-seed.ts';
import { createAuthenticator } from './accounts/authenticator.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { createStorage } from './storage/create-storage.ts';

export interface RunningServer {
  ctx: AppContext;
  server: Server;
  url: string;
  /** Stops taking requests, finishes those in flight, stops the job queue, then the database. */
  close(): Promise<void>;
}

/** Builds every shared part of the process; used by the server and by the test harness. */
export async function createContext(
  config: Config,
  options: { logger?: Logger; databaseUrl?: string } = {},
): Promise<{ ctx: AppContext; embedded: EmbeddedServer | null }> {
  const logger = options.logger ?? createLogger(config.logLevel);
  let embedded: EmbeddedServer | null = null;
  let url = options.databaseUrl ?? config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      logger,
    });
    await ensureDatabase(embedded.url('postgres'), 'academy');
    url = embedded.url('academy');
  }
  const database = openDatabase(url);
  try {
    await runMigrations(database);
    const queue = JobQueue.create(url, logger);
    await queue.start();
    const mailer = createMailer(config.mail, logger);
    const email = new EmailService(queue, mailer);
    const ctx: AppContext = {
      config,
      logger,
      database,
      queue,
      storage: createStorage(config.storage),
      mailer,
      email,
      authenticator: createAuthenticator({ db: database.db, jwtSecret: config.jwtSecret }),
    };
    await prepareAccounts(ctx);
    return { ctx, embedded };
  } catch (err) {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}

export async function startWorkers(ctx: AppContext): Promise<void> {
  await ctx.queue.work({ 'email.send': ctx.email.deliver });
}

export async function startServer(
  config: Config,
  options: { logger?: Logger; databaseUrl?: string; pwaDist?: string | null } = {},
): Promise<RunningServer> {
  const { ctx, embedded } = await createContext(config, options);
  await startWorkers(ctx);
  const app = createApp(ctx, { pwaDist: options.pwaDist });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  // Keep-alive sockets would hold `close()` open; idle ones are closed when shutdown begins.
  server.keepAliveTimeout = 5_000;
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  ctx.logger.info({ url: config.publicUrl, port: address.port }, 'academy listening');

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      ctx.logger.info('shutting down');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await ctx.queue
        .stop()
        .catch((err: unknown) => ctx.logger.error({ err }, 'job queue stop failed'));
      ctx.mailer.close();
      await ctx.database.close().catch(() => undefined);
      await embedded
        ?.stop()
        .catch((err: unknown) => ctx.logger.error({ err }, 'database stop failed'));
      ctx.logger.info('stopped');
    })());
  return { ctx, server, url, close };
}
