import { createLogger } from './logging/logger.ts';
import { configOrExit, fail } from './process-config.ts';
import { closeOnSignals } from './process-signals.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The API process: `npx tsx api/src/main.ts`. `npm start` wraps it with build and seed steps.
 *
 * Exit codes: 0 after a clean shutdown, 78 (EX_CONFIG) for bad configuration, 1 when start-up or
 * shutdown fails or an unexpected error stopped the process.
 */

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);

  let running: RunningServer | null = null;
  const starting = startServer(config, { logger });
  // Registered before start-up finishes: a signal during it waits for it, then stops what it started.
  closeOnSignals(
    async () => {
      running ??= await starting;
      await running.close();
    },
    logger,
    { forceClose: () => running?.forceClose() },
  );

  let crashed = false;
  const crash = (err: unknown) => {
    logger.fatal({ err }, 'unexpected error; stopping');
    if (crashed) return;
    crashed = true;
    // Stop cleanly (the database above all) without waiting for slow requests, then exit 1.
    running?.forceClose();
    setTimeout(() => process.exit(1), 60_000).unref();
    void (running?.close() ?? Promise.resolve()).finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);

  try {
    running = await starting;
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    fail(`Could not start: ${err instanceof Error ? err.message : String(err)}`, 1);
  }
}

main().catch((err: unknown) => fail(`Could not start: ${String(err)}`, 1));
