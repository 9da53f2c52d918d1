import type { Logger } from './logging/logger.ts';

/**
 * Ctrl-C in a terminal signals the whole foreground process group, and wrappers (npm, tsx) relay the
 * same signal again, so one key press can arrive several times within milliseconds. Repeats inside this
 * window are that echo; a later one is the operator insisting.
 */
export const SIGNAL_ECHO_MS = 1_500;

/**
 * Ctrl-C, SIGTERM or SIGHUP closes gracefully: requests in flight finish, then the job queue and the
 * database stop, and the process exits 0. A second signal (after the echo window) cuts the requests in
 * flight short through `forceClose`, but the queue and the database are still stopped: exiting at once
 * would leave the embedded PostgreSQL server running.
 */
export function closeOnSignals(
  close: () => Promise<void>,
  logger: Logger,
  options: { forceClose?: () => void } = {},
): void {
  let firstAt = 0;
  let forced = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (!firstAt) {
      firstAt = now;
      logger.info({ signal }, 'signal received; finishing requests in flight, then stopping');
      close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
      return;
    }
    if (forced || now - firstAt < SIGNAL_ECHO_MS) return;
    forced = true;
    logger.warn({ signal }, 'second signal: cutting requests in flight short');
    options.forceClose?.();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
}
