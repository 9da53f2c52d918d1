import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import {
  academyApi,
  demoTokens,
  expect,
  openIn,
  seedStorage,
  test,
  transcodedDemoCourse,
} from './fixtures.ts';

/**
 * Lessons for learners with little data (issue 11): every list of lessons says what each lesson and
 * the whole course cost in MB at the quality that will play, the same figures the transcoder stored;
 * the data saver keeps playback on the smallest picture or on sound only, and no other rendition is
 * downloaded; a connection the phone marks as metered gets the data saver suggested once.
 *
 * It uses the demo learner's YouTube course (three lessons, the first a free preview).
 */

interface Size {
  name: string;
  height: number | null;
  bandwidth: number;
  bytes: number;
}
interface Lesson {
  _id: string;
  title: string;
  sizes: Size[];
}

let api: APIRequestContext;
let learnerToken: string;
let courseId: string;
let lessons: Lesson[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const tokens = await demoTokens(api);
  learnerToken = tokens.learner;
  courseId = await transcodedDemoCourse(api, 'youtube', tokens.admin);
  lessons = (await (await api.get(`/api/courses/${courseId}`)).json()).data.course.videos;
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

const signIn = (page: Page) => seedStorage(page, 'token', learnerToken);

const smallest = (sizes: Size[]) =>
  [...sizes].filter((s) => s.height !== null).sort((a, b) => a.height! - b.height!)[0]!;
const audio = (sizes: Size[]) => sizes.find((s) => s.height === null)!;

/** "12.3 MB" / "12.3 ሜባ", as a learner reads it. */
const megabytes = (bytes: number, unit: string) =>
  `${(bytes / 1_000_000).toFixed(bytes < 100_000_000 ? 1 : 0)} ${unit}`;

/**
 * The sizes shown in a list of lessons, checked against the API's: each lesson shows the bytes of a
 * rendition the API stored for it, in MB, and the course total is their sum.
 */
async function expectSizes(
  list: Locator,
  total: Locator,
  unit: string,
  pick?: (s: Size[]) => Size,
): Promise<Size[]> {
  const shown = list.getByTestId('lesson-size');
  await expect(shown).toHaveCount(lessons.length);
  const playing: Size[] = [];
  let sum = 0;
  for (const [i, lesson] of lessons.entries()) {
    const item = shown.nth(i);
    const rendition = await item.getAttribute('data-rendition');
    const stored = lesson.sizes.find((s) => s.name === rendition);
    expect(stored, `lesson ${i + 1} shows a rendition it has`).toBeTruthy();
    if (pick) expect(rendition).toBe(pick(lesson.sizes).name);
    else expect(stored!.height, 'with the data saver off, a picture plays').not.toBeNull();
    await expect(item).toHaveText(megabytes(stored!.bytes, unit));
    playing.push(stored!);
    sum += stored!.bytes;
  }
  await expect(total).toHaveAttribute('data-bytes', String(sum));
  await expect(total).toContainText(megabytes(sum, unit));
  return playing;
}

test('@phone the course page, the bought course and the watch playlist show the stored sizes in MB', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const unit = phone ? 'ሜባ' : 'MB';
  for (const lesson of lessons) expect(lesson.sizes.length).toBeGreaterThanOrEqual(2);
  await signIn(page);

  await openIn(page, `/course/${courseId}`, phone ? 'ti' : 'en');
  const curriculum = page.getByTestId('course-curriculum');
  const courseTotal = page.getByRole('main').getByTestId('course-size').last();
  const atStart = await expectSizes(curriculum, courseTotal, unit);

  await page.goto(`/my-course/${courseId}`);
  await expectSizes(
    page.getByTestId('my-course-curriculum'),
    page.getByRole('main').getByTestId('course-size'),
    unit,
  );

  // The data saver changes every figure at once: audio only, chosen beside the player.
  await page.goto(`/course/${courseId}/watch/${lessons[1]!._id}`);
  const saver = page.getByTestId('data-saver');
  // Each choice says what this lesson costs with it: "Audio only · 0.2 MB".
  await expect(saver.getByTestId('option-size')).toHaveText([
    megabytes(atStart[1]!.bytes, unit),
    megabytes(smallest(lessons[1]!.sizes).bytes, unit),
    megabytes(audio(lessons[1]!.sizes).bytes, unit),
  ]);
  await saver.getByTestId('data-saver-option').nth(2).click();
  await expect(saver).toHaveAttribute('data-mode', 'audio');
  if (phone) await page.locator('button[aria-controls=watch-panel]').click();
  const playlist = page.getByTestId('watch-playlist');
  await expectSizes(playlist, playlist.getByTestId('course-size'), unit, audio);
});

/** The rendition folders of the lesson's segments and init segments fetched so far. */
function renditionsFetched(requests: Request[], lessonId: string): Set<string> {
  const found = new Set<string>();
  for (const request of requests) {
    const path = new URL(request.url()).pathname;
    const media = /^\/api\/media\/([^/]+)\/v\d+\/([^/]+)\/(?:init\.mp4|seg_\d+\.m4s)$/.exec(path);
    if (media && media[1] === lessonId) found.add(media[2]!);
  }
  return found;
}

test('@phone with the data saver on, only the smallest picture downloads; audio only fetches sound and shows the poster', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const lesson = lessons[1]!;
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await signIn(page);
  // As if chosen before: the lesson opens with the data saver on.
  await seedStorage(page, 'dataSaver', 'smallest');
  await openIn(page, `/course/${courseId}/watch/${lesson._id}`, phone ? 'ti' : 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('data-saver')).toHaveAttribute('data-mode', 'smallest');
  await player
    .getByRole('button', { name: phone ? 'ኣጻውት' : 'Play' })
    .first()
    .click();
  await page.waitForFunction(() => document.querySelector('video')!.currentTime > 3, null, {
    timeout: 30_000,
  });
  expect([...renditionsFetched(requests, lesson._id)]).toEqual([smallest(lesson.sizes).name]);
  const picture = await page.evaluate(() => document.querySelector('video')!.videoHeight);
  expect(picture).toBeGreaterThan(0);

  // Audio only, chosen while playing: the lesson goes on from where it was, with sound only.
  const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
  requests.length = 0;
  await page.getByTestId('data-saver-option').nth(2).click();
  await expect(page.getByTestId('audio-only-poster')).toBeVisible();
  await page.waitForFunction(
    (at) => {
      const video = document.querySelector('video')!;
      return !video.paused && video.currentTime > at + 1;
    },
    before,
    { timeout: 30_000 },
  );
  const after = await page.evaluate(() => document.querySelector('video')!.currentTime);
  expect(after).toBeLessThan(before + 6);
  expect([...renditionsFetched(requests, lesson._id)]).toEqual([audio(lesson.sizes).name]);
  // Reloaded where it was: sound segments (2 s each) from the position on, never from the start.
  const firstSound = requests
    .map((r) => /\/audio\/(seg_\d+)\.m4s$/.exec(new URL(r.url()).pathname)?.[1])
    .find(Boolean);
  const index = Number(firstSound?.slice(4));
  expect(index, `first sound segment ${firstSound} at ${before} s`).toBeGreaterThanOrEqual(
    Math.floor(before / 2),
  );
  expect(index).toBeLessThanOrEqual(Math.floor(before / 2) + 1);
  expect(await page.evaluate(() => document.querySelector('video')!.videoHeight)).toBe(0);
  // The poster is the lesson's still frame, shown over the picture that is not downloaded.
  const poster = page.getByTestId('audio-only-poster');
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('@phone a metered connection gets the data saver suggested once; the profile offers the same setting', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {
        saveData: true,
        effectiveType: '4g',
        addEventListener() {},
        removeEventListener() {},
      },
    });
  });
  await signIn(page);
  await openIn(page, `/course/${courseId}/watch/${lessons[0]!._id}`, phone ? 'ti' : 'en');
  const suggestion = page.getByTestId('data-saver-suggestion');
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('button', { name: phone ? 'ኣብርህ' : 'Turn on' }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(page.getByTestId('data-saver')).toHaveAttribute('data-mode', 'smallest');

  // Never again, on this lesson or another, even with the data saver turned off.
  await page.getByTestId('data-saver-option').first().click();
  await page.goto(`/course/${courseId}/watch/${lessons[1]!._id}`);
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect(page.getByTestId('data-saver')).toHaveAttribute('data-mode', 'off');
  await expect(suggestion).toHaveCount(0);

  await page.goto('/profile');
  const card = page.getByTestId('data-saver-card');
  await card.getByTestId('data-saver-option').nth(2).click();
  await expect(card.getByRole('radio', { checked: true })).toHaveValue('audio');
  await page.goto(`/course/${courseId}/watch/${lessons[1]!._id}`);
  await expect(page.getByTestId('data-saver')).toHaveAttribute('data-mode', 'audio');
  await expect(page.getByTestId('audio-only-poster')).toBeVisible();
});
