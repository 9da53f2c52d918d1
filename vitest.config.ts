import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on CI's two, which then sat
    // idle while a test waited on PostgreSQL, ffmpeg or a child process. One more worker than cores:
    // with two workers the run used 1.6 of CI's two cores (840 CPU-s in 517 s); with three, the whole
    // run took 352 s instead of about 400 s there, every test passing.
    maxWorkers: availableParallelism() + 1,
    // CI also writes a JSON report, summed with Playwright's into one closing line by scripts/ci-summary.mjs.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share a worker's modules instead of each importing the whole API afresh: that
          // import was 3.6 s a file (203 s summed over the files; the project took 199 s on three
          // workers), and the project now takes 109 s. Each file has a database, data folder and server of its own, and stops
          // them after its tests (test/after-file.ts), so nothing a file starts outlives it.
          isolate: false,
          setupFiles: ['./test/after-file-setup.ts'],
        },
      },
      {
        test: {
          name: 'transcoder',
          root: './transcoder',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // The cluster test starts `npm run cluster` (nginx, two API processes, two workers).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      './pwa/vite.config.ts',
    ],
  },
});
