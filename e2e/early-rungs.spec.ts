import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ffmpegHoldDir } from '../playwright.config.ts';
import { academyApi, demoSignIn, expect, openIn, test } from './fixtures.ts';

/**
 * Issue 28 in a real Chromium: a lesson plays on its first rungs while its bigger ones are still to be
 * encoded, and the player that started then plays on once they join, with no reload.
 *
 * The academy's ffmpeg (e2e/ffmpeg-hold.sh) holds the run that encodes this lesson's 720p rung until
 * the test lets it go: the lesson stays between its two moments ("playable", then "all qualities")
 * for as long as the test needs, whatever the machine's speed. Only this spec's own source is held
 * (by its sha256); the worker's code path is the one every upload takes.
 */

let api: APIRequestContext;
let adminToken: string;
let dir: string;
let source: Buffer;
/** The hold on this spec's source (its 720p run waits while the file exists). */
let hold: string;

const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });
/** The renditions a master playlist lists, in order (their folder names). */
const variantsOf = (master: string) =>
  [...master.matchAll(/\/([^/?\n]+)\/index\.m3u8/g)].map((m) => m[1]);

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  adminToken = (await demoSignIn(api, 'admin')).token;
  dir = mkdtempSync(path.join(tmpdir(), 'early-rungs-e2e-'));
  // 720p: above the first stage (360p and less), so the ladder has a rung that joins later.
  const file = path.join(dir, 'lesson-720p.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=24:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  source = readFileSync(file);
  mkdirSync(ffmpegHoldDir, { recursive: true });
  hold = path.join(ffmpegHoldDir, createHash('sha256').update(source).digest('hex'));
});

test.afterAll(async () => {
  // Released whatever happened, so the academy's worker is free for the specs after this one.
  rmSync(hold, { force: true });
  rmSync(`${hold}.held`, { force: true });
  await api.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** The lesson's course page as a visitor, its free preview started with the Play button. */
async function playPreview(page: Page) {
  const master = page.waitForResponse((res) => /\/master\.m3u8(\?|$)/.test(res.url()));
  await page.getByTestId('preview-facade').getByRole('button', { name: 'Play' }).click();
  return variantsOf(await (await master).text());
}

const currentTime = (page: Page) =>
  page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

test('a lesson plays on its first rungs while the bigger ones are still encoding, and plays on when they join', async ({
  page,
  browser,
}) => {
  // The worker may still be transcoding the demo lessons when this spec starts.
  test.setTimeout(4 * 60_000);
  // Held before the upload, so that the 720p run cannot start before the hold is there.
  writeFileSync(hold, '720p/');
  const courseRes = await api.post('/api/courses', {
    headers: asAdmin(),
    data: {
      title: 'Filming in 720p',
      description: 'A lesson filmed at 720p, playable before its biggest quality is made.',
      price: 20,
      category: 'video',
      level: 'beginner',
    },
  });
  expect(courseRes.status(), await courseRes.text()).toBe(201);
  const courseId = (await courseRes.json()).data.course._id as string;
  const upload = await api.post('/api/videos/upload', {
    headers: asAdmin(),
    multipart: {
      courseId,
      title: 'Light and framing',
      order: '1',
      isFreePreview: 'true',
      file: { name: 'lesson-720p.mp4', mimeType: 'video/mp4', buffer: source },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // The admin sees the first moment: learners can play it, more qualities are coming.
  await page.addInitScript((token) => localStorage.setItem('adminToken', token), adminToken);
  await openIn(page, `/admin/courses/${courseId}/videos`, 'en');
  const badge = page
    .getByTestId('video-row')
    .filter({ hasText: 'Light and framing' })
    .getByTestId('video-status');
  await expect(badge).toHaveAttribute('data-qualities', 'playable', { timeout: 3 * 60_000 });
  await expect(badge).toContainText('Playable · more qualities');
  // The 720p run is waiting on the hold (it starts beside the first stage, once its sound is made).
  await expect.poll(() => existsSync(`${hold}.held`), { timeout: 60_000 }).toBe(true);

  // A visitor plays the free preview on the early master playlist: the first rungs and the audio only.
  const visitor = await browser.newPage();
  const masters: string[] = [];
  visitor.on('request', (req) => {
    if (/\/master\.m3u8(\?|$)/.test(req.url())) masters.push(req.url());
  });
  await openIn(visitor, `/course/${courseId}`, 'en');
  expect(await playPreview(visitor)).toEqual(['360p', '240p', '180p', 'audio']);
  const player = visitor.getByTestId('course-preview').getByTestId('video-player');
  await visitor.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1);
  // Paused (as a viewer may) while the 720p rung is made, so that what is left of the lesson plays
  // after it joined however long that takes.
  await visitor.evaluate(() => document.querySelector('video')!.pause());
  const pausedAt = await currentTime(visitor);
  expect(await badge.getAttribute('data-qualities')).toBe('playable');

  // Let the 720p run go: the version completes and the admin's badge says so (it polls meanwhile).
  rmSync(hold);
  await expect(badge).toHaveAttribute('data-qualities', 'all', { timeout: 2 * 60_000 });
  await expect(badge).toHaveText('Active · all qualities');

  // The player that started on the early master plays on, with no reload and no error.
  await player.getByRole('button', { name: 'Play' }).first().click();
  await visitor.waitForFunction(
    (from) => (document.querySelector('video')?.currentTime ?? 0) > from + 1.5,
    pausedAt,
  );
  await expect(player.getByTestId('player-error')).toHaveCount(0);
  expect(masters).toHaveLength(1);

  // A player loaded now gets every rung.
  await visitor.reload();
  expect(await playPreview(visitor)).toEqual(['720p', '360p', '240p', '180p', 'audio']);
  await visitor.close();
});
