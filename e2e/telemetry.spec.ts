import type { APIRequestContext } from '@playwright/test';
import {
  academyApi,
  demoSignIn,
  expect,
  openIn,
  seedStorage,
  test,
  transcodedDemoCourse,
} from './fixtures.ts';

/**
 * Field telemetry (issue 26) in a real browser: what only a browser shows. The queue's offline and
 * consent rules are covered by pwa/src/telemetry/telemetry-client.test.ts, the summary's figures by
 * api/src/telemetry/telemetry.test.ts and the admin screen's states by its component test.
 */
let api: APIRequestContext;
let adminToken: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  adminToken = (await demoSignIn(api, 'admin')).token;
});

test.afterAll(async () => {
  await api.dispose();
});

async function lessonSummary(videoId: string) {
  const res = await api.get('/api/admin/telemetry/summary?days=7', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const lessons = (await res.json()).data.playback.lessons as Array<{
    videoId: string;
    sessions: number;
    startupMedianMs: number | null;
  }>;
  return lessons.find((l) => l.videoId === videoId) ?? null;
}

test('a visitor who accepted cookies plays a preview and closes the tab: the admin summary counts it', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const courseId = await transcodedDemoCourse(api, 'computer', adminToken);
  const lessons = (await (await api.get(`/api/videos/course/${courseId}/version/1`)).json()).data
    .videos as Array<{ _id: string }>;
  const lesson = lessons[0]!._id;
  // A run before this one on the same academy (a repeated run) may have counted this lesson already.
  const before = (await lessonSummary(lesson))?.sessions ?? 0;
  // What the page asked of the telemetry queue, for the message should the session not arrive.
  const asked: string[] = [];
  page.on('request', (req) => {
    if (/telemetry/.test(req.url())) asked.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await seedStorage(page, 'cookie_consent', 'true');
  await openIn(page, `/course/${courseId}/watch/${lesson}`, 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await player.getByRole('button', { name: 'Play' }).first().click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
    timeout: 30_000,
  });
  await page.close({ runBeforeUnload: true });

  await expect
    .poll(async () => await lessonSummary(lesson), {
      timeout: 15_000,
      message: `the session in the summary; the page asked for ${asked.join(', ') || 'nothing of telemetry'}`,
    })
    .toMatchObject({ videoId: lesson, sessions: before + 1, startupMedianMs: expect.any(Number) });
  expect((await lessonSummary(lesson))!.startupMedianMs).toBeGreaterThan(0);
});

test('with cookies declined nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/telemetry')) sent.push(req.url());
  });
  await seedStorage(page, 'cookie_consent', 'false');
  await openIn(page, '/courses', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Leaving the page is when a beacon would go.
  await page.goto('about:blank');
  expect(sent).toEqual([]);
});

test('the Field quality screen at 360 px and on a desktop, in both languages', async ({
  browser,
}) => {
  for (const [width, language] of [
    [360, 'ti'],
    [1280, 'en'],
  ] as const) {
    // A tab per language: openIn chooses the language once per tab.
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await seedStorage(page, 'adminToken', adminToken);
    await openIn(page, '/admin/field-quality', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ti' ? 'ብቕዓት ኣብ ሜዳ' : 'Field quality',
    );
    await expect(
      page.getByRole('table').or(page.getByText(/No field figures yet|ገና/)),
    ).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: `test-results/field-quality-${width}-${language}.png`,
      fullPage: true,
    });
    await page.close();
  }
});
