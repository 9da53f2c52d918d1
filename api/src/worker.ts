/**
 * A transcoding worker process: `node --import tsx api/src/worker.ts` (or `npx tsx ...`). It lives in the
 * API package because it composes both sides: the transcoder library (which knows nothing of the API)
 * and the API's database, storage and logger, handed to `startTranscodeWorker`.
 * Run as many as the machines allow beside the API replicas (each takes one job at a time); they share
 * the pg-boss queue in PostgreSQL and the storage (S3 in production, or a shared DATA_DIR/media).
 *
 * It reads the same environment as the API (`.env.example`): DATABASE_URL (required: a worker does not
 * start the embedded database), MEDIA_MASTER_KEY (the API's), storage variables, FFMPEG_PATH,
 * FFPROBE_PATH, WATERMARK_TEXT. `npm start` runs one worker inside its own process instead.
 *
 * Exit codes: 0 after a clean stop (SIGINT/SIGTERM: ffmpeg is stopped and the job handed back to the
 * queue), 78 for bad configuration, 1 when start-up fails.
 */
import { openDatabase, runMigrations } from './db/database.ts';
import { createLogger } from './logging/logger.ts';
import { startTranscodeWorker } from './media/transcode-worker.ts';
import { configOrExit, fail } from './process-config.ts';
import { closeOnSignals } from './process-signals.ts';
import { createStorage } from './storage/create-storage.ts';
import { wireCapabilities } from './wiring.ts';

async function main(): Promise<void> {
  wireCapabilities();
  const config = configOrExit();
  if (!config.database.url) {
    fail('DATABASE_URL is required: a transcoding worker joins the database of a running API.', 78);
  }
  const logger = createLogger(config.logLevel, 'transcoder');
  const database = openDatabase(config.database.url, 4);
  try {
    // Safe beside the API: migrations take an advisory lock.
    await runMigrations(database);
    const worker = await startTranscodeWorker({
      database,
      storage: createStorage(config.storage),
      config,
      logger,
    });
    closeOnSignals(async () => {
      await worker.stop();
      await database.close();
    }, logger);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) =>
  fail(`Could not start the worker: ${err instanceof Error ? err.message : String(err)}`, 1),
);
