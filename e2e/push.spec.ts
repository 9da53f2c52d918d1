import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, openIn, test } from './fixtures.ts';

/**
 * The opt-in card for new-course pushes (issue 15) in real Chromium with the service worker running,
 * at desktop size and 360 px. Headless Chromium has no push service to subscribe with, so Turn on ends
 * in the card's error here; subscribing, fan-out and decryption run against a local push receiver in
 * api/src/push/push.test.ts, and the card's on/off transitions in pwa/src/push/push-card.test.tsx.
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

async function signIn(page: Page, language: 'ti' | 'en') {
  await openIn(page, '/login', language);
  await page.locator('input[name=email]').fill('learner@academy.local');
  await page.locator('input[name=password]').fill('Learner123!');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const card = (page: Page) => page.getByTestId('push-card');
const state = (page: Page) => card(page).getByTestId('push-state');

async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('the dashboard and profile offer new-course alerts without asking on their own @phone', async ({
  page,
}) => {
  await signIn(page, 'en');
  await expect(state(page)).toHaveAttribute('data-state', 'off');
  await expect(card(page).getByRole('heading', { name: 'New course alerts' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Turn on' })).toBeVisible();
  // Nothing asked for the permission: it is still the browser's default.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await fitsWidth(page);

  await page.goto('/profile');
  await expect(state(page)).toHaveAttribute('data-state', 'off');
  await fitsWidth(page);
});

test('the card is in Tigrinya @phone', async ({ page }) => {
  await signIn(page, 'ti');
  await expect(card(page).getByRole('heading', { name: 'መተሓሳሰቢ ሓደሽቲ ኮርሳት' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'ክፈቱ' })).toBeVisible();
});

test('blocked in the browser, the card says how to allow it and offers no button @phone', async ({
  page,
  context,
}) => {
  await signIn(page, 'en');
  // Playwright can grant permissions but not deny them; Chromium's own protocol can, per context.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(baseURL).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto('/profile');
  await expect(state(page)).toHaveAttribute('data-state', 'blocked');
  await expect(card(page)).toContainText('blocked in your browser');
  await expect(card(page).getByRole('button')).toHaveCount(0);
});

test('with the permission granted, Turn on asks the push service and reports what happened', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL).origin });
  await signIn(page, 'en');
  await expect(state(page)).toHaveAttribute('data-state', 'off');
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  // Chromium without a push service refuses the subscription; the card says so and stays off.
  await expect(card(page).getByTestId('push-problem')).toHaveText(
    'That did not work. Please try again.',
  );
  await expect(state(page)).toHaveAttribute('data-state', 'off');
});

/**
 * The service worker's side of a push: the worker the app registered receives a push event carrying
 * what the server sends (decrypted, as the browser hands it over), shows the notification, and a click
 * on it takes the open tab to the course. Headless Chromium has no push service and cannot click a
 * notification, so both events are raised in the worker by the test.
 *
 * Why not Chromium's own ServiceWorker.deliverPushMessage: in about one run in twenty (seen in two CI
 * runs and one local series of six) that DevTools call reached no worker at all. No notification came
 * within 10 s, while in every other run the worker showed it within 1 s, and the command reports
 * nothing back. The worker's handler is the academy's code; the DevTools delivery path is not.
 */
test('a push shows the course as a notification, and its click opens the course page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL).origin });
  await signIn(page, 'en');
  const list = await page.evaluate(() => fetch('/api/courses').then((r) => r.json()));
  const { _id: id, title } = (list as { data: { courses: { _id: string; title: string }[] } }).data
    .courses[0]!;
  const course = { id, title };

  // Runs in the worker, whose globals the e2e project's DOM types do not describe.
  type WorkerScope = typeof globalThis & {
    registration: ServiceWorkerRegistration;
    PushEvent: new (type: string, init: { data: string }) => Event;
    NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  };
  // The push must reach an active worker: `showNotification` rejects while the worker is still
  // installing (precaching the app), which on a busy CI outlasted signing in, and no notification came.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (data) => {
      // A script-made event may not extend its life: the handler's waitUntil throws inside the
      // listener after it asked for the notification, so the test waits for the notification itself.
      const scope = self as unknown as WorkerScope;
      scope.dispatchEvent(new scope.PushEvent('push', { data }));
    },
    JSON.stringify({
      type: 'course:created',
      courseId: course.id,
      title: course.title,
      body: 'A new course is open.',
      url: `${baseURL}/course/${course.id}`,
    }),
  );

  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: course.title,
      body: 'A new course is open.',
      tag: `course-${course.id}`,
      url: `${baseURL}/course/${course.id}`,
    },
  ]);

  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
  await expect(page).toHaveURL(`${baseURL}/course/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // The click closes the notification.
  await expect.poll(shown).toEqual([]);
});
