import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * A failed playback is honest (issue 27 §3), in a real Chromium: every media segment of the lesson is
 * replaced by garbage through request routing, so the engine cannot decode the lesson. The viewer
 * sees that this device could not play it, with Retry; never "requires course purchase", never a
 * completion, never the next lesson. On the watch page (a learner's bought lesson) and on the course
 * page's free preview (a visitor). The states of the failure box in each language and for each cause
 * are component tests (pwa/src/learning/watch/failed-playback.test.tsx).
 */

let api: APIRequestContext;
let learnerToken: string;
let owned: { id: string; lessons: Array<{ _id: string }> };
let notOwned: string;

test.beforeAll(async ({ playwright }) => {
  // The worker transcodes the demo lessons after the server starts.
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const tokens = await demoTokens(api);
  learnerToken = tokens.learner;
  const ownedId = await transcodedDemoCourse(api, 'youtube', tokens.admin);
  const lessons = (await (await api.get(`/api/videos/course/${ownedId}/version/1`)).json()).data
    .videos as Array<{ _id: string }>;
  owned = { id: ownedId, lessons };
  notOwned = await transcodedDemoCourse(api, 'video', tokens.admin);
});

test.afterAll(async () => {
  await api.dispose();
});

/** Every media segment arrives as bytes no engine can decode; progress requests are recorded. */
async function breakSegments(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  await page.route(/\/seg_\d+\.m4s/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'video/mp4',
      body: Buffer.alloc(4096, 0x5a),
    }),
  );
  const progress: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/progress/')) progress.push(path);
  });
  return progress;
}

/** The failure box a viewer sees: the device could not play it, Retry, the reason folded away. */
async function expectHonestFailure(page: Page, player: Locator) {
  const failure = player.getByTestId('player-error');
  await expect(failure).toHaveAttribute('data-kind', 'device', { timeout: 45_000 });
  await expect(failure).toContainText('This lesson could not be played on this device.');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(failure.getByText('Technical details')).toBeVisible();
  await expect(page.getByText('This video requires course purchase')).toHaveCount(0);
}

test('a lesson the device cannot decode says so, with Retry, and neither completes nor moves on', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  const progress = await breakSegments(page);

  // A visitor's free preview on the course page. Retry starts the player afresh (that it ends as
  // honestly again, once the last player let go of the <video>, is use-shaka-player.test.tsx's).
  await openIn(page, `/course/${notOwned}`, 'en');
  // The player loads on the visitor's tap (the course page shows the lesson's picture until then).
  await page.getByTestId('preview-facade').getByRole('button', { name: 'Play' }).click();
  const preview = page.getByTestId('course-preview').getByTestId('video-player');
  await expectHonestFailure(page, preview);
  await preview.getByRole('button', { name: 'Retry' }).click();
  await expect(preview.getByTestId('player-error')).toHaveCount(0);

  // A learner's bought lesson on the watch page.
  await page.addInitScript((token) => localStorage.setItem('token', token), learnerToken);
  const watch = `/course/${owned.id}/watch/${owned.lessons[1]!._id}`;
  await page.goto(watch);
  await expectHonestFailure(page, page.getByTestId('video-player'));
  await expect(page).toHaveURL(watch);
  expect(progress.filter((path) => path.endsWith('/complete-video'))).toEqual([]);
});
