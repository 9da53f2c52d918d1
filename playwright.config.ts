import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real academy started
 * as `npm start` would, on its own port, data folder and embedded PostgreSQL.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/academy-e2e-${port}`;
export const baseURL = `http://127.0.0.1:${port}`;
/** The local OAuth2 server that stands in for Google; e2e/accounts.spec.ts starts it on this port. */
export const googleMockPort = port + 10;
const googleMock = `http://127.0.0.1:${googleMockPort}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--disable-gpu',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
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
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx scripts/src/start.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the app stop its embedded PostgreSQL (own process group); SIGKILL orphaned it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every spec signs in as the demo admin from 127.0.0.1; the real limits are tested in the API tests.
      RATE_LIMIT_SCALE: '20',
      NODE_ENV: 'development',
      GOOGLE_CLIENT_ID: 'academy-e2e-client',
      GOOGLE_CLIENT_SECRET: 'academy-e2e-secret',
      GOOGLE_AUTH_URL: `${googleMock}/authorize`,
      GOOGLE_TOKEN_URL: `${googleMock}/token`,
      GOOGLE_USERINFO_URL: `${googleMock}/userinfo`,
    },
  },
});
