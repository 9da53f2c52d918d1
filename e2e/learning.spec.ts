import type { APIRequestContext } from '@playwright/test';
import type { DashboardCourse } from '@academy/shared';
import { academyApi, demoSignIn, expect, openIn, slowFourG, test } from './fixtures.ts';
import { finishLessonsOffline } from './watched-offline.ts';

/**
 * The learner's dashboard and purchased-course page (spec 000 §2 Dashboard, Purchased course; §4
 * Completion; §7 Progress) on the real server with its demo data: the demo learner owns the demo
 * YouTube course, whose three lessons the real transcoder makes at start-up. Progress is recorded
 * through the API as the watch page would, then the dashboard shows it and opens the course.
 */
const SHOTS = 'test-results/learning';

let api: APIRequestContext;
let token: string;
let course: DashboardCourse;

const asLearner = () => ({ Authorization: `Bearer ${token}` });

async function dashboardCourses(): Promise<DashboardCourse[]> {
  const res = await api.get('/api/progress/dashboard', { headers: asLearner() });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.courses;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  api = await academyApi(playwright);
  token = (await demoSignIn(api, 'learner')).token;
  // The demo lessons are transcoded in the background after start-up; a lesson counts once playable.
  await expect
    .poll(
      async () => (await dashboardCourses()).find((c) => /YouTube/.test(c.title))?.totalLessons,
      { timeout: 200_000, intervals: [2_000] },
    )
    .toBe(3);
  course = (await dashboardCourses()).find((c) => /YouTube/.test(c.title))!;
  // The first lesson watched to the end from a download (the dashboard is the subject here).
  await finishLessonsOffline(api, token, course._id, course.videos.slice(0, 1));
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((value) => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('token', value);
  }, token);
});

const COPY = {
  en: { welcome: 'Welcome back, Demo', keepGoing: 'Keep going!', details: 'View details' },
  ti: { welcome: 'እንቋዕ ብደሓን መጻእኩም፡ Demo', keepGoing: 'ቀጽሉ!', details: 'ዝርዝር ርኣዩ' },
} as const;

for (const language of ['ti', 'en'] as const) {
  test(`a learner sees a bought course's progress on the dashboard and opens its curriculum (${language}) @phone`, async ({
    page,
  }, info) => {
    const copy = COPY[language];
    // What the server says now: other specs may have watched more of the demo course.
    const expected = (await dashboardCourses()).find((c) => c._id === course._id)!;
    expect(expected.completedLessons).toBeGreaterThanOrEqual(1);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openIn(page, '/dashboard', language);
    await expect(page.getByTestId('dashboard-welcome')).toContainText(copy.welcome);
    await expect(page.getByTestId('stat-total').getByTestId('stat-value')).toHaveText(
      String((await dashboardCourses()).length),
    );
    const card = page.locator(`[data-testid=dashboard-course][data-course-id="${course._id}"]`);
    await expect(card.getByTestId('card-progress')).toHaveText(`${expected.progress}%`);
    await expect(card.getByTestId('card-lessons')).toContainText(
      `${expected.completedLessons}/${expected.totalLessons}`,
    );
    if (expected.progress < 50)
      await expect(card.getByTestId('card-status')).toHaveText(copy.keepGoing);
    await expect(card.getByTestId('card-action')).toHaveAttribute(
      'href',
      `/course/${course._id}/watch/${expected.nextVideoId}`,
    );
    await page.screenshot({
      path: `${SHOTS}/dashboard-${language}-${info.project.name}.png`,
      fullPage: true,
    });

    await card.getByTestId('card-details').click();
    await expect(page).toHaveURL(new RegExp(`/my-course/${course._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page.getByTestId('purchased-mark')).toBeVisible();
    await expect(page.getByTestId('my-course-progress')).toHaveText(`${expected.progress}%`);
    const lessons = page.getByTestId('my-course-curriculum').getByRole('listitem');
    await expect(lessons).toHaveCount(3);
    for (const [index, lesson] of course.videos.entries()) {
      await expect(lessons.nth(index)).toContainText(lesson.title);
      await expect(lessons.nth(index).getByRole('link')).toHaveAttribute(
        'href',
        `/course/${course._id}/watch/${lesson._id}`,
      );
    }
    await expect(page.getByTestId('my-course-included').getByRole('listitem')).toHaveCount(3);
    // Nothing queued on this device: the progress sync's code (Dexie, 32 KB gzipped, and an opened
    // IndexedDB) was never loaded on the way (issue 26; learning/progress/start-progress-sync.ts).
    expect(scripts.filter((url) => /progress-(queue|sync)/.test(url))).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/my-course-${language}-${info.project.name}.png`,
      fullPage: true,
    });
  });
}

test('@phone on a slow link the dashboard asks for its courses once, as the app starts, and never shows the page spinner', async ({
  page,
  context,
}) => {
  // The courses are asked for as the app starts, and the page's query takes that answer. When it comes
  // before the page's first render, the cards are in that render: a namespace of theirs not loaded
  // with the page's code made the layout's spinner replace the page, which React then held back
  // 300 ms more (issue 26; the cards' certificate actions speak the certificates' copy).
  await page.addInitScript(() => {
    const seen = { spinner: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      const spinner = document.querySelector('[data-testid="page-spinner"]');
      if (spinner?.checkVisibility()) seen.spinner = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-spinner"]')?.checkVisibility())
        seen.spinner = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/progress/dashboard') asked.push(request.url());
  });
  await slowFourG(context, page);
  await openIn(page, '/dashboard', 'en');
  const card = page.locator(`[data-testid=dashboard-course][data-course-id="${course._id}"]`);
  await expect(card.locator('img')).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { seen: { spinner: boolean } }).seen),
  ).toEqual({ spinner: false });
  // Asked for as the app started, and the page's query took that answer instead of asking again.
  expect(asked).toHaveLength(1);
});

test('the purchased-course page: not found, not bought, and no token', async ({ page }) => {
  await openIn(page, '/my-course/00000000-0000-4000-8000-000000000000', 'en');
  await expect(page.getByTestId('my-course-not-found')).toContainText('Course not found');
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-course-not-found.png` });

  const catalogue = await api.get('/api/courses?limit=48', { headers: asLearner() });
  const notBought = (await catalogue.json()).data.courses.find(
    (c: { userHasPurchased: boolean }) => !c.userHasPurchased,
  );
  await page.goto(`/my-course/${notBought._id}`);
  await expect(page.getByTestId('my-course-not-purchased')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the course' })).toHaveAttribute(
    'href',
    `/course/${notBought._id}`,
  );

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.addInitScript(() => localStorage.removeItem('token'));
  await page.goto(`/my-course/${course._id}`);
  await expect(page).toHaveURL(/\/login$/);
});
