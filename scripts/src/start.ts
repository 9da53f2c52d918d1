/**
 * `npm start`: the whole academy in one process on one port, with no configuration. Builds the PWA when
 * its sources are newer than the build, migrates and starts the API (embedded PostgreSQL unless
 * DATABASE_URL is set), seeds the demo data, and prints where to go.
 *
 * With RUN_WORKER (the default) one transcoding worker runs inside this process beside the API: the
 * same worker as `api/src/worker.ts`, sharing the process's database and storage (ffmpeg runs in
 * child processes either way). More workers are separate processes of `api/src/worker.ts`.
 */
import { ConfigError, loadConfig, loadEnvFile } from '../../api/src/config/config.ts';
import { closeOnSignals } from '../../api/src/process-signals.ts';
import { startTranscodeWorker } from '../../api/src/media/index.ts';
import { startServer } from '../../api/src/server.ts';
import { buildPwaIfStale } from './pwa-build.ts';
import { seedDemo } from './seed/seed-demo.ts';

async function main(): Promise<void> {
  let config;
  try {
    loadEnvFile();
    // Demo data (with its known passwords) by default on a developer's machine, never in production.
    const demoByDefault = process.env.NODE_ENV === 'production' ? {} : { SEED_DEMO: 'true' };
    config = loadConfig({ ...demoByDefault, ...process.env });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // The same warnings the API process (api/src/main.ts) logs, first, before the build's output.
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  if (config.servePwa) buildPwaIfStale();
  const running = await startServer(config);
  const worker = config.runWorker ? await startTranscodeWorker({ ...running.ctx, config }) : null;
  closeOnSignals(
    async () => {
      // ffmpeg stops first and its job goes back to the queue; then requests, queue and database.
      await worker?.stop();
      await running.close();
    },
    running.ctx.logger,
    { forceClose: running.forceClose },
  );
  const demo = config.seedDemo ? await seedDemo(running.ctx) : [];
  const lines = [
    '',
    `  ${config.site.appName} is running on ${config.publicUrl}`,
    `  Health:            ${config.publicUrl}/api/health`,
    ...(config.mail.devMailbox && !config.mail.smtpUrl
      ? [`  Development mailbox: ${config.publicUrl}/dev/mailbox`]
      : []),
    ...demo.map((line) => `  ${line}`),
    ...(config.isProduction && config.testCheckout
      ? ['  TEST CHECKOUT in production: payments are pretend, every course can be had for free.']
      : []),
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
