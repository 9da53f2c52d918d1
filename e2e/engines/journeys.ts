import { INSTALL_STORAGE_KEYS } from '../../pwa/src/install/install-rules.ts';
import { waitFor, waitUntil, type EngineDriver } from './driver.ts';

/**
 * The critical journeys (issue 27), described once for every engine: each is a list of steps against
 * an EngineDriver, so the Firefox and WebKitGTK runs (run.ts) cannot drift apart. They check what a
 * learner would notice: the page's content, the video's clock, the address, the server's records.
 */
export type Language = 'ti' | 'en';

export interface Lesson {
  _id: string;
  title: string;
}
export interface Course {
  id: string;
  lessons: Lesson[];
}

export interface JourneyContext {
  /** The app's origin as the browsers see it. */
  origin: string;
  language: Language;
  learner: { email: string; password: string; token: string };
  /** The course this engine's journeys buy lessons of, and one with a free preview (watched signed out). */
  owned: Course;
  preview: Course;
  /**
   * Which owned lesson this run plays and downloads (each engine its own, so parallel runs never
   * share a lesson's progress); the next one must exist.
   */
  lessonIndex: number;
  /** A new course the learner does not own yet, for the checkout. */
  newCourse: () => Promise<string>;
}

export interface Journey {
  name: string;
  run: (driver: EngineDriver, ctx: JourneyContext) => Promise<void>;
  /**
   * Engines that cannot take this journey, each with the reason found (the runner prints it and counts
   * the journey as not run: never a silent skip).
   */
  cannotRunIn?: Partial<Record<string, string>>;
}

const PLAY: Record<Language, string> = { ti: 'ኣጻውት', en: 'Play' };

/**
 * Opens the app once to set the language, refuse analytics, put the install invitation off, and sign
 * in (token) or out.
 *
 * The invitation comes when Chromium offers its install prompt, at a moment of Chromium's choosing: on
 * a journey's third page it once appeared over the Downloads list's Play button between the check that
 * nothing covered the button and the click, which then landed on the card. These journeys are a
 * learner's who put it off earlier; e2e/installable.spec.ts checks the invitation itself.
 */
async function prepare(driver: EngineDriver, ctx: JourneyContext, signedIn: boolean) {
  await driver.goto('/about');
  // The app writes its language to local storage when it starts: wait for it before writing ours.
  await waitFor(driver, 'the about page', `return !!document.querySelector('#main h1');`);
  await driver.evaluate(
    `localStorage.setItem('language', args[0]);
     localStorage.setItem('cookie_consent', 'false');
     localStorage.setItem(args[2], String(Date.now()));
     if (args[1]) localStorage.setItem('token', args[1]); else localStorage.removeItem('token');`,
    ctx.language,
    signedIn ? ctx.learner.token : null,
    INSTALL_STORAGE_KEYS.dismissedAt,
  );
}

/** The page's recorded errors (console.error, uncaught, unhandled rejections, CSP) must be none. */
async function expectNoErrors(driver: EngineDriver, where: string) {
  const errors = await driver.evaluate<string[]>('return window.__engineErrors ?? [];');
  if (errors.length > 0)
    throw new Error(`${driver.engine}: errors on ${where}: ${errors.join(' | ')}`);
}

const pathOf = async (driver: EngineDriver) => new URL(await driver.url()).pathname;

async function waitForPath(
  driver: EngineDriver,
  expected: RegExp,
  what: string,
  timeoutMs = 20_000,
) {
  await waitFor(
    driver,
    what,
    `return new RegExp(args[0]).test(location.pathname);`,
    timeoutMs,
    expected.source,
  );
}

/**
 * Waits for the element `body` finds (in the page) to be shown, then clicks it. Shown, not only there:
 * the app renders a page in its hidden root while a drawn first screen still stands in for it, and a
 * learner cannot tap what they cannot see.
 */
async function clickWhenThere(
  driver: EngineDriver,
  what: string,
  body: string,
  ...args: unknown[]
) {
  await waitFor(
    driver,
    what,
    `const element = (() => { ${body} })();
     return !!element && element.getClientRects().length > 0;`,
    30_000,
    ...args,
  );
  await driver.clickFound(body, ...args);
}

/** Starts the player inside `scope` with its big Play button and waits for the clock past `seconds`. */
async function playsPast(driver: EngineDriver, scope: string, language: Language, seconds: number) {
  await waitFor(
    driver,
    'the player to be ready',
    `return document.querySelector(args[0] + ' [data-testid=video-player]')?.dataset.status === 'ready';`,
    30_000,
    scope,
  );
  await driver.clickFound(
    `return document.querySelector(args[0] + ' [data-testid=video-player] button[aria-label="' + args[1] + '"]');`,
    scope,
    PLAY[language],
  );
  await waitFor(
    driver,
    `the video past ${seconds} s`,
    `return (document.querySelector(args[0] + ' video')?.currentTime ?? 0) > args[1];`,
    30_000,
    scope,
    seconds,
  );
}

async function serverProgress(ctx: JourneyContext, lessonId: string) {
  const res = await fetch(`${ctx.origin}/api/progress/course/${ctx.owned.id}`, {
    headers: { Authorization: `Bearer ${ctx.learner.token}` },
  });
  if (!res.ok) throw new Error(`progress: ${res.status}`);
  const body = (await res.json()) as {
    data: { videos: Array<{ _id: string; progress: { lastPosition: number } }> };
  };
  return body.data.videos.find((v) => v._id === lessonId)?.progress;
}

export const homeAndCatalogue: Journey = {
  name: 'home and catalogue',
  async run(driver, ctx) {
    await prepare(driver, ctx, false);
    await driver.goto('/');
    await waitFor(
      driver,
      'the home page',
      `return document.documentElement.lang === args[0] && !!document.querySelector('#main h1, #main h2');`,
      20_000,
      ctx.language,
    );
    await driver.goto('/courses');
    await waitFor(
      driver,
      'course cards',
      `return document.querySelectorAll('[data-testid=course-card]').length >= 2;`,
    );
    const overflow = await driver.evaluate<string>(
      `const extra = document.documentElement.scrollWidth - document.documentElement.clientWidth;
       if (extra <= 0) return '';
       const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1);
       return extra + ' px, ' + document.documentElement.clientWidth + ' px window: ' + wide.slice(0, 2).concat(wide.slice(-2)).map((e) => e.tagName + '.' + String(e.className).slice(0, 50) + ' ' + Math.round(e.getBoundingClientRect().width) + 'px').join(', ');`,
    );
    if (overflow)
      throw new Error(`${driver.engine}: the catalogue is wider than the window: ${overflow}`);
    await expectNoErrors(driver, '/courses');
  },
};

export const visitorPlaysPreview: Journey = {
  name: 'a visitor plays a free preview (course page, watch page)',
  async run(driver, ctx) {
    await prepare(driver, ctx, false);
    await driver.goto(`/course/${ctx.preview.id}`);
    // The course page shows the lesson's picture: the player loads on the tap and starts by itself.
    await clickWhenThere(
      driver,
      "the preview's Play button",
      `return document.querySelector('[data-testid=preview-facade] button[aria-label="' + args[0] + '"]');`,
      PLAY[ctx.language],
    );
    await waitFor(
      driver,
      'the preview past 2 s',
      `return (document.querySelector('[data-testid=course-preview] video')?.currentTime ?? 0) > 2;`,
      30_000,
    );
    await expectNoErrors(driver, 'the course page');
    await driver.goto(`/course/${ctx.preview.id}/watch/${ctx.preview.lessons[0]!._id}`);
    await playsPast(driver, 'body', ctx.language, 2);
    await expectNoErrors(driver, 'the watch page');
  },
};

export const signInAndDashboard: Journey = {
  name: 'sign in and the dashboard',
  async run(driver, ctx) {
    await prepare(driver, ctx, false);
    await driver.goto('/login');
    await waitFor(
      driver,
      'the sign-in form',
      `return !!document.querySelector('input[type=password]');`,
    );
    await driver.fill('input[type=email]', ctx.learner.email);
    await driver.fill('input[type=password]', ctx.learner.password);
    await driver.clickFound(`return document.querySelector('main button[type=submit]');`);
    await waitForPath(driver, /^\/dashboard$/, 'the dashboard');
    await waitFor(
      driver,
      'the welcome',
      `return !!document.querySelector('[data-testid=dashboard-welcome]');`,
    );
    await expectNoErrors(driver, '/dashboard');
  },
};

export const boughtLessonPlays: Journey = {
  name: 'a bought lesson plays, progress reaches the server, the next starts at the end',
  async run(driver, ctx) {
    const lesson = ctx.owned.lessons[ctx.lessonIndex]!;
    const next = ctx.owned.lessons[ctx.lessonIndex + 1]!;
    await prepare(driver, ctx, true);
    await driver.goto(`/course/${ctx.owned.id}/watch/${lesson._id}`);
    await playsPast(driver, 'body', ctx.language, 1);
    await waitUntil(
      'progress on the server',
      async () => ((await serverProgress(ctx, lesson._id))?.lastPosition ?? 0) > 0,
      30_000,
    );
    // The learner drags to the last half second; the lesson's end moves on to the next one.
    await waitFor(
      driver,
      'the video to seek to its end',
      `const v = document.querySelector('video');
       if (!v || !Number.isFinite(v.duration) || v.currentTime === 0) return false;
       v.currentTime = v.duration - 0.5;
       return true;`,
    );
    await waitForPath(driver, new RegExp(`/watch/${next._id}$`), 'the next lesson', 30_000);
    await expectNoErrors(driver, 'the watch page');
  },
};

export const offlineReload: Journey = {
  name: 'offline reload of home and dashboard',
  async run(driver, ctx) {
    await prepare(driver, ctx, true);
    await driver.goto('/dashboard');
    await waitFor(
      driver,
      'the welcome',
      `return !!document.querySelector('[data-testid=dashboard-welcome]');`,
    );
    await waitFor(
      driver,
      'the service worker',
      `await navigator.serviceWorker.ready; return !!navigator.serviceWorker.controller;`,
      60_000,
    );
    await driver.goto('/');
    await waitFor(
      driver,
      'the home page',
      `return !!document.querySelector('#main h1, #main h2');`,
    );
    await driver.setOffline(true);
    try {
      await driver.reload();
      await waitFor(
        driver,
        'the home page offline',
        `return !!document.querySelector('#main h1, #main h2');`,
      );
      await driver.goto('/dashboard');
      await waitFor(
        driver,
        'the dashboard offline',
        `return !!document.querySelector('[data-testid=dashboard-welcome]');`,
      );
    } finally {
      await driver.setOffline(false);
    }
  },
};

export const testCheckout: Journey = {
  name: 'checkout with the test checkout',
  async run(driver, ctx) {
    const courseId = await ctx.newCourse();
    await prepare(driver, ctx, true);
    await driver.goto(`/course/${courseId}`);
    await waitFor(
      driver,
      'the enrol button',
      `return !!document.querySelector('[data-testid=enroll-button]');`,
    );
    await driver.clickFound(`return document.querySelector('[data-testid=enroll-button]');`);
    await waitForPath(driver, /^\/api\/payment\/test-checkout\//, 'the test checkout');
    await driver.clickFound(`return document.querySelector('button.pay');`);
    await waitForPath(driver, /^\/checkout\/success$/, 'the success page');
    await waitFor(
      driver,
      'the receipt',
      `return !!document.querySelector('[data-testid=receipt]');`,
    );
    if (!(await pathOf(driver)).startsWith('/checkout/success')) throw new Error('not on success');
  },
};

/**
 * A learner downloads a bought lesson (the smallest picture), goes offline, and plays it from the
 * Downloads list on its watch page. It runs after the bought lesson's journey, which left this lesson
 * finished (so it starts at 0 s), and the proxy's cut shows the video's bytes came from the device.
 */
export const downloadedLessonOffline: Journey = {
  name: 'a downloaded lesson plays offline',
  async run(driver, ctx) {
    const lesson = ctx.owned.lessons[ctx.lessonIndex]!;
    await prepare(driver, ctx, true);
    // A device with nothing downloaded yet (E2E_ENGINES_REPEAT takes this journey again in one profile):
    // the downloads' list in local storage and their database.
    await driver.evaluate(
      `localStorage.removeItem('downloads');
       await new Promise((resolve, reject) => {
         const r = indexedDB.deleteDatabase('academy-downloads');
         r.onsuccess = resolve;
         r.onerror = () => reject(new Error('deleting the downloads: ' + r.error));
         r.onblocked = () => reject(new Error('deleting the downloads: blocked by an open page'));
       });`,
    );
    await driver.goto(`/course/${ctx.owned.id}/watch/${lesson._id}`);
    await waitFor(
      driver,
      'the service worker',
      `await navigator.serviceWorker.ready; return !!navigator.serviceWorker.controller;`,
      60_000,
    );
    // Once more through the worker, so the player's files are in its cache, as after a first visit.
    await driver.reload();
    await clickWhenThere(
      driver,
      'the download button',
      `return document.querySelector('[data-testid=download-button]');`,
    );
    // The smallest picture (not the sound alone), as a learner short of data would take.
    await clickWhenThere(
      driver,
      'the download dialog',
      `const options = [...document.querySelectorAll('[data-testid=download-quality]')]
         .filter((o) => /\\d+p/.test(o.textContent))
         .sort((a, b) => Number(a.dataset.bytes) - Number(b.dataset.bytes));
       return options[0]?.querySelector('input');`,
    );
    await driver.clickFound(
      `return [...document.querySelectorAll('[data-testid=download-dialog] button')].at(-1);`,
    );
    await waitFor(
      driver,
      'the download to complete',
      `const state = document.querySelector('[data-testid=download-state]');
       return state?.dataset.state === 'complete';`,
      60_000,
    );
    await expectNoErrors(driver, 'the watch page');
    await driver.setOffline(true);
    try {
      await driver.goto('/downloads');
      await clickWhenThere(
        driver,
        'the lesson on the Downloads list',
        `const row = [...document.querySelectorAll('[data-testid=download-row]')]
           .find((r) => r.dataset.kind === 'kept' && r.textContent.includes(args[0]));
         return row?.querySelector('[data-testid=download-play]');`,
        lesson.title,
      );
      await waitForPath(driver, new RegExp(`/watch/${lesson._id}$`), 'the watch page');
      await playsPast(driver, 'body', ctx.language, 2);
    } finally {
      await driver.setOffline(false);
    }
  },
};

/** Every journey, in the order a run takes them. */
export const JOURNEYS: Journey[] = [
  homeAndCatalogue,
  signInAndDashboard,
  offlineReload,
  testCheckout,
  visitorPlaysPreview,
  boughtLessonPlays,
  downloadedLessonOffline,
];
