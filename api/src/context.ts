import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Listener } from './db/notifications.ts';
import type { EmailService } from './email/email.service.ts';
import type { Mailer } from './email/mailer.ts';
import type { Authenticator } from './http/route.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logging/logger.ts';
import type { Storage } from './storage/storage.ts';

/** The process's shared parts, built once in `server.ts` (or by the test harness) and handed to capabilities. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  queue: JobQueue;
  /** LISTEN/NOTIFY from the other processes (catalogue changes), closed at shutdown. */
  listener: Listener;
  storage: Storage;
  mailer: Mailer;
  email: EmailService;
  authenticator: Authenticator;
}
