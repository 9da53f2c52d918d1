import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, runMigrations } from './db/database.ts';
import { listen as listenForNotifications, type Listener } from './db/notifications.ts';
import { catalogueListeners } from './catalogue/catalogue.service.ts';
import { uploadLockListeners } from './media/upload-locks.ts';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from './db/embedded-postgres.ts';
import { EmailService } from './email/email.service.ts';
import { createMailer } from './email/mailer.ts';
import type { Express } from 'express';
import { renderCertificateFiles } from './certificates/certificate-rendering.ts';
import { createApp } from './http/create-app.ts';
import type { RouteDefinition } from './http/route.ts';
import { prepareAccounts } from './accounts/account-seed.ts';
import { sendPasswordReset } from './accounts/account.service.ts';
import { createAuthenticator } from './accounts/authenticator.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { reconcileOpenOrders } from './purchases/reconcile.ts';
import { rollUpTelemetry } from './telemetry/telemetry.service.ts';
import { fanOutNewCourse } from './push/push-fanout.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { createStorage } from './storage/create-storage.ts';
import { wireCapabilities } from './wiring.ts';

export interface RunningServer {
  ctx: AppContext;
  server: Server;
  /** The Express app, whose `locals.routes` is the route registry. */
  app: Express;
  /** The route registry: every route this server answers (see `routeRegistry`). */
  routes: RouteDefinition[];
  url: string;
  /**
   * Stops taking requests, lets those in flight finish (at most `shutdownGraceMs`), stops the job
   * queue, then the database. Safe to call more than once.
   */
  close(): Promise<void>;
  /** Cuts the requests still in flight short; `close()` then carries on with the rest at once. */
  forceClose(): void;
}

/** How long an idle keep-alive connection stays open (a proxy in front must give up on it sooner). */
export const API_KEEP_ALIVE_MS = 5_000;

export interface StartOptions {
  logger?: Logger;
  /** Overrides `DATABASE_URL` (the test harness hands each file its own database). */
  databaseUrl?: string;
  pwaDist?: string | null;
  /** How long requests in flight may take to finish once shutdown begins. */
  shutdownGraceMs?: number;
}

/** Times a step of the shutdown out, so one stuck part never keeps the process (and its database) up. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Stops what `createContext` started, in reverse order; each step is bounded in time. */
async function stopContext(ctx: AppContext, embedded: EmbeddedServer | null): Promise<void> {
  const { logger } = ctx;
  const step = async (name: string, ms: number, run: () => Promise<unknown>) => {
    try {
      if ((await within(ms, run())) === 'timeout')
        logger.warn({ step: name }, 'shutdown step timed out');
    } catch (err) {
      logger.error({ err, step: name }, 'shutdown step failed');
    }
  };
  await step('job queue', 15_000, () => ctx.queue.stop());
  await step('notifications', 5_000, () => ctx.listener.close());
  ctx.mailer.close();
  await step('database pool', 5_000, () => ctx.database.close());
  if (embedded) await step('embedded database', 30_000, () => embedded.stop());
}

/** Builds every shared part of the process; used by the server and by the test harness. */
export async function createContext(
  config: Config,
  options: { logger?: Logger; databaseUrl?: string } = {},
): Promise<{ ctx: AppContext; embedded: EmbeddedServer | null }> {
  wireCapabilities();
  const logger = options.logger ?? createLogger(config.logLevel);
  let embedded: EmbeddedServer | null = null;
  let url = options.databaseUrl ?? config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      logger,
      passwordFile: config.database.embeddedPasswordFile,
    });
    url = embedded.url('academy');
  }
  const database = openDatabase(url);
  const queue = JobQueue.create(url, logger);
  let listener: Listener | null = null;
  try {
    if (embedded) await ensureDatabase(embedded.url('postgres'), 'academy');
    await runMigrations(database);
    await queue.start();
    // Caches other processes must drop when this one writes (and the reverse).
    const listening = listenForNotifications(
      url,
      { ...catalogueListeners, ...uploadLockListeners },
      logger,
    );
    listener = listening;
    await listening.ready;
    const mailer = createMailer(config.mail, logger);
    const ctx: AppContext = {
      config,
      logger,
      database,
      queue,
      listener: listening,
      storage: createStorage(config.storage),
      mailer,
      email: new EmailService(queue, mailer),
      authenticator: createAuthenticator({ db: database.db, jwtSecret: config.jwtSecret }),
    };
    await prepareAccounts(ctx);
    return { ctx, embedded };
  } catch (err) {
    await queue.stop().catch(() => undefined);
    await listener?.close();
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}

export async function startWorkers(ctx: AppContext): Promise<void> {
  await ctx.queue.work('api', {
    'email.send': ctx.email.deliver,
    'account.passwordReset': ({ email }) => sendPasswordReset(ctx, email),
    'payments.reconcile': () => reconcileOpenOrders(ctx),
    'certificate.pdf': ({ certificateId }) => renderCertificateFiles(ctx, certificateId),
    'push.fanout': ({ courseId }, run) => fanOutNewCourse(ctx, courseId, run),
    'telemetry.rollup': () => rollUpTelemetry(ctx),
  });
  await ctx.queue.schedule('telemetry.rollup', '20 0 * * *', {});
  // Lost Stripe webhooks are caught by the learner's polling too; this covers learners who left.
  if (ctx.config.stripe) await ctx.queue.schedule('payments.reconcile', '*/10 * * * *', {});
}

/**
 * Requests Node cannot even parse (a broken request line, headers too large) never reach Express;
 * they still get the envelope instead of a bare status line.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is malformed.'];
  const body = JSON.stringify({ success: false, data: null, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} (PORT) is already in use on ${host}. Stop the other process or choose another PORT.`,
            )
          : err,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const { ctx, embedded } = await createContext(config, options);
  const app = createApp(ctx, { pwaDist: options.pwaDist });
  const server = createServer();
  // An idle keep-alive connection is closed when shutdown begins; this bounds those that are reused.
  server.keepAliveTimeout = API_KEEP_ALIVE_MS;
  // The spec gives a video upload 35 minutes (001 §9); Node's default would cut it at 5. Slow senders of
  // headers are still cut after `headersTimeout` (60 s).
  server.requestTimeout = 40 * 60_000;
  server.on('clientError', answerClientError);

  // Responses still being worked on; once shutdown begins each one closes its connection when done.
  const active = new Set<ServerResponse>();
  let shuttingDown = false;
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (shuttingDown) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (shuttingDown) server.closeIdleConnections();
    });
  });
  // Registered after the bookkeeping above, which must see each request before the app answers it.
  server.on('request', app);

  try {
    // API-only replicas (RUN_WORKER=false) leave the jobs to worker processes on the same queue.
    if (config.runWorker) await startWorkers(ctx);
    await listen(server, config.port, config.host);
  } catch (err) {
    server.close();
    await stopContext(ctx, embedded);
    throw err;
  }
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  ctx.logger.info({ url: config.publicUrl, port: address.port }, 'academy listening');

  const graceMs = options.shutdownGraceMs ?? 25_000;
  let closing: Promise<void> | null = null;
  const forceClose = () => {
    shuttingDown = true;
    server.closeAllConnections();
  };
  const close = () =>
    (closing ??= (async () => {
      ctx.logger.info({ inFlight: active.size }, 'shutting down');
      shuttingDown = true;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if ((await within(graceMs, drained)) === 'timeout') {
        ctx.logger.warn(
          { inFlight: active.size },
          'requests still running after the grace period; closing them',
        );
        server.closeAllConnections();
        await drained;
      }
      await stopContext(ctx, embedded);
      ctx.logger.info('stopped');
    })());
  const routes = app.locals.routes as RouteDefinition[];
  return { ctx, server, app, routes, url, close, forceClose };
}
