import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createDecipheriv } from 'node:crypto';
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
 * Downloaded lessons (issue 11): a lesson is downloaded after a dialog that states its size, plays with
 * no connection from the watch page and from the Downloads list, stays encrypted at rest with a key no
 * script can read, resumes after a dropped connection and a closed tab, stops playing offline when its
 * licence runs out (a controllable clock) and renews once online, frees its storage when deleted, and an
 * eviction by the browser is reported on the list instead of failing at play time.
 *
 * The service worker is allowed here, as a learner's phone has it. It uses the demo learner's YouTube
 * course (three lessons of 8, 10 and 12 s).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60_000;

interface Size {
  name: string;
  height: number | null;
  bytes: number;
}
interface Lesson {
  _id: string;
  title: string;
  sizes: Size[];
}

let api: APIRequestContext;
let learnerToken: string;
let learnerId: string;
let courseId: string;
let lessons: Lesson[];

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const learner = await demoSignIn(api, 'learner');
  learnerToken = learner.token;
  learnerId = learner.user._id;
  const admin = await demoSignIn(api, 'admin');
  courseId = await transcodedDemoCourse(api, 'youtube', admin.token);
  const answer = await api.get(`/api/videos/course/${courseId}/version/1`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  lessons = (await answer.json()).data.videos;
});

test.afterAll(async () => {
  await api.dispose();
});

/** Signed in as the demo learner, the cookie choice made, the service worker controlling the page. */
async function openInstalled(page: Page, path: string, language: 'ti' | 'en') {
  await seedStorage(page, 'cookie_consent', 'false');
  await seedStorage(page, 'token', learnerToken);
  await openIn(page, path, language);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Once more through the worker, so the player's files are in its cache, as after a first visit.
  await page.reload();
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 30_000 });
}

const watchPath = (lesson: Lesson) => `/course/${courseId}/watch/${lesson._id}`;
const smallest = (lesson: Lesson) =>
  lesson.sizes.filter((s) => s.height !== null).sort((a, b) => a.height! - b.height!)[0]!;

/** Downloads a lesson at its smallest picture through the dialog; checks the dialog's figures. */
async function download(page: Page, lesson: Lesson) {
  await page.getByTestId('download-button').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible();
  const options = dialog.getByTestId('download-quality');
  await expect(options).toHaveCount(lesson.sizes.length);
  // Every quality says what it costs: the bytes the transcoder stored for that rendition.
  for (const size of lesson.sizes) {
    const option = dialog.locator(`[data-testid=download-quality][data-rendition="${size.name}"]`);
    await expect(option).toHaveAttribute('data-bytes', String(size.bytes));
    await expect(option).toContainText((size.bytes / 1_000_000).toFixed(1));
  }
  await dialog.locator(`input[value="${smallest(lesson).name}"]`).check();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/downloads/dialog-${width}.png` });
  await dialog.getByRole('button').last().click();
}

async function downloadState(page: Page) {
  return page.getByTestId('download-state');
}

/** Opens the lesson's watch page and downloads it to the end (each test's browser starts empty). */
async function downloaded(page: Page, lesson: Lesson, language: 'ti' | 'en' = 'en') {
  await openInstalled(page, watchPath(lesson), language);
  await download(page, lesson);
  await expect(await downloadState(page)).toHaveAttribute('data-state', 'complete', {
    timeout: 60_000,
  });
}

/** The video plays past `seconds`. */
async function playsPast(page: Page, seconds: number) {
  await page.waitForFunction(
    (s) => (document.querySelector('video')?.currentTime ?? 0) > s,
    seconds,
    { timeout: 30_000 },
  );
}

async function play(page: Page) {
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await page.evaluate(() => document.querySelector('video')!.play());
  await playsPast(page, 1);
}

/** What the downloads database holds for a lesson: pieces and licences, read without the app. */
async function stored(page: Page, videoId: string) {
  return page.evaluate(
    async ({ id }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('academy-downloads');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = <T>(store: string) =>
        new Promise<T[]>((resolve, reject) => {
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
          request.onerror = () => reject(request.error);
        });
      const pieces = (await all<{ id: string; index: number; data: ArrayBuffer }>('pieces'))
        .filter((p) => p.id === id)
        .map((p) => ({ index: p.index, bytes: Array.from(new Uint8Array(p.data)) }));
      const licences = (await all<{ id: string; key: CryptoKey }>('licences')).filter(
        (l) => l.id === id,
      );
      const exported = await Promise.all(
        licences.map((l) =>
          crypto.subtle.exportKey('raw', l.key).then(
            () => 'exported',
            (err: Error) => err.name,
          ),
        ),
      );
      const keys = licences.map((l) => ({
        type: l.key.type,
        extractable: l.key.extractable,
        algorithm: l.key.algorithm.name,
        usages: l.key.usages,
      }));
      const lessons = await all<{ id: string; state: string; pieceCount: number }>('lessons');
      db.close();
      return { pieces, keys, exported, lesson: lessons.find((l) => l.id === id) ?? null };
    },
    { id: `${learnerId}:${videoId}` },
  );
}

/** Progress events waiting in the learner's queue (IndexedDB `academy-progress`) for a lesson. */
async function queuedProgress(page: Page, videoId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('academy-progress');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('events')) return 0;
    const events = await new Promise<Array<{ videoId: string }>>((resolve, reject) => {
      const request = db.transaction('events').objectStore('events').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return events.filter((e) => e.videoId === id).length;
  }, videoId);
}

async function lessonKey(lesson: Lesson): Promise<Buffer> {
  const version = (
    await (
      await api.get(`/api/videos/${lesson._id}`, {
        headers: { Authorization: `Bearer ${learnerToken}` },
      })
    ).json()
  ).data.video.version;
  const res = await api.get(`/api/videos/${lesson._id}/key?v=${version}`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  return Buffer.from(await res.body());
}

const hasBox = (bytes: Buffer, box: string) => bytes.includes(Buffer.from(box, 'ascii'));

/** Media segment requests (never playlists, keys or the init segment) the page makes. */
function segmentLog(context: BrowserContext) {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (/\/api\/media\/.*\.m4s/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('@phone a lesson is downloaded after asking, then plays with no connection from the watch page and from Downloads', async ({
  page,
  context,
}, info) => {
  const phone = info.project.name === 'phone';
  const lesson = lessons[phone ? 1 : 2]!;
  await downloaded(page, lesson, phone ? 'ti' : 'en');

  const segments = segmentLog(context);
  await context.setOffline(true);
  try {
    await page.reload();
    await play(page);
    // The viewer's watermark is on the picture offline too.
    await expect(page.getByTestId('viewer-watermark')).toBeVisible();
    // What was watched offline waits in the progress queue like any other progress (a pause saves).
    await page.evaluate(() => document.querySelector('video')!.pause());
    await expect.poll(() => queuedProgress(page, lesson._id)).toBeGreaterThan(0);
    await page.screenshot({
      path: `test-results/downloads/offline-watch-${info.project.name}.png`,
    });

    await page.goto('/downloads');
    const row = page.getByTestId('download-row').filter({ hasText: lesson.title });
    await expect(row).toHaveAttribute('data-kind', 'kept');
    await expect(row.getByTestId('download-licence')).toHaveAttribute('data-verdict', 'valid');
    await expect(row.getByTestId('download-size')).toContainText(`${smallest(lesson).height}p`);
    await page.screenshot({ path: `test-results/downloads/list-${info.project.name}.png` });
    await row.getByTestId('download-play').click();
    await expect(page).toHaveURL(new RegExp(`/watch/${lesson._id}$`));
    await play(page);
  } finally {
    await context.setOffline(false);
  }
  // Nothing of the lesson came over the network while it played.
  expect(segments).toEqual([]);
});

test('what is stored stays encrypted: segments are not video, and no script can read the key', async ({
  page,
}) => {
  const lesson = lessons[2]!;
  await downloaded(page, lesson);
  const { pieces, keys, exported } = await stored(page, lesson._id);
  expect(pieces.length).toBeGreaterThan(2);

  const key = await lessonKey(lesson);
  const init = Buffer.from(pieces.find((p) => p.index === 0)!.bytes);
  expect(hasBox(init, 'ftyp')).toBe(true);
  const playlist = await page.evaluate(
    async ({ id }) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('academy-downloads');
        open.onsuccess = () => resolve(open.result);
      });
      const record = await new Promise<{ playlist: string }>((resolve) => {
        const request = db.transaction('lessons').objectStore('lessons').get(id);
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return record.playlist;
    },
    { id: `${learnerId}:${lesson._id}` },
  );
  const ivs = [...playlist.matchAll(/IV=0x([0-9a-f]{32})/gi)].map((m) => Buffer.from(m[1]!, 'hex'));
  for (const piece of pieces.filter((p) => p.index > 0)) {
    const bytes = Buffer.from(piece.bytes);
    // Not a playable fragment as stored: no movie fragment or media data box anywhere.
    expect(hasBox(bytes, 'moof') || hasBox(bytes, 'mdat')).toBe(false);
    // Exactly what the server sent: the lesson key and the segment's IV open it.
    const decipher = createDecipheriv('aes-128-cbc', key, ivs[piece.index - 1]!);
    const clear = Buffer.concat([decipher.update(bytes), decipher.final()]);
    expect(hasBox(clear, 'moof')).toBe(true);
  }

  // The key is a non-extractable WebCrypto key that can only decrypt.
  expect(keys).toEqual([
    { type: 'secret', extractable: false, algorithm: 'AES-CBC', usages: ['decrypt'] },
  ]);
  expect(exported).toEqual(['InvalidAccessError']);
  // And its bytes are nowhere a script can read: local storage, or any record of IndexedDB.
  const readable = await page.evaluate(async () => {
    const texts: number[][] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      texts.push(Array.from(new TextEncoder().encode(value)));
    }
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        const walk = (value: unknown): void => {
          if (value instanceof ArrayBuffer) texts.push(Array.from(new Uint8Array(value)));
          else if (ArrayBuffer.isView(value))
            texts.push(
              Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)),
            );
          else if (typeof value === 'string')
            texts.push(Array.from(new TextEncoder().encode(value)));
          else if (value && typeof value === 'object' && !(value instanceof CryptoKey))
            Object.values(value).forEach(walk);
        };
        values.forEach(walk);
      }
      db.close();
    }
    return texts;
  });
  const hex = key.toString('hex');
  const base64 = key.toString('base64');
  for (const bytes of readable) {
    const buffer = Buffer.from(bytes);
    expect(buffer.includes(key)).toBe(false);
    expect(buffer.toString('latin1').toLowerCase().includes(hex)).toBe(false);
    expect(buffer.toString('latin1').includes(base64)).toBe(false);
  }
});

test('a download interrupted by going offline, then by closing the tab, resumes and completes', async ({
  page,
  context,
}) => {
  const lesson = lessons[1]!;
  await openInstalled(page, watchPath(lesson), 'en');
  // A slow link: each segment takes a while, so the connection can drop mid-way.
  await context.route(/\/api\/media\/.*\.m4s/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue().catch(() => undefined);
  });
  await download(page, lesson);
  const state = await downloadState(page);
  await expect
    .poll(async () => Number(await state.getAttribute('data-percent')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await context.setOffline(true);
  await expect(state).toHaveAttribute('data-state', 'waiting', { timeout: 20_000 });
  const stoppedAt = Number(await state.getAttribute('data-percent'));
  expect(stoppedAt).toBeLessThan(100);
  await context.setOffline(false);
  // Back online it goes on from where it stopped (never from the start), then the tab closes mid-way.
  await expect
    .poll(async () => Number(await state.getAttribute('data-percent')), { timeout: 20_000 })
    .toBeGreaterThan(stoppedAt);
  const before = await stored(page, lesson._id);
  expect(before.lesson?.state).not.toBe('complete');
  await page.close();

  const next = await context.newPage();
  await context.unroute(/\/api\/media\/.*\.m4s/);
  await next.goto('/dashboard');
  await expect
    .poll(async () => (await stored(next, lesson._id)).lesson?.state, { timeout: 60_000 })
    .toBe('complete');
  const after = await stored(next, lesson._id);
  expect(after.pieces).toHaveLength(after.lesson!.pieceCount);
  await next.goto(watchPath(lesson));
  await expect(next.getByTestId('download-state')).toHaveAttribute('data-state', 'complete');
});

test('a licence past its expiry refuses offline play, and is renewed once online', async ({
  page,
  context,
}) => {
  const lesson = lessons[2]!;
  await downloaded(page, lesson);

  await context.setOffline(true);
  try {
    // 31 days later, still offline: the licence (30 days) has run out.
    // The page's clock stands still 31 days from now; its timers run as usual.
    await page.clock.setFixedTime(new Date(Date.now() + 31 * DAY_MS));
    await page.reload();
    const blocked = page.getByTestId('offline-lesson-blocked');
    await expect(blocked).toHaveAttribute('data-reason', 'expired');
    await expect(blocked).toContainText('Connect to the internet once');
    await expect(page.getByTestId('video-player')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Online again, the app renews it by itself, and the lesson plays from the device.
  const segments = segmentLog(context);
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 30_000 });
  await play(page);
  expect(segments).toEqual([]);
  await page.goto('/downloads');
  const row = page.getByTestId('download-row').filter({ hasText: lesson.title });
  await expect(row.getByTestId('download-licence')).toHaveAttribute('data-verdict', 'valid');
  await expect(row.getByTestId('download-licence')).toContainText('30 more days');
});

test('@phone the browser evicting downloads is reported on the list; deleting a download frees its storage', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const [lesson, other] = [lessons[1]!, lessons[2]!];
  await downloaded(page, other, phone ? 'ti' : 'en');
  await page.goto(watchPath(lesson));
  await download(page, lesson);
  await expect(await downloadState(page)).toHaveAttribute('data-state', 'complete', {
    timeout: 60_000,
  });
  await page.goto('/downloads');
  const row = page.getByTestId('download-row').filter({ hasText: lesson.title });
  await expect(row).toHaveAttribute('data-kind', 'kept');
  await expect(page.getByTestId('download-row')).toHaveCount(2);

  // Deleting: the list, the pieces and the key go.
  await row.getByTestId('download-delete').click();
  await page.getByTestId('download-delete-dialog').getByRole('button').last().click();
  await expect(row).toHaveCount(0);
  const left = await stored(page, lesson._id);
  expect(left.pieces).toEqual([]);
  expect(left.keys).toEqual([]);
  expect(left.lesson).toBeNull();

  // The other: the browser evicts the site's IndexedDB under storage pressure.
  await expect(page.getByTestId('download-row')).toHaveCount(1);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('academy-downloads');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.reload();
  const evictedRow = page.getByTestId('download-row').filter({ hasText: other.title });
  await expect(evictedRow).toHaveAttribute('data-kind', 'evicted');
  await expect(evictedRow.getByTestId('download-evicted')).toBeVisible();
  await page.screenshot({ path: `test-results/downloads/evicted-${info.project.name}.png` });
  // Its watch page says so too when there is no connection to stream instead.
  await page.goto(watchPath(other));
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 30_000 });
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-lesson-blocked')).toHaveAttribute(
      'data-reason',
      'evicted',
    );
  } finally {
    await page.context().setOffline(false);
  }
});

test('logging out removes the learner’s downloads from the device', async ({ page }) => {
  const lesson = lessons[1]!;
  await downloaded(page, lesson);
  await page.goto('/dashboard');
  await page.getByTestId('user-menu-button').first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await stored(page, lesson._id)).pieces.length).toBe(0);
  const left = await stored(page, lesson._id);
  expect(left.keys).toEqual([]);
  expect(left.lesson).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('downloads'))).toBe('[]');
});
