import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { academyApi, demoTokens, expect, openIn, test, transcodedDemoCourse } from './fixtures.ts';

/**
 * The service worker's Background Sync path (issue 23 item 4, src/sw.ts): progress queued while
 * offline, with every tab of the app closed, reaches the server from the worker alone once the
 * connection is back; no page of the app is open to send it.
 *
 * Chromium fires `sync` when its own network-change notifier sees the machine come online; Playwright's
 * offline mode only emulates the network for the pages and workers, so the browser never sees a change
 * to fire on. After the connection returns the test therefore asks the browser to dispatch the real
 * `academy-progress` sync to the registered worker through the DevTools protocol
 * (ServiceWorker.dispatchSyncEvent, the Application panel's "Sync" button): the worker reads the real
 * IndexedDB queue and posts to the real server.
 */
test.use({ serviceWorkers: 'allow' });

let api: APIRequestContext;
let learnerToken: string;
let courseId: string;
let lessonId: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(5 * 60_000);
  api = await academyApi(playwright);
  const tokens = await demoTokens(api);
  learnerToken = tokens.learner;
  courseId = await transcodedDemoCourse(api, 'youtube', tokens.admin);
  lessonId = (await (await api.get(`/api/videos/course/${courseId}/version/1`)).json()).data
    .videos[1]._id;
});

test.afterAll(async () => {
  await api.dispose();
});

async function serverPosition(): Promise<number> {
  const res = await api.get(`/api/progress/course/${courseId}`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  const videos = (await res.json()).data.videos as Array<{
    _id: string;
    progress: { lastPosition: number };
  }>;
  return videos.find((v) => v._id === lessonId)!.progress.lastPosition;
}

test('progress queued offline with the tab closed is sent by the service worker when the connection returns', async ({
  page,
  context,
}) => {
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('token', token);
  }, learnerToken);
  // The lesson's page: it opens the progress database as it does before any progress is queued (a
  // learner's other pages leave it closed until there is something to send).
  await openIn(page, `/course/${courseId}/watch/${lessonId}`, 'en');
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await indexedDB.databases()).some((db) => db.name === 'academy-progress'),
      ),
    )
    .toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const before = await serverPosition();
  const position = Math.round(before) + 3;

  await context.setOffline(true);
  // The queue exactly as the page writes it (src/learning/progress/progress-db.ts: the database the
  // lesson's page opened), then the sync registration the page makes (progress-queue.ts requestSync).
  await page.evaluate(
    async ({ token, courseId, videoId, position }) => {
      const userId = (JSON.parse(atob(token.split('.')[1]!)) as { sub: string }).sub;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('academy-progress');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['events', 'sessions'], 'readwrite');
      tx.objectStore('events').add({
        clientId: crypto.randomUUID(),
        userId,
        kind: 'update',
        courseId,
        videoId,
        watchedDuration: position,
        totalDuration: 10,
        position,
        timestamp: Date.now(),
      });
      tx.objectStore('sessions').put({ userId, token });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { register(tag: string): Promise<void> };
      };
      await registration.sync.register('academy-progress');
    },
    { token: learnerToken, courseId, videoId: lessonId, position },
  );
  await page.close();
  expect(await serverPosition()).toBe(before);

  await context.setOffline(false);
  // A blank tab, not the app: only the worker can send the queue.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL).origin,
    registrationId: await registrationId,
    tag: 'academy-progress',
    lastChance: false,
  });
  await expect.poll(serverPosition, { timeout: 20_000 }).toBeCloseTo(position, 0);
});
