import type { Logger } from './logging/logger.ts';

/**
 * Ctrl-C or SIGTERM closes gracefully (requests in flight finish, the queue and the database stop);
 * a second signal exits at once for an impatient operator.
 */
export function closeOnSignals(close: () => Promise<void>, logger: Logger): void {
  let received = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    received += 1;
    if (received > 1) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'signal received');
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
