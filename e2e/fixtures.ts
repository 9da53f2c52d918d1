import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

/**
 * Opens the app in a chosen language by seeding local storage before the first script runs, and the
 * cookie the app mirrors it into (the server draws a shared link's first screen in that language).
 */
export async function openIn(page: Page, path: string, language: 'ti' | 'en' = 'ti') {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('__e2e_lang_set')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('__e2e_lang_set', '1');
    }
  }, language);
  await page.goto(path);
}

/**
 * Sets a local storage entry before the page's first script, once per tab: a reload or a later page
 * then keeps whatever the app itself wrote there since.
 */
/** Lighthouse's "slow 4G" for this page: 1.6 Mbit/s down, 150 ms round trips (Chromium only). */
export async function slowFourG(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
}

export async function seedStorage(page: Page, key: string, value: string) {
  await page.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem(`__e2e_seeded_${k}`)) {
        localStorage.setItem(k!, v!);
        sessionStorage.setItem(`__e2e_seeded_${k}`, '1');
      }
    },
    [key, value],
  );
}

/** Reads the development mailbox (the outbox) through its JSON route, newest first. */
export async function mailbox(
  page: Page,
): Promise<Array<{ to: string; subject: string; text: string; links: string[] }>> {
  const res = await page.request.get('/api/dev/mailbox', { headers: OWN_CONNECTION });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.messages;
}

/**
 * Headers for a request a spec sends itself: the academy closes the connection after answering it.
 *
 * Playwright's API client keeps an idle connection with no time limit: Node 20's agent heeds the
 * server's `Keep-Alive: timeout=5` only when it has a timeout of its own, and Playwright's has none.
 * The academy closes a connection idle for 5 s (6 s with Node's margin), and a request the client
 * writes on it in that moment is lost: "socket hang up" (a CI run, catalogue.spec.ts). Measured here:
 * 2 of 41 requests sent 5.96-6.04 s after the one before failed so; 0 of 41 with these headers. A
 * browser sends such a request again by itself; Playwright's client does not.
 */
export const OWN_CONNECTION = { connection: 'close' } as const;

/** The academy's API for a spec's own requests, each on a connection of its own (OWN_CONNECTION). */
export function academyApi(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: OWN_CONNECTION });
}

export const test = base;
export { expect };

/** The demo accounts the server seeds (SEED_DEMO). */
export const DEMO_LEARNER = { email: 'learner@academy.local', password: 'Learner123!' };
export const DEMO_ADMIN = { email: 'admin@academy.local', password: 'Admin123!' };

/**
 * Signs a demo account in through the API and answers its session (token and user). Sign-in is rate
 * limited: a spec signs in once, in its `beforeAll`, and shares the token between its tests.
 */
export async function demoSignIn(
  api: APIRequestContext,
  who: 'learner' | 'admin',
): Promise<{ token: string; user: { _id: string } }> {
  const [path, account] =
    who === 'admin' ? ['/api/admin/login', DEMO_ADMIN] : ['/api/auth/login', DEMO_LEARNER];
  const res = await api.post(path, { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/** Tokens of the demo learner and the demo admin, each signed in once through the API. */
export async function demoTokens(
  api: APIRequestContext,
): Promise<{ learner: string; admin: string }> {
  const learner = await demoSignIn(api, 'learner');
  const admin = await demoSignIn(api, 'admin');
  return { learner: learner.token, admin: admin.token };
}

/**
 * The seeded demo course of a category (youtube, video or computer) once its three demo lessons are
 * transcoded. The oldest course of the category is the seeded one: courses that other specs create in
 * the same category are newer, and would otherwise come first in the catalogue's default order.
 */
export async function transcodedDemoCourse(
  api: APIRequestContext,
  category: 'youtube' | 'video' | 'computer',
  adminToken: string,
) {
  const list = await (await api.get(`/api/courses?category=${category}&sort=oldest`)).json();
  const id = list.data.courses[0]._id as string;
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/courses/${id}/videos`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        });
        const videos = (await res.json()).data.videos as Array<{ status: string }>;
        return videos.filter((v) => v.status === 'active').length;
      },
      { timeout: 4 * 60_000, intervals: [2_000] },
    )
    .toBe(3);
  return id;
}
