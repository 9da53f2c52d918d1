/**
 * Debian's Chromium as every browser test starts it: Playwright's specs (playwright.config.ts) and the
 * shared journeys (e2e/engines/puppeteer.ts). Never a downloaded browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
];
