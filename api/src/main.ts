import { ConfigError, loadConfig } from './config/config.ts';
import { startServer } from './server.ts';

/** The API process: `node --import tsx api/src/main.ts`. `npm start` wraps it with build and seed steps. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const running = await startServer(config);
  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      running.ctx.logger.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        running.ctx.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
