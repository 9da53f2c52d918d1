import type { APIRequestContext, Page } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * The learner player (spec 000 §2 Watch page and Course detail, §4 Playback and Video, issue 14):
 * a bought lesson plays; progress made offline, with the tab closed, reaches the server when the app
 * is opened again; random connection drops and reloads lose no update and send none twice (counted by
 * the server); the next lesson starts at the end and the last one notes the course is done; a locked
 * lesson sends a learner to checkout; a visitor plays a free preview on the course page and on the
 * watch page, a lesson nobody has started fetches only its first seconds, and a shared preview link
 * downloads what the first frame needs before the rest.
 *
 * It uses the demo data a fresh start makes: the demo learner owns the YouTube course, whose three
 * lessons (8, 10, 12 s; the first a free preview) the worker transcodes in the first minute.
 */

interface Lesson {
  _id: string;
  title: string;
}
let api: APIRequestContext;
let learnerToken: string;
let owned: { id: string; lessons: Lesson[] };
let notOwned: { id: string; lessons: Lesson[] };

/** The demo course of a category, its three lessons transcoded. */
async function demoCourse(category: 'youtube' | 'video', adminToken: string) {
  const id = await transcodedDemoCourse(api, category, adminToken);
  const lessons = (await (await api.get(`/api/videos/course/${id}/version/1`)).json()).data
    .videos as Lesson[];
  return { id, lessons };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  // The worker transcodes the six demo lessons of the two courses after the server starts.
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const tokens = await demoTokens(api);
  learnerToken = tokens.learner;
  owned = await demoCourse('youtube', tokens.admin);
  notOwned = await demoCourse('video', tokens.admin);
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

async function signIn(page: Page) {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('__e2e_learner_set')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('__e2e_learner_set', '1');
    }
  }, learnerToken);
}

const watchPath = (course: { id: string; lessons: Lesson[] }, index: number) =>
  `/course/${course.id}/watch/${course.lessons[index]!._id}`;

/** The <video>'s current time, once the player has started it past `seconds`. */
async function playsPast(page: Page, seconds: number, scope = 'body') {
  await page.waitForFunction(
    ([s, root]) =>
      ((document.querySelector(root!)?.querySelector('video')?.currentTime ?? 0) as number) >
      Number(s),
    [seconds, scope] as const,
    { timeout: 30_000 },
  );
}

async function serverProgress(lessonId: string) {
  const res = await api.get(`/api/progress/course/${owned.id}`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const data = (await res.json()).data as {
    videos: Array<{
      _id: string;
      progress: { lastPosition: number; acceptedUpdates: number; isCompleted: boolean };
    }>;
  };
  return data.videos.find((v) => v._id === lessonId)!.progress;
}

test('@phone a learner opens a bought lesson and it plays, with the playlist and the learner controls', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  await signIn(page);
  await openIn(page, watchPath(owned, 1), phone ? 'ti' : 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('player-speed').locator('option')).toHaveCount(8);
  // From 768 px the playlist is open beside the player; below, it is a drawer behind a button.
  const playlist = page.getByTestId('watch-playlist');
  if (phone) {
    await expect(playlist).toHaveCount(0);
    await page.locator('button[aria-controls=watch-panel]').click();
  }
  await expect(playlist.getByTestId('playlist-lesson')).toHaveCount(3);
  await expect(playlist.getByTestId('playlist-progress')).toBeVisible();
  if (phone) await playlist.getByRole('button', { name: 'ትሕዝቶ ኮርስ ሕባእ' }).click();
  await player
    .getByRole('button', { name: phone ? 'ኣጻውት' : 'Play' })
    .first()
    .click();
  await playsPast(page, 1);
  // Key 0 goes back to the start. Where the key sent the lesson is read as the seek begins: the
  // lesson plays on after it, and on a busy machine more than a second passed before a later read
  // (1.24 s read after a seek to 0, with the machine's two cores loaded).
  await player.focus();
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.addEventListener(
      'seeking',
      () => ((window as unknown as { seekedTo: number }).seekedTo = video.currentTime),
      { once: true },
    );
  });
  await page.keyboard.press('0');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seekedTo?: number }).seekedTo))
    .toBeLessThan(0.5);
});

test('progress made offline with the tab closed reaches the server when the app is opened again', async ({
  page,
  context,
}) => {
  const lesson = owned.lessons[1]!;
  await signIn(page);
  await openIn(page, watchPath(owned, 1), 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await player.getByRole('button', { name: 'Play' }).first().click();
  await playsPast(page, 2);
  await context.setOffline(true);
  // The controls hide 3 s after playback starts, and the pointer still rests where Play was: moved
  // over the picture, as a learner's would, it brings them back.
  await player.hover({ position: { x: 10, y: 10 } });
  await player.getByRole('button', { name: 'Pause' }).first().click();
  const paused = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect(page.getByTestId('progress-sync')).toHaveAttribute('data-state', 'waiting');
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await openIn(again, '/', 'en');
  await expect
    .poll(async () => (await serverProgress(lesson._id)).lastPosition, { timeout: 20_000 })
    .toBeCloseTo(paused, 0);
});

test('random connection drops and reloads while progress is made lose no update and send none twice', async ({
  page,
  context,
}) => {
  test.setTimeout(5 * 60_000);
  const lesson = owned.lessons[2]!;
  const before = (await serverProgress(lesson._id)).acceptedUpdates;
  // Every update the app queues, by its device time, across reloads.
  const queued = new Set<number>();
  await page.exposeBinding('__queued', (_source, detail: { kind: string; timestamp: number }) => {
    if (detail.kind === 'update') queued.add(detail.timestamp);
  });
  // Every update sent, by its device time. A save made while a page unloads (a reload) is queued
  // where this binding may no longer hear it, and sent by the next page: it counts as sent.
  // Counted by intercepting, not by the 'request' event: a request the unloading page starts may
  // reach the server while its event comes without its body (accepted 54 for 53 heard, under load);
  // an intercepted request cannot pass unseen.
  const sent = new Set<number>();
  await context.route('**/api/progress/update', async (route) => {
    const request = route.request();
    if (request.method() === 'POST')
      sent.add((request.postDataJSON() as { timestamp: number }).timestamp);
    await route.continue();
  });
  await page.addInitScript(() =>
    window.addEventListener('academy:progress-queued', (event) =>
      (window as unknown as { __queued: (d: unknown) => void }).__queued(
        (event as CustomEvent).detail,
      ),
    ),
  );
  await signIn(page);
  await openIn(page, watchPath(owned, 2), 'en');
  const player = page.getByTestId('video-player');
  // The service worker (which would hold the app's files offline) is blocked in these tests, so the
  // connection only drops once a page has loaded everything it needs.
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  let offline = false;
  // A fixed seed, so a failure can be replayed.
  let seed = 14;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

  // 50 steps take about 45 s; with this seed they hold 16 connection changes, 9 reloads and 25 plays
  // with a pause. The 100 steps this test took before cost CI another 45 s.
  for (let step = 0; step < 50; step++) {
    const roll = random();
    if (roll < 0.35) {
      offline = !offline;
      await context.setOffline(offline);
    } else if (roll < 0.5) {
      // Reloading needs the page itself: offline, the service worker is blocked in these tests.
      if (offline) await context.setOffline((offline = false));
      await page.reload();
      await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    } else {
      await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
      await player.focus();
      await page.keyboard.press('0');
      await page.keyboard.press('k');
      await page.waitForTimeout(300 + Math.floor(random() * 500));
      await page.keyboard.press('k');
      await expect(player.getByRole('button', { name: 'Play' }).first()).toBeVisible();
    }
  }
  await context.setOffline(false);
  await page.reload();
  expect(queued.size).toBeGreaterThan(10);
  // None lost: every update queued was sent; none counted twice: the server accepted each sent one once.
  await expect.poll(() => [...queued].filter((t) => !sent.has(t)), { timeout: 60_000 }).toEqual([]);
  await expect
    .poll(async () => (await serverProgress(lesson._id)).acceptedUpdates - before, {
      timeout: 60_000,
    })
    .toBe(sent.size);
});

test('a connection that drops mid-lesson for longer than the retries last: the lesson waits and plays on where it was', async ({
  page,
  context,
}) => {
  // The lesson's segments from the third on (2 s each, the first 1 s) are held until the connection
  // has dropped: the drop then comes mid-lesson however fast this machine buffers.
  let offline = false;
  let drop!: () => void;
  const dropped = new Promise<void>((resolve) => (drop = resolve));
  const held = /\/seg_(000[2-9]|00[1-9]\d)\.m4s/;
  await context.route(held, async (route) => {
    await dropped;
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await signIn(page);
  await openIn(page, watchPath(owned, 1), 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await player.getByRole('button', { name: 'Play' }).first().click();
  await playsPast(page, 0.5);

  await context.setOffline((offline = true));
  drop();
  await expect(player.getByTestId('player-note')).toHaveText(
    "You're offline. The lesson goes on when the connection returns.",
  );
  // Offline for longer than three retries 1 s apart take: they used to end in "could not be loaded".
  await page.waitForTimeout(5_000);
  await expect(player.getByTestId('player-error')).toHaveCount(0);
  await expect(player.getByTestId('player-note')).toBeVisible();

  await context.unroute(held);
  await context.setOffline((offline = false));
  await playsPast(page, 4);
  await expect(player.getByTestId('player-note')).toHaveCount(0);
});

test('the next lesson starts at the end, and the last one notes that the course is done', async ({
  page,
}) => {
  await signIn(page);
  await openIn(page, watchPath(owned, 1), 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await player.getByRole('button', { name: 'Play' }).first().click();
  await player.focus();
  await page.keyboard.press('9');
  await expect(page).toHaveURL(new RegExp(`${watchPath(owned, 2)}$`), { timeout: 20_000 });
  await playsPast(page, 0.5);
  await player.focus();
  await page.keyboard.press('9');
  await expect(page.getByTestId('course-done')).toBeVisible({ timeout: 20_000 });
});

test('a locked lesson tells a visitor to sign in, and sends a learner to checkout after 2 s', async ({
  page,
}) => {
  await openIn(page, watchPath(notOwned, 0), 'en');
  // A locked lesson is aria-disabled (it cannot be chosen) but still answers a click with the notice.
  // `force` skips the check for being enabled, and with it the wait until the lesson is shown: the
  // app's playlist stands hidden behind the server's drawing of this free preview until the player
  // shows its poster, and a click on it there lands nowhere.
  const locked = page.getByTestId('playlist-lesson').nth(1);
  await expect(locked).toBeVisible();
  await locked.click({ force: true });
  await expect(page.getByTestId('locked-notice')).toContainText('Please sign in or purchase');

  await signIn(page);
  await page.reload();
  await expect(locked).toBeVisible();
  await locked.click({ force: true });
  await expect(page.getByTestId('locked-notice')).toContainText('Redirecting to checkout');
  // The course's checkout page starts the checkout at once: without Stripe keys, the test checkout.
  await expect(page).toHaveURL(/\/api\/payment\/test-checkout\//, { timeout: 10_000 });
  await expect(page.getByText('TEST PAYMENT', { exact: false })).toBeVisible();
});

test('@phone a visitor plays a free preview on the course page and on the watch page', async ({
  page,
}, info) => {
  const language = info.project.name === 'phone' ? 'ti' : 'en';
  await openIn(page, `/course/${notOwned.id}`, language);
  const preview = page.getByTestId('course-preview');
  const play = language === 'ti' ? 'ኣጻውት' : 'Play';
  // The course page shows the lesson's picture; the player (with Shaka) loads on the tap and starts.
  await preview.getByTestId('preview-facade').getByRole('button', { name: play }).click();
  await playsPast(page, 1, '[data-testid=course-preview]');

  await openIn(page, watchPath(notOwned, 0), language);
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  });
  await page.getByTestId('video-player').getByRole('button', { name: play }).first().click();
  await playsPast(page, 1);
});

test('a lesson nobody has started fetches its first 3 s only, and the rest once it plays', async ({
  page,
}) => {
  const segments: string[] = [];
  page.on('request', (req) => {
    const segment = /\/(\d+p)\/(seg_\d+)\.m4s/.exec(req.url());
    if (segment) segments.push(`${segment[1]}/${segment[2]}`);
  });
  await openIn(page, watchPath(notOwned, 0), 'en');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  const bufferedEnd = () =>
    page.evaluate(() => {
      const video = document.querySelector('video')!;
      return {
        end: video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0,
        duration: video.duration,
      };
    });
  // Before the first play the player fetches the first two segments, 1 s and 2 s long
  // (BEFORE_PLAY_BUFFER_S, pwa/src/media/shaka-session.ts)…
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video?.buffered.length && video.buffered.end(video.buffered.length - 1) >= 2.5;
  });
  // …and nothing more while it stays paused: not the next, 4 s long, nor the lesson's end, which on
  // this link used to arrive at once. (A window to see that nothing comes.)
  await page.waitForTimeout(2_000);
  const paused = await bufferedEnd();
  expect(paused.end).toBeLessThan(3.5);
  expect(segments.filter((name) => !/seg_000[01]$/.test(name))).toEqual([]);
  const beforePlay = segments.length;

  await player.getByRole('button', { name: 'Play' }).first().click();
  await expect
    .poll(async () => (await bufferedEnd()).end, { timeout: 30_000 })
    .toBeGreaterThan(paused.duration - 0.5);
  expect(segments.length).toBeGreaterThan(beforePlay);
});

test('@phone a shared free-preview link downloads the first frame first: Shaka named in the page, the start playlist beside the master, no progress queue for a visitor, fonts after the frame', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener(
      'loadeddata',
      () => {
        (window as unknown as { __firstFrameAt: number }).__firstFrameAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    if (res.url().includes('/assets/')) encodings.set(res.url(), res.headers()['content-encoding']);
  });
  await openIn(page, watchPath(notOwned, 0), 'ti');
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  });
  // The regular Ethiopic face is declared at the first frame; the page's text then asks for it. A
  // lesson that has buffered nothing 5 s after the app started gets it then (FONTS_WAIT_FOR_NOTHING_MS
  // in pwa/src/styles/web-fonts.ts: a lesson that cannot play must not leave the text as boxes), which
  // a busy machine reaches before the first frame. A machine with its own Noto Sans Ethiopic (Debian's
  // fonts-noto-core, as an Android phone) downloads no Ethiopic file of a weight it has.
  const regularFile = 'noto-sans-ethiopic-ethiopic-400-normal';
  // By the names the app asks for (pwa/src/styles/web-fonts.ts): on Debian the PostScript one answers.
  const own = (source: string) =>
    page.evaluate(
      (src) =>
        new FontFace('Own', src).load().then(
          () => true,
          () => false,
        ),
      source,
    );
  if (await own("local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular')")) {
    // Declared with the whole family once the lesson has its first seconds (as the first frame).
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.weight === '700' && face.status === 'loaded'),
    );
    const files = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    const unwanted = (await own("local('Noto Sans Ethiopic Bold'), local('NotoSansEthiopic-Bold')"))
      ? /ethiopic-ethiopic-(400|600|700)/
      : /ethiopic-ethiopic-400/;
    expect(files.filter((name) => unwanted.test(name))).toEqual([]);
  } else {
    const timing = await page.waitForFunction((file) => {
      const frameAt = (window as unknown as { __firstFrameAt?: number }).__firstFrameAt;
      const font = performance.getEntriesByType('resource').find((e) => e.name.includes(file));
      return frameAt !== undefined && font ? { frameAt, fontAt: font.startTime } : null;
    }, regularFile);
    const { frameAt, fontAt } = (await timing.jsonValue())!;
    expect(fontAt).toBeGreaterThanOrEqual(Math.min(frameAt, 5_000));
  }

  // The page itself names Shaka among the app's first files (they wait in the drawn page until it has
  // loaded), so it is asked for with them, not once the player has run. The visitor's lesson list came
  // with the drawn page: the app does not ask for it again.
  const asked = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      path: new URL(e.name).pathname,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );
  const first = (pattern: RegExp) => asked.find((e) => pattern.test(e.path))!;
  const shell = await (await page.request.get(watchPath(notOwned, 0))).text();
  const waiting = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(shell)?.[1] ?? '';
  expect(waiting).toMatch(/<link rel="modulepreload"[^>]*shaka-player/);
  expect(first(/shaka-player/).start).toBeLessThan(first(/\/master\.m3u8$/).start);
  expect(asked.some((e) => /^\/api\/videos\/course\//.test(e.path))).toBe(false);
  // The media playlist the lesson starts on is asked for beside the master, not after its answer.
  expect(first(/\/index\.m3u8$/).start).toBeLessThan(first(/\/master\.m3u8$/).end);

  const scripts = [...encodings.keys()];
  // A visitor writes no progress: the IndexedDB queue (Dexie) never downloads.
  expect(scripts.some((url) => /progress-queue/.test(url))).toBe(false);
  // The build's Brotli copies are what the browser receives.
  const shaka = scripts.find((url) => /shaka-player/.test(url));
  expect(shaka && encodings.get(shaka)).toBe('br');
});
