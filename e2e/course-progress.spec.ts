import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test } from './fixtures.ts';

/**
 * A started course looks started (issue 25 §1): course progress is watched time over the course's
 * time, so a learner who watched 20 s of the first lesson sees "Keep going" and Continue on the
 * dashboard, the same figure in the playlist, and Continue resumes the lesson at 20 s. Rotating a
 * phone on the watch page keeps the playlist toggle working (issue 25 §4).
 *
 * The demo lessons last 8 to 12 s, so an admin makes a course here with one 60 s lesson (a small
 * 320x180 file, one rendition) and the demo learner buys it through the test checkout. The 20 s are
 * recorded through the progress API, as the watch page sends them: updates 10 s apart by the device's
 * clock, never more watched time than time elapsed.
 */
const SHOTS = 'test-results/course-progress';
const LESSON_SECONDS = 60;

let api: APIRequestContext;
let learnerToken: string;
let course: { id: string; lesson: string };

const asLearner = () => ({ Authorization: `Bearer ${learnerToken}` });

/** An active course with one 60 s lesson, transcoded, bought by the demo learner. */
async function boughtCourseWithLongLesson(adminToken: string) {
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const made = await api.post('/api/courses', {
    headers: asAdmin,
    data: {
      title: `ስእሊ ብስልኪ ${tag}`,
      description: 'Framing, light and sound for lessons filmed with a phone.',
      price: 12,
      category: 'video',
      level: 'beginner',
      instructor: 'Selam Haile',
      status: 'active',
    },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const id = (await made.json()).data.course._id as string;

  const dir = mkdtempSync(path.join(tmpdir(), 'course-progress-'));
  const file = path.join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=10:duration=${LESSON_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  const upload = await api.post('/api/videos/upload', {
    headers: asAdmin,
    multipart: {
      courseId: id,
      title: 'Holding the phone still',
      description: 'Both hands, elbows in.',
      file: { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: readFileSync(file) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  rmSync(dir, { recursive: true, force: true });
  let lesson = '';
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/courses/${id}/videos`, { headers: asAdmin });
        const video = (await res.json()).data.videos[0] as { _id: string; status: string };
        lesson = video._id;
        return video.status;
      },
      { timeout: 4 * 60_000, intervals: [2_000] },
    )
    .toBe('active');

  const checkout = await api.post('/api/payment/create-checkout-session', {
    headers: asLearner(),
    data: { courseId: id },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const orderId = (await checkout.json()).data.sessionId as string;
  const paid = await api.post(`/api/payment/test-checkout/${orderId}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  return { id, lesson };
}

/**
 * 20 s of the lesson watched, resume point at 20 s: three updates 10 s apart on the device clock. The
 * server credits watched time only as fast as it can have been played (issue 24), so the learner holds
 * an offline licence for the lesson and the events' device times lie 10 s apart inside it, as a phone's
 * queued progress would arrive: no waiting in the test.
 */
async function watchTwentySeconds() {
  const licence = await api.post(`/api/videos/${course.lesson}/offline-licence`, {
    headers: asLearner(),
    data: {},
  });
  expect(licence.ok(), await licence.text()).toBeTruthy();
  const issuedAt = Date.parse((await licence.json()).data.licence.issuedAt);
  for (const seconds of [0, 10, 20]) {
    const res = await api.post('/api/progress/update', {
      headers: asLearner(),
      data: {
        courseId: course.id,
        videoId: course.lesson,
        watchedDuration: seconds,
        totalDuration: LESSON_SECONDS,
        position: seconds,
        timestamp: issuedAt + 1000 + seconds * 1000,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const tokens = await demoTokens(api);
  learnerToken = tokens.learner;
  course = await boughtCourseWithLongLesson(tokens.admin);
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'false');
    if (!sessionStorage.getItem('__e2e_learner_set')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('__e2e_learner_set', '1');
    }
  }, learnerToken);
});

const COPY = {
  en: { keepGoing: 'Keep going!', continue: 'Continue', percentDone: '% done' },
  ti: { keepGoing: 'ቀጽሉ!', continue: 'ቀጽሉ', percentDone: '% ተፈጺሙ' },
} as const;

async function currentTime(page: Page) {
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
}

for (const language of ['ti', 'en'] as const) {
  test(`@phone a learner who watched 20 s sees "keep going" and resumes at 20 s (${language})`, async ({
    page,
  }, info) => {
    const copy = COPY[language];
    await watchTwentySeconds();
    const dashboard = await api.get('/api/progress/dashboard', { headers: asLearner() });
    const mine = (await dashboard.json()).data.courses.find(
      (c: { _id: string }) => c._id === course.id,
    ) as { progress: number };
    // Watched time over the course's time; other runs of this test may have played a little more.
    expect(mine.progress).toBeGreaterThanOrEqual(33);
    expect(mine.progress).toBeLessThan(50);

    await openIn(page, '/dashboard', language);
    const card = page.locator(`[data-testid=dashboard-course][data-course-id="${course.id}"]`);
    await expect(card.getByTestId('card-progress')).toHaveText(`${mine.progress}%`);
    await expect(card.getByTestId('card-status')).toHaveText(copy.keepGoing);
    await expect(card.getByTestId('card-lessons')).toContainText('0/1');
    // The in-progress tile and filter count it.
    await expect(page.getByTestId('stat-in-progress').getByTestId('stat-value')).not.toHaveText(
      '0',
    );
    await page.screenshot({ path: `${SHOTS}/dashboard-${language}-${info.project.name}.png` });

    const action = card.getByTestId('card-action');
    await expect(action).toHaveText(copy.continue);
    await action.click();
    await expect(page).toHaveURL(`/course/${course.id}/watch/${course.lesson}`);
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(19.5);
    expect(await currentTime(page)).toBeLessThan(21);

    // The playlist shows the same course figure.
    const playlist = page.getByTestId('watch-playlist');
    if (info.project.name === 'phone')
      await page.locator('button[aria-controls=watch-panel]').click();
    await expect(playlist.getByTestId('playlist-progress')).toContainText(
      `${mine.progress}${copy.percentDone}`,
    );
    await page.screenshot({ path: `${SHOTS}/watch-${language}-${info.project.name}.png` });
  });
}

test('@phone rotating a 768 px phone to portrait keeps the playlist usable', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 360 });
  await openIn(page, `/course/${course.id}/watch/${course.lesson}`, 'en');
  const toggle = page.locator('button[aria-controls=watch-panel]');
  const playlist = page.getByTestId('watch-playlist');
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  });
  // Landscape, 768 px or more: the playlist is open beside the player.
  await expect(playlist).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await page.setViewportSize({ width: 360, height: 768 });
  // Portrait: the drawer is closed, and the toggle opens and closes it.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(playlist).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(playlist.getByTestId('playlist-lesson')).toHaveCount(1);
  await playlist.getByRole('button', { name: 'Hide course content' }).click();
  await expect(playlist).toHaveCount(0);

  // Turned back: the side panel again.
  await page.setViewportSize({ width: 768, height: 360 });
  await expect(playlist).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
