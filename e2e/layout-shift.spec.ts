import type { Browser } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * Core Web Vitals (issue 26): no public page moves under the visitor while it loads. Each page opens
 * cold (a new context: empty cache, no service worker) on a phone screen over a throttled link; once
 * its content is on screen, the page's own layout-shift entries (buffered, those after input left out)
 * must add up to at most 0.1, the "good" threshold.
 */
const ADMIN = { email: 'admin@academy.local', password: 'Admin123!' };

test.use({ viewport: { width: 360, height: 740 } });

async function shiftWhileLoading(
  browser: Browser,
  path: string,
  loaded: string,
): Promise<{ total: number; shifts: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ti');
      localStorage.setItem('cookie_consent', 'false');
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow mobile link: 1.6 Mbit/s, 150 ms round trips (Lighthouse's "slow 4G").
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
    await page.goto(path);
    await expect(page.locator(loaded).first()).toBeVisible({ timeout: 30_000 });
    // Late parts shift last: wait for the page's load event and its fonts (the Ethiopic face swaps in).
    await page.waitForLoadState('load');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    return await page.evaluate(
      () =>
        new Promise<{ total: number; shifts: string[] }>((resolve) => {
          const shifts: string[] = [];
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as PerformanceEntry[] &
              { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
              if (entry.hadRecentInput) continue;
              total += entry.value;
              const nodes = entry.sources.map((s) =>
                s.node instanceof Element
                  ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].slice(0, 3).join('.')}`
                  : String(s.node?.nodeName),
              );
              shifts.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
            }
            resolve({ total, shifts });
          }).observe({ type: 'layout-shift', buffered: true });
          // With no shift at all the observer is never called: the buffered entries come in one task.
          setTimeout(() => resolve({ total, shifts }), 0);
        }),
    );
  } finally {
    await context.close();
  }
}

test('public pages do not shift by more than 0.1 while they load on a slow mobile link', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(5 * 60_000);
  const api = await playwright.request.newContext({ baseURL });
  const adminToken = (await (await api.post('/api/admin/login', { data: ADMIN })).json()).data
    .token as string;
  // The seeded video course has a free preview lesson (its first), transcoded after the server starts.
  const courseId = await transcodedDemoCourse(api, 'video', adminToken);
  const lessons = (await (await api.get(`/api/videos/course/${courseId}/version/1`)).json()).data
    .videos as { _id: string; isFreePreview: boolean }[];
  const preview = lessons.find((l) => l.isFreePreview)!;
  await api.dispose();

  const pages = [
    { path: '/', loaded: '[data-testid="course-card"]' },
    { path: '/courses', loaded: '[data-testid="course-card"]' },
    { path: `/course/${courseId}`, loaded: '[data-testid="course-preview"]' },
    { path: `/course/${courseId}/watch/${preview._id}`, loaded: '[data-testid="video-player"]' },
  ];
  for (const { path, loaded } of pages) {
    const { total, shifts } = await shiftWhileLoading(browser, path, loaded);
    expect(total, `${path} shifted: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.1);
  }
});
