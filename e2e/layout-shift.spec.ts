import type { Browser } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { academyApi, expect, slowFourG, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * Core Web Vitals (issue 26): no public page moves under the visitor while it loads. Each page opens
 * cold (a new context: empty cache, no service worker) on a phone screen over a throttled link; once
 * its content is on screen and its late fonts have swapped in, the page's own layout-shift entries
 * (buffered, those after input left out) must add up to at most 0.1, the "good" threshold.
 */
const ADMIN = { email: 'admin@academy.local', password: 'Admin123!' };

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Whether the faces the page draws have loaded and are applied: Noto Sans Ethiopic's Ethiopic subset
 * in the regular, semibold and bold weights, and the Latin subset of the two bold weights (the regular
 * Latin is in the style sheet). They arrive late on purpose (pwa/src/styles/web-fonts.ts), so the test
 * waits for them: each swap then falls inside the measurement, every run.
 */
function lateFacesLoaded(): boolean {
  const faces = [...document.fonts].filter(
    (face) => face.family.replace(/["']/g, '') === 'Noto Sans Ethiopic',
  );
  const loaded = (weight: string, range: string) =>
    faces.some(
      (face) =>
        face.weight === weight && face.unicodeRange.includes(range) && face.status === 'loaded',
    );
  return (
    ['400', '600', '700'].every((weight) => loaded(weight, 'U+1200-1399')) &&
    ['600', '700'].every((weight) => loaded(weight, 'U+0-FF'))
  );
}

async function shiftWhileLoading(
  browser: Browser,
  path: string,
  loaded: string,
  language: 'ti' | 'en',
): Promise<{ total: number; shifts: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((language) => {
      localStorage.setItem('language', language);
      localStorage.setItem('cookie_consent', 'false');
    }, language);
    // A slow mobile link: the page's parts arrive one by one, as on a phone.
    await slowFourG(context, page);
    await page.goto(path);
    await expect(page.locator(loaded).first()).toBeVisible({ timeout: 30_000 });
    // Late parts shift last: wait for the page's load event and its late fonts, then for a frame
    // drawn with them (fonts.ready: no face still loading; two frames: the swap laid out and painted).
    await page.waitForLoadState('load');
    await page.waitForFunction(lateFacesLoaded, undefined, { timeout: 90_000, polling: 100 });
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
              {
                value: number;
                hadRecentInput: boolean;
                sources: {
                  node?: Node;
                  previousRect: DOMRectReadOnly;
                  currentRect: DOMRectReadOnly;
                }[];
              }[]) {
              if (entry.hadRecentInput) continue;
              total += entry.value;
              // Each moved element and where it went: enough to find it in the page's source.
              const nodes = entry.sources.map((s) => {
                const node = s.node instanceof Text ? s.node.parentElement : s.node;
                const name =
                  node instanceof Element
                    ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}`
                    : String(node?.nodeName);
                const { previousRect: a, currentRect: b } = s;
                return `${name} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`;
              });
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
  const api = await academyApi(playwright);
  const adminToken = (await (await api.post('/api/admin/login', { data: ADMIN })).json()).data
    .token as string;
  // The seeded video course has a free preview lesson (its first), transcoded after the server starts.
  const courseId = await transcodedDemoCourse(api, 'video', adminToken);
  const lessons = (await (await api.get(`/api/videos/course/${courseId}/version/1`)).json()).data
    .videos as { _id: string; isFreePreview: boolean }[];
  const preview = lessons.find((l) => l.isFreePreview)!;
  await api.dispose();

  const course = `/course/${courseId}`;
  // Every public page in Tigrinya, whose Ethiopic faces arrive late; in English the pages whose bold
  // headings wrap (the Latin bold arrives late too).
  const pages = [
    { path: '/', loaded: '[data-testid="course-card"]', languages: ['ti', 'en'] },
    { path: '/courses', loaded: '[data-testid="course-card"]', languages: ['ti'] },
    { path: course, loaded: '[data-testid="course-preview"]', languages: ['ti', 'en'] },
    {
      path: `${course}/watch/${preview._id}`,
      loaded: '[data-testid="video-player"]',
      languages: ['ti'],
    },
  ] as const;
  for (const { path, loaded, languages } of pages)
    for (const language of languages) {
      const { total, shifts } = await shiftWhileLoading(browser, path, loaded, language);
      console.log(`${path} (${language}): layout shift ${total.toFixed(3)}`);
      expect
        .soft(total, `${path} (${language}) shifted: ${shifts.join('; ')}`)
        .toBeLessThanOrEqual(0.1);
    }
});
