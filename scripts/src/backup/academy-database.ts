import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../api/src/config/config.ts';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../../api/src/db/embedded-postgres.ts';
import type { Logger } from '../../../api/src/logging/logger.ts';

/** The academy's database for a backup or a restore, and how to let go of it afterwards. */
export interface AcademyDatabase {
  url: string;
  close(): Promise<void>;
}

/** The port of the embedded server running on this data folder, read from its `postmaster.pid`. */
function runningEmbeddedPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null; // A stale file left by a crash: nobody is serving this folder.
  }
  return Number(port) || null;
}

/**
 * `DATABASE_URL` when set. Otherwise the embedded server of the data folder: the one the running academy
 * started (a backup while it serves learners), or one started for the command and stopped after it.
 */
export async function openAcademyDatabase(
  config: Config,
  logger: Logger,
): Promise<AcademyDatabase> {
  if (config.database.url) return { url: config.database.url, close: async () => undefined };
  const dir = config.database.embeddedDir;
  const port = runningEmbeddedPort(dir);
  if (port) {
    const password = readFileSync(config.database.embeddedPasswordFile, 'utf8').trim();
    return {
      url: `postgres://academy:${encodeURIComponent(password)}@127.0.0.1:${port}/academy`,
      close: async () => undefined,
    };
  }
  const embedded: EmbeddedServer = await startEmbeddedPostgres({
    dir,
    port: config.database.embeddedPort,
    logger,
    passwordFile: config.database.embeddedPasswordFile,
  });
  await ensureDatabase(embedded.url('postgres'), 'academy');
  return { url: embedded.url('academy'), close: () => embedded.stop() };
}
