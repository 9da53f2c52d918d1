import type { APIRequestContext, Page } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * Ratings that are real (issue 25 §3): a learner rates a course on My course and sees the course
 * card's average change; "Highest rated" orders the catalogue by the API's Bayesian average. The
 * demo learner owns the YouTube and the free computer course; a few seconds of one lesson of each are
 * recorded through the progress API (as course-progress.spec.ts does), since only a learner who
 * watched may rate. The ratings are removed afterwards, so the home and about pages' claims come back
 * for the specs that check them.
 */
const SHOTS = 'test-results/ratings';

let api: APIRequestContext;
let learnerToken: string;
let youtube: string;
let computer: string;
let adminToken: string;

const asLearner = () => ({ Authorization: `Bearer ${learnerToken}` });

/** Five seconds of the course's first lesson, on the device clock of an offline licence. */
async function watchALittle(courseId: string, adminToken: string) {
  const res = await api.get(`/api/admin/courses/${courseId}/videos`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const lesson = (await res.json()).data.videos[0] as { _id: string; duration: number };
  const licence = await api.post(`/api/videos/${lesson._id}/offline-licence`, {
    headers: asLearner(),
    data: {},
  });
  expect(licence.ok(), await licence.text()).toBeTruthy();
  const issuedAt = Date.parse((await licence.json()).data.licence.issuedAt);
  for (const seconds of [0, 5]) {
    const update = await api.post('/api/progress/update', {
      headers: asLearner(),
      data: {
        courseId,
        videoId: lesson._id,
        watchedDuration: seconds,
        totalDuration: lesson.duration,
        position: seconds,
        timestamp: issuedAt + 1000 + seconds * 1000,
      },
    });
    expect(update.ok(), await update.text()).toBeTruthy();
  }
}

async function rate(courseId: string, rating: number) {
  const res = await api.put(`/api/courses/${courseId}/rating`, {
    headers: asLearner(),
    data: { rating, review: null },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Removes the learner's rating of a course, if any (404 when there is none). */
async function unrate(courseId: string) {
  const res = await api.delete(`/api/courses/${courseId}/rating`, { headers: asLearner() });
  expect([200, 404]).toContain(res.status());
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  ({ learner: learnerToken, admin: adminToken } = await demoTokens(api));
  youtube = await transcodedDemoCourse(api, 'youtube', adminToken);
  computer = await transcodedDemoCourse(api, 'computer', adminToken);
  await watchALittle(youtube, adminToken);
  await watchALittle(computer, adminToken);
});

test.afterAll(async () => {
  await unrate(youtube);
  await unrate(computer);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('token', token);
  }, learnerToken);
});

const COPY = {
  en: {
    stars: (n: number) => `${n} stars`,
    submit: 'Submit rating',
    saved: 'Thank you! Your rating is saved.',
    sort: 'Sort by',
    none: 'No ratings yet',
  },
  ti: {
    stars: (n: number) => `${n} ኮኾባት`,
    submit: 'ደረጃ ስደዱ',
    saved: 'የቐንየልና! ደረጃኹም ተዓቂቡ።',
    sort: 'ስርዓት',
    none: 'ገና ደረጃ ኣይተዋህቦን',
  },
} as const;

const CATEGORY_PAGE = '/courses?category=youtube&limit=48';
const cardRating = (page: Page, id: string) =>
  page.locator(`[data-testid=course-card][data-course-id="${id}"]`).getByTestId('course-rating');

for (const language of ['ti', 'en'] as const) {
  test(`@phone a learner rates a course and sees the card's average change (${language})`, async ({
    page,
  }, info) => {
    const copy = COPY[language];
    await unrate(youtube);
    await unrate(computer);
    // Nobody rated it now (asked of the API: a catalogue page seen before would be in the HTTP cache).
    const before = await (await api.get(`/api/courses/${youtube}`)).json();
    expect(before.data.course.rating).toEqual({ average: null, count: 0 });

    await openIn(page, `/my-course/${youtube}`, language);
    const widget = page.getByTestId('rating-widget');
    await widget.getByRole('radio', { name: copy.stars(4) }).check();
    await widget.getByRole('textbox').fill('ብሩህ ትምህርቲ. Clear lessons.');
    await widget.getByRole('button', { name: copy.submit }).click();
    await expect(widget.getByTestId('rating-outcome')).toHaveText(copy.saved);
    await page.screenshot({ path: `${SHOTS}/widget-${language}-${info.project.name}.png` });

    // Other specs add courses: the demo course's category, on one page.
    await page.goto(CATEGORY_PAGE);
    await expect(cardRating(page, youtube)).toHaveAttribute('data-average', '4');
    await expect(cardRating(page, youtube)).toHaveAttribute('data-count', '1');

    // The course page lists the review with the learner's first name.
    await page.goto(`/course/${youtube}`);
    await expect(page.getByTestId('course-review').first()).toContainText('Clear lessons.');
    await page.screenshot({
      path: `${SHOTS}/course-${language}-${info.project.name}.png`,
      fullPage: true,
    });
  });

  test(`@phone "Highest rated" orders the catalogue (${language})`, async ({ page }, info) => {
    const copy = COPY[language];
    // The academy's mean is 3: the free course scores (5·3 + 5)/6 = 3.33, unrated ones 3, YouTube 2.67.
    await rate(computer, 5);
    await rate(youtube, 1);
    await openIn(page, '/courses', language);
    const answer = page.waitForResponse((res) => res.url().includes('sort=rating'));
    await page.getByLabel(copy.sort, { exact: true }).selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    const order = ((await (await answer).json()).data.courses as Array<{ _id: string }>).map(
      (c) => c._id,
    );
    expect(order[0]).toBe(computer);
    const cards = page.getByTestId('course-card');
    await expect(cards.first()).toHaveAttribute('data-course-id', computer);
    await expect(cards).toHaveCount(order.length);
    const shown = await cards.evaluateAll((all) =>
      all.map((c) => c.getAttribute('data-course-id')),
    );
    expect(shown).toEqual(order);
    // One 1-star rating puts YouTube behind every course nobody rated.
    if (order.includes(youtube)) expect(order.at(-1)).toBe(youtube);

    // The admin sees both ratings in the Reviews screen.
    await page.evaluate((token) => localStorage.setItem('adminToken', token), adminToken);
    await page.goto('/admin/reviews');
    await expect(page.getByTestId('admin-review').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-${language}-${info.project.name}.png` });
  });
}
