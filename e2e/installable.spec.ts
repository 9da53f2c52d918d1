import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, openIn, test } from './fixtures.ts';

/**
 * The installable app (issue 15): a small install, pages that open offline, personal answers kept per
 * learner and gone at logout, the offline banner and the install invitation. The service worker is
 * allowed here (the other specs block it).
 */
test.use({ serviceWorkers: 'allow' });

/** The service worker the test server sends (it serves the built web app from disk). */
const BUILT_WORKER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../pwa/dist/sw.js',
);

/** Opens the app and waits until the service worker has installed and controls the page. */
async function installed(page: Page, path = '/', language: 'ti' | 'en' = 'ti') {
  // The cookie choice made, as in the other specs: its banner would cover a phone's lower half.
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  await openIn(page, path, language);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** What the install stored: the precache's files and bytes, as Chromium keeps them. */
async function precache(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))!;
    // What the first page cached at run time (fonts' bold weights, the catalogue) is not the install:
    // dropped, so that Chromium's own figure for Cache Storage is the precache alone.
    for (const other of await caches.keys()) if (other !== name) await caches.delete(other);
    const cache = await caches.open(name);
    const files: { path: string; bytes: number }[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      files.push({
        path: new URL(request.url).pathname,
        bytes: (await response!.arrayBuffer()).byteLength,
      });
    }
    const estimate = await navigator.storage.estimate();
    const details = (estimate as { usageDetails?: { caches?: number } }).usageDetails;
    return { files, stored: details?.caches ?? estimate.usage ?? 0 };
  });
}

test('the install precaches at most 1 MB, with no admin screen and no Shaka Player', async ({
  page,
}) => {
  await installed(page);
  const { files, stored } = await precache(page);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  test.info().annotations.push({
    type: 'precache',
    description: `${files.length} files, ${bytes} bytes of bodies, ${stored} bytes in Cache Storage`,
  });
  expect(stored).toBeLessThanOrEqual(1024 * 1024);
  expect(files.map((file) => file.path)).toEqual(
    expect.arrayContaining([
      '/index.html',
      expect.stringMatching(/noto-sans-ethiopic-ethiopic-400/),
    ]),
  );
  // Declared first-use (pwa/src/app/routes.tsx, media/shaka-loader.ts): not in the install.
  expect(
    files.filter((file) =>
      /\/(admin-area|admin-[\w-]*page|watch-page|shaka-player)[\w.-]*\.js$/.test(file.path),
    ),
  ).toEqual([]);
});

/** Every URL in Cache Storage and every record of the offline data copy, for a privacy check. */
async function storedEverywhere(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        urls.push(`${request.url} ${response ? await response.clone().text() : ''}`);
      }
    }
    const records = await new Promise<string>((resolve) => {
      const open = indexedDB.open('academy-query-cache', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('records');
      open.onsuccess = () => {
        const all = open.result.transaction('records').objectStore('records').getAll();
        all.onsuccess = () => resolve(JSON.stringify(all.result));
      };
    });
    return { caches: urls.join('\n'), records };
  });
}

for (const language of ['ti', 'en'] as const) {
  test(`@phone after one online visit, home, the catalogue and a course page open offline (${language})`, async ({
    page,
    context,
  }) => {
    await installed(page, '/', language);
    await page.getByTestId('course-card').first().waitFor();
    await page.goto('/courses');
    const card = page.getByTestId('course-card').first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const coursePath = new URL(page.url()).pathname;

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('offline-age')).toBeVisible();
      // Buying needs the network: the button waits and says why.
      await expect(page.getByTestId('enroll-button')).toBeDisabled();
      await expect(page.getByTestId('needs-network')).toBeVisible();
      await page.screenshot({
        path: `test-results/installable/offline-course-${language}-${test.info().project.name}.png`,
      });

      await page.goto('/courses');
      await expect(page.getByTestId('course-card').getByText(title)).toBeVisible();
      await page.goto('/');
      await expect(page.getByTestId('course-card').first()).toBeVisible();
      for (const path of ['/about', '/help', '/terms', '/privacy']) {
        await page.goto(path);
        await expect(page.locator('#main h1').first()).toBeVisible();
      }
      // The other language's copy is in the install too.
      await page.getByTestId('language-menu').click();
      await page
        .getByRole('menuitemradio', { name: language === 'ti' ? 'English' : 'ትግርኛ' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'ti' ? 'en' : 'ti');
      await page.goto(coursePath);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
}

test('@phone a learner’s dashboard opens offline, and after logout nothing personal is left', async ({
  page,
  context,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'learner@academy.local', password: 'Learner123!' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()).data as { token: string };
  await installed(page, '/', 'en');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/dashboard');
  const welcome = page.getByTestId('dashboard-welcome');
  await expect(welcome).toContainText('Demo');
  const firstCourse = page.getByTestId('dashboard-course').first();
  await expect(firstCourse).toBeVisible();
  const courseTitle = (await firstCourse.getByRole('heading').first().textContent())!.trim();

  await context.setOffline(true);
  try {
    // Going offline saves what the page shows at once; a learner's later offline start finds it saved.
    // The reload waits for that save instead of racing it (an unloading page drops a write under way).
    const learnerRecords = async () =>
      (JSON.parse((await storedEverywhere(page)).records) as Array<{ userId: string | null }>)
        .filter((record) => record.userId !== null)
        .map((record) => JSON.stringify(record))
        .join('\n');
    await expect.poll(learnerRecords, { timeout: 10_000 }).toContain(courseTitle);
    await page.reload();
    await expect(welcome).toContainText('Demo');
    await expect(page.getByText(courseTitle).first()).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Logout, then the next person on this phone: nothing of the learner's, offline or in storage.
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 0));
  // By the layout's breakpoint (lg, 1024 px), not by what is visible yet: the account menu loads after
  // the page's first paint, so an instant visibility check could pick the phone's way on a desktop.
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await page.getByTestId('user-menu-button').first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  } else {
    // On a phone the account actions are in the mobile menu.
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await page.getByTestId('user-menu-inline').getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  const stored = await storedEverywhere(page);
  expect(stored.caches).not.toContain(token);
  expect(stored.caches).not.toContain('learner@academy.local');
  expect(stored.records).not.toContain(token);
  expect(stored.records).not.toContain('learner@academy.local');
  await context.setOffline(true);
  try {
    await page.goto('/dashboard');
    // The login page stands in for the dashboard; none of the learner's data shows.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('dashboard-welcome')).toHaveCount(0);
    await expect(page.getByText(courseTitle)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('@phone Chromium finds the app installable; the invitation comes on the third page, and not again once dismissed', async ({
  playwright,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  // A persistent profile: Chromium never offers to install from an incognito context, which is what
  // every test context is.
  const profile = mkdtempSync(path.join(tmpdir(), 'academy-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installed(page, '/', 'en');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The home page was this visit's first page view; the catalogue is the second.
    const invitation = page.getByTestId('install-invitation');
    await page.goto('/courses');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(invitation).toHaveCount(0);
    await page.getByTestId('course-card').first().getByRole('link').first().click();
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText(
      isMobile ? 'Install the academy on your phone' : 'Install the academy on this computer',
    );
    await expect(page.getByTestId('install-button')).toBeVisible();
    // The card floats over the page, which gets room below its end, inside the footer (its colour, not
    // a white band): scrolled to the bottom, the footer's last line stands 12 px above the card (give or
    // take a pixel: the page's height is fractional, its scroll height whole), and nothing lies under
    // the footer.
    await expect(page.locator('footer')).toBeVisible();
    const end = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const top = (testId: string) =>
          document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect().top;
        const footer = document.querySelector('footer')!;
        const lastLine = footer.lastElementChild!.getBoundingClientRect().bottom;
        const cardBox = document
          .querySelector('[data-testid="install-invitation"]')!
          .getBoundingClientRect();
        const card = cardBox.top;
        const banner = top('cookie-consent');
        const underFooter =
          document.documentElement.scrollHeight -
          (footer.getBoundingClientRect().bottom + window.scrollY);
        return {
          clearsCard: card - lastLine >= 11,
          roomToSpare: card - lastLine > 14,
          clearsBanner: banner === undefined ? null : banner - lastLine >= 11,
          // The two never overlap: the card stands on the banner.
          cardOnBanner: banner === undefined ? null : cardBox.bottom <= banner,
          underFooter: underFooter > 1,
        };
      });
    const cardOnly = {
      clearsCard: true,
      roomToSpare: false,
      clearsBanner: null,
      cardOnBanner: null,
      underFooter: false,
    };
    await expect.poll(end).toEqual(cardOnly);
    // The cookie banner, reopened from the footer, adds its own room, and the card stands on it: the
    // page's end clears both.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    await expect.poll(end).toMatchObject({
      clearsCard: true,
      clearsBanner: true,
      cardOnBanner: true,
      underFooter: false,
    });
    // Closed, it takes its room with it: no blank space is left where it was.
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
    await expect.poll(end).toEqual(cardOnly);
    await page.screenshot({
      path: `test-results/installable/invitation-${test.info().project.name}.png`,
    });
    // From 640 px the floating buttons keep to the bottom right corner, level with the card: on a
    // narrow window the centred card reached over the scroll-to-top button.
    if (!isMobile) {
      await page.setViewportSize({ width: 660, height: viewport!.height });
      await expect(page.getByTestId('scroll-to-top')).toBeVisible();
      const overButton = () =>
        page.evaluate(() => {
          const box = (testId: string) =>
            document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();
          const card = box('install-invitation');
          const button = box('scroll-to-top');
          return card.right > button.left && card.bottom > button.top && card.top < button.bottom;
        });
      await expect.poll(overButton).toBe(false);
      await page.setViewportSize(viewport!);
    }

    await invitation.getByRole('button', { name: 'Not now' }).first().click();
    await expect(invitation).toHaveCount(0);
    await page.goto('/about');
    await page.goto('/help');
    await expect(page.locator('#main h1').first()).toBeVisible();
    await expect(invitation).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new version waits until the visitor chooses Reload, then takes over the page', async ({
  page,
}) => {
  await installed(page, '/', 'en');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'A new version of the site is available.' });
  // The first install asks nothing: there was no older version to replace.
  await expect(notice).toHaveCount(0);

  // The next release, as a deploy writes it: the server's worker script changes (Playwright's routing
  // does not see the browser's own update check, so the built file itself changes, and is put back).
  const original = readFileSync(BUILT_WORKER, 'utf8');
  writeFileSync(BUILT_WORKER, `${original}\n// the next release\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    // Until the visitor answers, the old version keeps the page.
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !registration?.waiting && !!navigator.serviceWorker.controller;
        }),
      )
      .toBe(true);
    await expect(notice).toHaveCount(0);
  } finally {
    writeFileSync(BUILT_WORKER, original);
  }
});
