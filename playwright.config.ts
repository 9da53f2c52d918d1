import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real academy started
 * as `npm start` would, on its own port, data folder and embedded PostgreSQL.
 *
 * `E2E_WORKERS` (default 1; `npm test` uses 2) runs that many Playwright workers, each against an
 * academy of its own (port E2E_PORT + 20 × worker), since specs change the demo data (purchases,
 * ratings, progress) that another spec would read. Playwright evaluates this file again in every
 * worker, with TEST_PARALLEL_INDEX set, so `baseURL` below is the worker's own academy. One worker
 * kept CI's two cores about a third busy (pages and shell specs: 119 CPU-seconds in 185 s).
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const portOf = (worker: number) => firstPort + 20 * worker;
const dataDirOf = (worker: number) =>
  `${process.env.E2E_DATA_DIR ?? `/tmp/academy-e2e-${firstPort}`}${worker ? `-${worker}` : ''}`;
const urlOf = (worker: number) => `http://127.0.0.1:${portOf(worker)}`;
const googleMockOf = (worker: number) => `http://127.0.0.1:${portOf(worker) + 10}`;

const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = urlOf(worker);
/** The local OAuth2 server that stands in for Google; e2e/accounts.spec.ts starts it on this port. */
export const googleMockPort = portOf(worker) + 10;
/**
 * Where a spec puts a transcode on hold (e2e/ffmpeg-hold.sh, the academies' ffmpeg): inside the
 * academy's data folder, so a hold a failed run left behind goes with the next start.
 */
const ffmpegHoldDirOf = (worker: number) => path.join(dataDirOf(worker), 'ffmpeg-holds');
export const ffmpegHoldDir = ffmpegHoldDirOf(worker);

const chromium = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test's fresh context would install the service worker and download the whole precache;
    // specs about offline behaviour opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: chromium,
  },
  // A test written for both sizes and for both languages ("… (ti) @phone" beside "… (en) @phone")
  // runs on the phone in Tigrinya and on the desktop in English, as the a11y sweep pairs them: each size
  // and each language is still seen, and what depends on the pairing itself (the longer Ethiopic
  // labels at 360 px) is the phone's Tigrinya run. The other two pairings cost CI about 210 s of test
  // time (21 runs in the run of stop 31) for checks no other run lacked.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /(?=.*@phone)(?=.*\(ti\))/,
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      // Only specs written for both sizes run on the phone; they say so in their name.
      grep: /@phone/,
      grepInvert: /\(en\)/,
    },
  ],
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `rm -rf ${dataDirOf(i)} && npx tsx scripts/src/start.ts`,
    url: `${urlOf(i)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the app stop its embedded PostgreSQL (own process group); SIGKILL orphaned it.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portOf(i)),
      EMBEDDED_PG_PORT: String(portOf(i) + 1),
      DATA_DIR: dataDirOf(i),
      PUBLIC_URL: urlOf(i),
      LOG_LEVEL: 'warn',
      // Every spec signs in as the demo admin from 127.0.0.1; the real limits are tested in the API tests.
      RATE_LIMIT_SCALE: '20',
      NODE_ENV: 'development',
      // The real ffmpeg, through a script that holds the runs a spec asks it to (none unless asked).
      FFMPEG_PATH: path.join(import.meta.dirname, 'e2e', 'ffmpeg-hold.sh'),
      FFMPEG_HOLD_DIR: ffmpegHoldDirOf(i),
      GOOGLE_CLIENT_ID: 'academy-e2e-client',
      GOOGLE_CLIENT_SECRET: 'academy-e2e-secret',
      GOOGLE_AUTH_URL: `${googleMockOf(i)}/authorize`,
      GOOGLE_TOKEN_URL: `${googleMockOf(i)}/token`,
      GOOGLE_USERINFO_URL: `${googleMockOf(i)}/userinfo`,
    },
  })),
});
