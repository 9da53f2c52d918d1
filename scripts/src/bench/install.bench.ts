/**
 * The installable app (issue 15): what the service worker's install stores (files and bytes of the
 * precache, and Chromium's own figure for Cache Storage), and the time from an offline reload of the
 * home page to its content (the first course card on screen, timed by the page), median of 5.
 *
 * `npm run bench -- install`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchChromium } from './bench-browser.ts';
import { startAcademy } from './bench-server.ts';

const PORT = Number(process.env.BENCH_INSTALL_PORT ?? 48060);
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function installBench(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-install-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-install-profile-'));
  const academy = await startAcademy({
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PORT + 1),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    SEED_DEMO: 'true',
  });
  // A persistent profile, as an installed app has (an incognito context is never installable).
  const context = await chromium.launchPersistentContext(profile, {
    ...benchChromium,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
    await page.goto(academy.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    for (
      let i = 0;
      i < 100 && !(await page.evaluate(() => !!navigator.serviceWorker.controller));
      i++
    )
      await page.waitForTimeout(100);
    await page.getByTestId('course-card').first().waitFor();

    const install = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))!;
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests)
        bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
      const estimate = await navigator.storage.estimate();
      const stored = (estimate as { usageDetails?: { caches?: number } }).usageDetails?.caches ?? 0;
      return { files: requests.length, bytes, stored };
    });

    // The moment the first course card is on screen, in the page's own clock (from the start of the
    // navigation): the frame after the card enters the document. Playwright's round trips are left out.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="course-card"]')) return;
        seen.disconnect();
        requestAnimationFrame(() => {
          (window as { cardShownAt?: number }).cardShownAt = performance.now();
        });
      });
      seen.observe(document, { childList: true, subtree: true });
    });

    // Saved at once when the connection drops; then each reload opens from the service worker and the
    // data copy alone.
    await context.setOffline(true);
    const times: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = Date.now();
      await page.reload({ waitUntil: 'commit' });
      await page.getByTestId('course-card').first().waitFor();
      walls.push(Date.now() - started);
      const shownAt = await page.waitForFunction(
        () => (window as { cardShownAt?: number }).cardShownAt,
      );
      times.push(Math.round((await shownAt.jsonValue())!));
    }
    await context.setOffline(false);

    return [
      '## Installable app',
      '',
      'Chromium (headless, 360 px, a persistent profile) after one online visit to the home page of the demo',
      'academy. The install is the service worker precache; Cache Storage also holds what that first page',
      'cached at run time (the catalogue answer, thumbnails, the bold font weights).',
      '',
      '| measure | value |',
      '| --- | --- |',
      `| precache files | ${install.files} |`,
      `| precache bytes (bodies) | ${kb(install.bytes)} |`,
      `| Cache Storage in Chromium (all caches, with its per-file overhead) | ${kb(install.stored)} |`,
      `| offline reload of the home page to the first course card on screen, median of ${RUNS} | ${median(times)} ms (runs: ${times.join(', ')} ms) |`,
      `| the same, as the test driver sees it (its own round trips included) | ${median(walls)} ms (runs: ${walls.join(', ')} ms) |`,
      '',
    ].join('\n');
  } finally {
    await context.close();
    await academy.stop();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
