import type { APIRequestContext, Page } from '@playwright/test';
import {
  academyApi,
  DEMO_LEARNER,
  demoTokens,
  expect,
  openIn,
  test,
  transcodedDemoCourse,
} from './fixtures.ts';

/**
 * Content protection on the learner player (spec 000 §4 "Protection", §9; issue 10): the learner's
 * 8-hex code moves over the picture and stays inside the full-screen element, the protected keys are
 * cancelled, a screen capture started from the page blocks and pauses the lesson until the learner says
 * the tools are off, an admin on the admin player is never blocked, and the admin traces a code back to
 * the learner. Uses the demo data: the demo learner owns the YouTube course (three short lessons).
 */

let api: APIRequestContext;
let learnerToken: string;
let adminToken: string;
let course: { id: string; lessonIds: string[] };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  ({ learner: learnerToken, admin: adminToken } = await demoTokens(api));
  const id = await transcodedDemoCourse(api, 'youtube', adminToken);
  const lessons = (await (await api.get(`/api/videos/course/${id}/version/1`)).json()).data
    .videos as Array<{ _id: string }>;
  course = { id, lessonIds: lessons.map((l) => l._id) };
});

test.afterAll(async () => {
  await api.dispose();
});

/**
 * Headless Chromium answers getDisplayMedia with its own screen picker, a browser dialog that takes the
 * page's input until it is closed. The page's side of the call is what the player watches, so the
 * browser's answer is made at once instead: a refusal, as a learner closing the picker would give.
 */
async function answerCapturesAtOnce(page: Page) {
  await page.addInitScript(() => {
    navigator.mediaDevices.getDisplayMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}

async function openAsLearner(page: Page, language: 'ti' | 'en') {
  await answerCapturesAtOnce(page);
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'false');
    if (!sessionStorage.getItem('__e2e_learner_set')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('__e2e_learner_set', '1');
    }
  }, learnerToken);
  await openIn(page, `/course/${course.id}/watch/${course.lessonIds[1]}`, language);
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('viewer-code')).toHaveText(/^[0-9a-f]{8}$/, { timeout: 15_000 });
  return player;
}

const codePlace = (page: Page) =>
  page.getByTestId('viewer-code').evaluate((el) => `${el.style.left},${el.style.top}`);

test('@phone the learner’s code moves over the picture and stays in the full-screen element', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const player = await openAsLearner(page, phone ? 'ti' : 'en');
  const code = await page.getByTestId('viewer-code').textContent();
  await expect(page.getByTestId('protection-notice')).toBeVisible();

  // It is the code the server gave this learner's session, and it moves every second.
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('drm_session')))!);
  expect(session.viewerCode).toBe(code);
  const first = await codePlace(page);
  await expect.poll(() => codePlace(page), { timeout: 5_000 }).not.toBe(first);

  await player
    .getByRole('button', { name: phone ? 'ምሉእ ስክሪን' : 'Full screen', exact: true })
    .click();
  await page.waitForFunction(() => document.fullscreenElement !== null);
  const inFullscreen = await page.evaluate(() => {
    const full = document.fullscreenElement!;
    const mark = full.querySelector('[data-testid="viewer-code"]');
    return { tag: full.tagName, code: mark?.textContent ?? null };
  });
  expect(inFullscreen).toEqual({ tag: 'DIV', code });
  await page.screenshot({
    path: `docs/screenshots/player-watermark-${phone ? 'ti-phone' : 'en-desktop'}.png`,
  });
  await page.evaluate(() => document.exitFullscreen());
});

test('the protected keys are cancelled while the lesson is on screen', async ({ page }) => {
  await openAsLearner(page, 'en');
  const cancelled = await page.evaluate(() => {
    const press = (init: KeyboardEventInit) =>
      !document.body.dispatchEvent(
        new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }),
      );
    return {
      save: press({ key: 's', ctrlKey: true }),
      print: press({ key: 'p', ctrlKey: true }),
      source: press({ key: 'u', ctrlKey: true }),
      devtools: press({ key: 'F12' }),
      reload: press({ key: 'F5' }),
      gameBar: press({ key: 'g', metaKey: true }),
      snip: press({ key: 'S', metaKey: true, shiftKey: true }),
      plainK: press({ key: 'k' }),
    };
  });
  expect(cancelled).toEqual({
    save: true,
    print: true,
    source: true,
    devtools: true,
    reload: true,
    gameBar: true,
    snip: true,
    plainK: false,
  });
});

test('@phone a screen capture started from the page blocks and pauses the lesson until the tools are off', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const player = await openAsLearner(page, phone ? 'ti' : 'en');
  await player.focus();
  await page.keyboard.press('k');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);

  await page.evaluate(() => {
    void navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => undefined);
  });
  const overlay = page.getByTestId('recording-blocked');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(phone ? 'ምቕዳሕ ተረኺቡ ተዓጊቱ' : 'RECORDING DETECTED AND BLOCKED');
  expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
  // The lesson cannot be restarted underneath the overlay.
  await page.evaluate(() =>
    document
      .querySelector('video')!
      .play()
      .catch(() => undefined),
  );
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);

  await overlay
    .getByRole('button', { name: phone ? 'መሳርሒታት ምቕዳሕ ኣጥፊአዮም' : "I've disabled recording tools" })
    .click();
  await expect(overlay).toHaveCount(0);

  // The report reached the server, as a strong signal against this learner's session.
  const me = (await (
    await api.get('/api/auth/me', { headers: { Authorization: `Bearer ${learnerToken}` } })
  ).json()) as { data: { _id?: string; id?: string; user?: { _id: string } } };
  const userId = me.data.user?._id ?? me.data._id ?? me.data.id;
  const reports = await (
    await api.get(`/api/admin/users/${userId}/violations`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json();
  expect(reports.data.violations.some((v: { kind: string }) => v.kind === 'screen_capture')).toBe(
    true,
  );
});

test('an admin on the admin player is not blocked, and traces a learner’s code on Trace a recording', async ({
  page,
}) => {
  // The learner's code, as it would be read off a recording.
  const drm = await (
    await api.get(`/api/drm/videos/${course.lessonIds[1]}`, {
      headers: { Authorization: `Bearer ${learnerToken}` },
    })
  ).json();
  const code = drm.data.video.drm.viewerCode as string;

  await answerCapturesAtOnce(page);
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('adminToken', token);
  }, adminToken);
  await openIn(page, `/admin/courses/${course.id}/videos/${course.lessonIds[1]}`, 'en');
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  });
  await page.evaluate(() => {
    void navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => undefined);
  });
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('recording-blocked')).toHaveCount(0);
  await expect(page.getByTestId('viewer-watermark')).toHaveCount(0);

  await page.goto('/admin/trace');
  await page.getByLabel('Code from the recording').fill(code.toUpperCase());
  await page.getByRole('button', { name: 'Trace' }).click();
  const result = page.getByTestId('trace-result');
  await expect(result).toContainText(DEMO_LEARNER.email);
  await expect(result.getByTestId('trace-session').first()).toBeVisible();
});
