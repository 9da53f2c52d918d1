import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { academyApi, demoSignIn, expect, openIn, test } from './fixtures.ts';

/**
 * Media in the browser (spec 001 §2, §4, §5, §6, §8; README "signed link" and "resumable uploads"):
 * an admin uploads a lesson through the admin screens, the connection drops half-way and the tus upload
 * continues from where it stopped, the real worker transcodes it, and the admin player plays the
 * encrypted stream with the admin token on the key request; a visitor is refused the key of a paid
 * lesson and given it once the lesson is a free preview; Upload New Course lists every problem, and
 * when a lesson fails the course is not created twice: only the failed lesson is sent again; the video
 * manager reorders by dragging, edits in place and acts on a selection.
 *
 * Files are made here with ffmpeg: a 6 s 640x360 lesson with grain (about 22 MB, so the 5 MB tus chunks
 * give an interruption in the middle) and a small clean one for the course upload.
 */
const CHUNK = 5 * 1024 * 1024;

let api: APIRequestContext;
let adminToken: string;
let dir: string;
let bigLesson: string;
let smallLesson: string;
let thumbnail: string;

const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  adminToken = (await demoSignIn(api, 'admin')).token;

  dir = mkdtempSync(path.join(tmpdir(), 'media-e2e-'));
  bigLesson = path.join(dir, 'lesson-grain.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-shortest'],
    // Grain makes the file large enough for several chunks.
    ...['-vf', 'noise=alls=20:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', bigLesson],
  ]);
  expect(statSync(bigLesson).size).toBeGreaterThan(3 * CHUNK);
  smallLesson = path.join(dir, 'lesson-small.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100', '-shortest'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      smallLesson,
    ],
  ]);
  thumbnail = path.join(dir, 'cover.png');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=1280x720', '-frames:v', '1', thumbnail]);
});

test.afterAll(async () => {
  await api.dispose();
  rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

/** Opens a page as the signed-in admin by storing the token before any script runs. */
async function openAsAdmin(page: Page, target: string, language: 'ti' | 'en' = 'en') {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('__e2e_admin_set')) {
      localStorage.setItem('adminToken', token);
      sessionStorage.setItem('__e2e_admin_set', '1');
    }
  }, adminToken);
  await openIn(page, target, language);
}

async function createCourse(title: string) {
  const res = await api.post('/api/courses', {
    headers: asAdmin(),
    data: {
      title,
      description: 'Lighting, sound and editing for lessons filmed with a phone.',
      price: 25,
      category: 'video',
      level: 'beginner',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.course as { _id: string; title: string };
}

async function courseVideos(courseId: string) {
  const res = await api.get(`/api/admin/courses/${courseId}/videos`, { headers: asAdmin() });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as {
    videos: Array<{
      _id: string;
      title: string;
      order: number;
      status: string;
      version: number | null;
      isFreePreview: boolean;
    }>;
  };
}

/** Made by the first and third tests, used by the ones after them (serial). */
let lessonCourse: { _id: string; title: string };
let lessonId: string;
let uploadedCourseId: string;

test.describe.configure({ mode: 'serial' });

test('an admin uploads a lesson, the connection drops half-way and the upload continues, and the transcoded lesson plays in the admin player', async ({
  page,
  context,
}) => {
  test.setTimeout(6 * 60_000);
  lessonCourse = await createCourse(`Phone Filming ${runTag()}`);
  await openAsAdmin(page, `/admin/courses/${lessonCourse._id}/videos`);
  await expect(page.getByText('No videos yet')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Video' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${lessonCourse._id}/videos/upload$`));
  // Spec 001 §9: the default order is the existing count plus one.
  await expect(page.getByLabel('Order')).toHaveValue('1');

  // Nothing filled: the Validation Error dialog lists the problems under the spec's heading.
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const invalid = page.getByTestId('validation-dialog');
  await expect(invalid.getByRole('heading', { name: 'Validation Error' })).toBeVisible();
  await expect(invalid).toContainText('Please fix the following errors:');
  for (const message of [
    'Video title is required',
    'Video description is required',
    'Video file is required',
  ]) {
    await expect(invalid).toContainText(message);
  }
  await invalid.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Video title').fill('Light from a window');
  await page.getByLabel('Video description').fill('Where to stand and which way to face.');
  await page.locator('input[type="file"]').setInputFiles(bigLesson);
  await expect(page.getByTestId('chosen-file')).toContainText('lesson-grain.mp4');

  // The second chunk never arrives: the network goes away while it is on its way.
  const seen: Array<{ method: string; offset?: string }> = [];
  let patches = 0;
  await page.route(/\/api\/uploads(\/|$)/, async (route) => {
    const request = route.request();
    seen.push({ method: request.method(), offset: request.headers()['upload-offset'] });
    if (request.method() === 'PATCH' && ++patches === 2) {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload Video' }).click();

  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog.getByTestId('upload-phase')).toHaveAttribute('data-phase', 'offline');
  await expect(dialog).toContainText('Network error during upload');
  const stalledAt = Number(
    (await dialog.getByTestId('upload-percent').textContent())?.replace('%', ''),
  );
  expect(stalledAt).toBeGreaterThan(0);
  expect(stalledAt).toBeLessThan(100);

  await context.setOffline(false);
  await expect(dialog.getByRole('heading', { name: 'Video Uploaded Successfully' })).toBeVisible({
    timeout: 60_000,
  });
  // One upload was created; after the drop the client asked for the offset and went on from there.
  expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  const afterDrop = seen.slice(
    seen.findIndex((r) => r.method === 'PATCH' && r.offset === String(CHUNK)) + 1,
  );
  expect(afterDrop.some((r) => r.method === 'HEAD')).toBe(true);
  const resumed = afterDrop.find((r) => r.method === 'PATCH');
  expect(Number(resumed?.offset)).toBeGreaterThanOrEqual(CHUNK);
  await page.unroute(/\/api\/uploads(\/|$)/);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${lessonCourse._id}/videos$`));
  const row = page.getByTestId('video-row').filter({ hasText: 'Light from a window' });
  await expect(row).toBeVisible();
  // The manager polls while the worker transcodes: processing, then active.
  await expect(row.getByTestId('video-status')).toHaveAttribute('data-status', 'active', {
    timeout: 4 * 60_000,
  });
  lessonId = (await row.getAttribute('data-video-id'))!;

  const keyRequest = page.waitForRequest((request: Request) =>
    /\/api\/videos\/[^/]+\/key\?v=\d+/.test(request.url()),
  );
  await row.getByRole('link', { name: 'Light from a window' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/courses/${lessonCourse._id}/videos/${lessonId}$`),
  );
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  // The key is fetched with the admin's bearer token; playlists and segments carry signed links.
  expect((await keyRequest).headers()['authorization']).toBe(`Bearer ${adminToken}`);
  await expect(page.getByTestId('player-watermark')).toHaveText(lessonCourse.title);
  await expect(page.getByTestId('player-speed').locator('option')).toHaveText([
    '0.5×',
    '0.75×',
    'Normal',
    '1.25×',
    '1.5×',
    '2×',
  ]);
  await player.getByRole('button', { name: 'Play' }).first().click();
  await page.waitForFunction(
    () => (document.querySelector('video')?.currentTime ?? 0) > 1.5,
    null,
    {
      timeout: 30_000,
    },
  );
  // Playing: the controls go after 3 s without activity.
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 6_000 });
  // Spec 001 §6: no context menu on the player.
  const prevented = await player.evaluate((element) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test('a visitor is refused the key of a paid lesson and given it once the admin makes it a free preview', async ({
  page,
  browser,
}) => {
  const { videos } = await courseVideos(lessonCourse._id);
  const lesson = videos.find((v) => v._id === lessonId)!;
  expect(lesson.isFreePreview).toBe(false);
  const keyUrl = `/api/videos/${lesson._id}/key?v=${lesson.version}`;

  const visitor = await browser.newPage();
  await openIn(visitor, '/', 'en');
  const fetchKey = () =>
    visitor.evaluate(async (url) => {
      const res = await fetch(url, { cache: 'no-store' });
      const body = await res.arrayBuffer();
      return {
        status: res.status,
        bytes: body.byteLength,
        cache: res.headers.get('cache-control'),
      };
    }, keyUrl);
  expect((await fetchKey()).status).toBe(401);

  await openAsAdmin(page, `/admin/courses/${lessonCourse._id}/videos`);
  const row = page.getByTestId('video-row').filter({ hasText: 'Light from a window' });
  await row.getByRole('switch', { name: 'Free preview' }).click();
  const notice = page.getByTestId('manager-notice');
  await expect(notice).toHaveText('Video is now a free preview');
  await expect(row.getByRole('switch', { name: 'Free preview' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Spec 001 §8: the free-preview success clears after 3 seconds.
  await expect(notice).toBeHidden({ timeout: 4_500 });

  const served = await fetchKey();
  expect(served).toEqual({ status: 200, bytes: 16, cache: 'no-store' });
  await visitor.close();
});

test('a segment link that has expired (403) is refreshed once and playback goes on', async ({
  page,
}) => {
  // Second segments answer 403 (as expired links do, every time) until the player has asked the API
  // for fresh links: the page's own read of the video is the first, the refresh the second.
  let videoReads = 0;
  let refused = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/videos/${lessonId}`) videoReads += 1;
  });
  await page.route(/\/seg_0001\.m4s/, async (route) => {
    if (videoReads < 2) {
      refused += 1;
      await route.fulfill({ status: 403, body: 'Video access expired. Refresh the video link.' });
      return;
    }
    await route.continue();
  });
  await openAsAdmin(page, `/admin/courses/${lessonCourse._id}/videos/${lessonId}`);
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await player.getByRole('button', { name: 'Play' }).first().click();
  // Past the first segment (4 s): the refused one came with the refreshed links.
  await page.waitForFunction(
    () => (document.querySelector('video')?.currentTime ?? 0) > 4.5,
    null,
    {
      timeout: 30_000,
    },
  );
  expect(refused).toBeGreaterThan(0);
  expect(videoReads).toBe(2);
  await expect(page.getByTestId('player-error')).toHaveCount(0);
  // Spec 001 §4: at the end the video pauses and goes back to the start.
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return !!video && video.paused && video.currentTime === 0 && video.played.length > 0;
    },
    null,
    { timeout: 15_000 },
  );
});

test('Upload New Course lists every problem, then retries only the failed lesson into the one course it created', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  await page.addInitScript(() => {
    window.addEventListener('course:created', () =>
      sessionStorage.setItem('__course_created', '1'),
    );
  });
  await openAsAdmin(page, '/admin/upload');
  await expect(page.getByRole('heading', { name: 'Upload New Course' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Course' }).click();
  const problems = page.getByTestId('course-problems');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Course title is required',
    'Course description is required',
    'Price must be a positive number',
    'Course category is required',
    'Course level is required',
    'Course thumbnail is required',
    'Video 1: Title is required',
    'Video 1: Video file is required',
  ]);

  const title = `Sound for Phone Videos ${runTag()}`;
  await page.getByLabel('Course title').fill(title);
  await page.getByLabel('Course description').fill('Record clean sound without a studio.');
  await page.getByLabel('Price (USD)').fill('12.5');
  await page.getByLabel('Category').selectOption('video');
  await page.getByLabel('Level').selectOption('beginner');
  const tags = page.getByLabel('Tags');
  await tags.fill('sound, phone, editing, extra');
  await tags.blur();
  await expect(tags).toHaveValue('sound, phone, editing');
  await expect(page.getByTestId('tags-cut')).toHaveText('Only the first 3 tags will be saved');
  await page.getByTestId('thumbnail-input').setInputFiles(thumbnail);

  const drafts = page.getByTestId('lesson-draft');
  await drafts.nth(0).getByLabel('Video title').fill('Microphones');
  await drafts.nth(0).locator('input[type="file"]').setInputFiles(smallLesson);
  await page.getByRole('button', { name: 'Add a video lesson' }).click();
  await drafts.nth(1).getByLabel('Video title').fill('Quiet rooms');
  await drafts.nth(1).getByLabel('Free preview').check();
  await drafts.nth(1).locator('input[type="file"]').setInputFiles(smallLesson);

  // The second lesson's upload is refused once.
  let creations = 0;
  await page.route(/\/api\/uploads$/, async (route) => {
    if (route.request().method() === 'POST' && ++creations === 2) {
      // A refusal (4xx) is not retried by tus: the lesson fails and the others go on.
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          data: null,
          message: 'Please select a valid video file',
        }),
      });
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload Course' }).click();
  const overlay = page.getByTestId('upload-overlay');
  await expect(overlay.getByRole('heading', { name: 'Upload Failed' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(overlay).toContainText(
    `The course “${title}” was created, but these parts were not uploaded:`,
  );
  await expect(overlay.getByTestId('failed-parts')).toHaveText(
    'Video 2: Quiet rooms: Please select a valid video file',
  );

  await page.unroute(/\/api\/uploads$/);
  await overlay.getByRole('button', { name: 'Retry failed uploads' }).click();
  await expect(overlay.getByRole('heading', { name: 'Course Uploaded Successfully' })).toBeVisible({
    timeout: 60_000,
  });
  expect(await page.evaluate(() => sessionStorage.getItem('__course_created'))).toBe('1');
  await overlay.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);

  // Exactly one course with that title, holding both lessons in order.
  const list = await api.get(`/api/courses?status=all&search=${encodeURIComponent(title)}`, {
    headers: asAdmin(),
  });
  const found = ((await list.json()).data.courses as Array<{ _id: string; title: string }>).filter(
    (c) => c.title === title,
  );
  expect(found).toHaveLength(1);
  const { videos } = await courseVideos(found[0]!._id);
  expect(videos.map((v) => [v.title, v.order, v.isFreePreview])).toEqual([
    ['Microphones', 1, false],
    ['Quiet rooms', 2, true],
  ]);
  uploadedCourseId = found[0]!._id;
});

test('the video manager reorders by dragging the handle, edits a lesson in place and acts on a selection', async ({
  page,
}) => {
  await openAsAdmin(page, `/admin/courses/${uploadedCourseId}/videos`);
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('video-totals')).toContainText('2 videos');

  // Drag the second lesson's handle above the first with the pointer.
  const handle = rows.nth(1).getByRole('button', { name: 'Move Quiet rooms' });
  const from = (await handle.boundingBox())!;
  const to = (await rows.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('manager-notice')).toHaveText('Videos reordered successfully');
  await page.reload();
  await expect(rows.nth(0)).toContainText('Quiet rooms');
  await expect(rows.nth(1)).toContainText('Microphones');

  // Inline edit: order falls back to 0 and is refused, then saved.
  await rows.nth(1).getByRole('button', { name: 'Edit' }).click();
  await rows.nth(1).getByLabel('Video title').fill('Microphones and cables');
  await rows.nth(1).getByLabel('Order').fill('');
  await rows.nth(1).getByRole('button', { name: 'Save' }).click();
  await expect(rows.nth(1).getByRole('alert')).toHaveText('Order must be at least 1');
  await rows.nth(1).getByLabel('Order').fill('2');
  await rows.nth(1).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('manager-notice')).toHaveText('Video updated successfully');
  await expect(rows.nth(1)).toContainText('Microphones and cables');

  // Selection: both become free previews, then one is deleted after confirming.
  await page.getByLabel('Select all').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Make free preview' }).click();
  await expect(page.getByTestId('manager-notice')).toHaveText('1 video is now a free preview');
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByTestId('delete-videos-dialog');
  await expect(confirm).toContainText('Microphones and cables');
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(page.getByTestId('manager-notice')).toHaveText('1 video deleted');
  await expect(rows).toHaveCount(1);
  const { videos } = await courseVideos(uploadedCourseId);
  expect(videos.map((v) => [v.title, v.isFreePreview])).toEqual([['Quiet rooms', true]]);

  // Re-upload: the same form replaces the lesson's file (tus with the video's id).
  await rows.nth(0).getByRole('link', { name: 'Re-upload' }).click();
  await expect(page.getByRole('heading', { name: 'Re-upload Video' })).toBeVisible();
  await expect(page.getByLabel('Video title')).toHaveValue('Quiet rooms');
  await page.getByLabel('Video description').fill('Rooms that do not echo.');
  await page.locator('input[type="file"]').setInputFiles(smallLesson);
  await page.getByRole('button', { name: 'Upload New File' }).click();
  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog.getByRole('heading', { name: 'Video Uploaded Successfully' })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${uploadedCourseId}/videos$`));
  const after = await api.get(`/api/videos/${videos[0]!._id}`, { headers: asAdmin() });
  const replaced = (await after.json()).data.video as {
    latestVersion: number;
    description: string;
  };
  expect(replaced.latestVersion).toBe(2);
  expect(replaced.description).toBe('Rooms that do not echo.');
  await expect(rows).toHaveCount(1);
});

test('a lesson that does not exist shows Video not found with the way back', async ({ page }) => {
  await openAsAdmin(
    page,
    `/admin/courses/${lessonCourse._id}/videos/00000000-0000-4000-8000-000000000000`,
  );
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Admin Courses' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
});

test('@phone the video manager reorders with a finger and Upload New Course fits a 360 px screen in Tigrinya', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const course = await createCourse(`ስልኪ ${runTag()}`);
  await openAsAdmin(page, `/admin/courses/${course._id}/videos`, 'ti');
  await expect(page.getByRole('heading', { name: 'ቪድዮታት ኣመሓድር' })).toBeVisible();
  await expect(page.getByText('ገና ቪድዮ የለን')).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Two lessons through the multipart route (spec 001 §7), then dragged by touch.
  for (const title of ['ቀዳማይ', 'ካልኣይ']) {
    const res = await api.post('/api/videos/upload', {
      headers: asAdmin(),
      multipart: {
        courseId: course._id,
        title,
        description: 'ፈተነ',
        file: { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: readFileSync(smallLesson) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(2);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const handle = rows.nth(1).getByRole('button', { name: 'ካልኣይ ኣንቀሳቕስ' });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await rows.nth(0).boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    const point = { x, y: y + ((to.y + 5 - y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByTestId('manager-notice')).toHaveText('ቅደም ተኸተል ቪድዮታት ብዓወት ተቐይሩ');
  await expect(rows.nth(0)).toContainText('ካልኣይ');

  await page.goto('/admin/upload');
  await page.getByRole('button', { name: 'ኮርስ ጸዓን' }).click();
  await expect(page.getByTestId('course-problems')).toContainText('ኣርእስቲ ኮርስ የድሊ');
  await expect(page.getByTestId('course-problems')).toContainText('ቪድዮ 1፦ ፋይል ቪድዮ የድሊ');
  expect(await overflow()).toBeLessThanOrEqual(0);
});
