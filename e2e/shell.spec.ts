import type { Page } from '@playwright/test';
import { DEFAULT_SITE_CONFIG } from '../shared/src/site-config-defaults.ts';
import { expect, openIn, test } from './fixtures.ts';

/**
 * The public shell (spec 000 §2, §3, §9): languages, the hiding navbar, the mobile menu, cookie consent
 * with the analytics script, the floating contact button, scroll-to-top, the scroll manager, the
 * not-found page and the installable PWA, against the real academy as `npm start` serves it.
 */

const navbar = (page: Page) => page.getByTestId('navbar');

/** Makes the current page tall enough to scroll, whatever the page's own content is today. */
async function addSpacer(page: Page, height = 4000) {
  // Wait for the page itself (every page has a heading), so it cannot re-render over the spacer.
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.evaluate((px) => {
    const spacer = document.createElement('div');
    spacer.style.height = `${px}px`;
    spacer.dataset.testSpacer = '';
    document.getElementById('main')!.append(spacer);
  }, height);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function chooseLanguage(page: Page, name: 'ትግርኛ' | 'English') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('languages', () => {
  test('@phone the home page opens in Tigrinya, switches to English and back, and keeps the choice across a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByTestId('language-menu')).toContainText('ትግርኛ');
    await expect(page.getByTestId('footer').getByRole('link', { name: 'ኮርሳት' })).toBeVisible();

    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('footer').getByRole('link', { name: 'Courses' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-menu')).toContainText('English');

    await chooseLanguage(page, 'ትግርኛ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByTestId('footer').getByRole('link', { name: 'ብዛዕባና' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
  });

  test('a stored "tg" from the old site is read as Tigrinya', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'tg'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByTestId('language-menu')).toContainText('ትግርኛ');
  });

  test('the desktop navbar links Home, Courses, About and Contact in the chosen language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openIn(page, '/', 'en');
    const nav = navbar(page);
    for (const [name, href] of [
      ['Home', '/'],
      ['Courses', '/courses'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});

test('@phone the navbar hides on scrolling down past 100 px and shows on scrolling up', async ({
  page,
}) => {
  await openIn(page, '/', 'ti');
  await addSpacer(page);
  await expect(navbar(page)).toBeInViewport();

  await scrollTo(page, 80);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
  await scrollTo(page, 600);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
  await expect(navbar(page)).not.toBeInViewport();

  await scrollTo(page, 450);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
  await expect(navbar(page)).toBeInViewport();
});

test('@phone the mobile menu opens with the links and closes on scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, '/', 'en');
  await addSpacer(page);
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Courses', 'About', 'Contact', 'Log in', 'Sign up']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await scrollTo(page, 300);
  await expect(menu).toHaveCount(0);

  // A link in the menu navigates and closes it too.
  await scrollTo(page, 0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toHaveCount(0);
});

test.describe('cookie consent', () => {
  const analytics = (page: Page) => page.locator('script#academy-analytics');
  const consent = (page: Page) => page.evaluate(() => localStorage.getItem('cookie_consent'));

  test('@phone accepting loads the analytics script and the choice survives a reload', async ({
    page,
  }) => {
    await openIn(page, '/', 'en');
    const banner = page.getByTestId('cookie-consent');
    await expect(banner).toBeVisible();
    await expect(analytics(page)).toHaveCount(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect(analytics(page)).toHaveCount(1);
    await expect(analytics(page)).toHaveAttribute('src', DEFAULT_SITE_CONFIG.analyticsScriptUrl);
    expect(await consent(page)).toBe('true');
    // The script really ran: the demo analytics counted this page view.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { academyAnalytics?: { pageViews: unknown[] } }).academyAnalytics
              ?.pageViews.length ?? 0,
        ),
      )
      .toBeGreaterThan(0);

    await page.reload();
    await expect(analytics(page)).toHaveCount(1);
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  });

  test('@phone declining from the footer cookie settings removes the script, also after a reload', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('__e2e_consent_set')) {
        localStorage.setItem('cookie_consent', 'true');
        sessionStorage.setItem('__e2e_consent_set', '1');
      }
    });
    await openIn(page, '/', 'ti');
    await expect(analytics(page)).toHaveCount(1);
    await expect(page.getByTestId('cookie-consent')).toBeHidden();

    await page.getByTestId('footer').getByRole('button', { name: 'ምርጫ ኩኪታት' }).click();
    const banner = page.getByTestId('cookie-consent');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'ኣይሰማማዕን' }).click();
    await expect(banner).toBeHidden();
    await expect(analytics(page)).toHaveCount(0);
    expect(await consent(page)).toBe('false');

    await page.reload();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(analytics(page)).toHaveCount(0);
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  });
});

test('@phone the floating contact button appears after about a second with call, WhatsApp and Telegram', async ({
  page,
}) => {
  // When each part first appeared, by the page's own clock: on a busy machine the page can take longer
  // than the second to be drawn at all, so "not there yet once the navbar shows" was timing.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    new MutationObserver(() => {
      for (const id of ['navbar', 'floating-contact'])
        if (!(id in seen) && document.querySelector(`[data-testid="${id}"]`))
          seen[id] = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await openIn(page, '/', 'en');
  const floating = page.getByTestId('floating-contact');
  await expect(floating).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: Record<string, number> }).__seen,
  );
  // Drawn with the navbar, shown a second later (a timer never fires early; 100 ms for the observer).
  expect(seen['floating-contact']! - seen.navbar!).toBeGreaterThanOrEqual(900);

  await floating.getByRole('button', { name: 'Contact us' }).click();
  const expected = {
    'Call us': `tel:${DEFAULT_SITE_CONFIG.supportPhone.replace(/[^\d+]/g, '')}`,
    WhatsApp: `https://wa.me/${DEFAULT_SITE_CONFIG.whatsappNumber.replace(/\D/g, '')}`,
    Telegram: `https://t.me/${DEFAULT_SITE_CONFIG.telegramHandle}`,
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = floating.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await floating.getByRole('button', { name: 'Close contact options' }).click();
  await expect(floating.locator('a[target="_blank"]')).toHaveCount(3);
  await expect(floating.getByRole('link', { name: /^WhatsApp/ })).toBeHidden();
});

test('@phone the scroll-to-top button appears after 300 px and takes the visitor back up', async ({
  page,
}) => {
  await openIn(page, '/', 'en');
  await addSpacer(page);
  const button = page.getByTestId('scroll-to-top');
  await scrollTo(page, 250);
  await expect(button).toHaveCount(0);
  await scrollTo(page, 900);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('returning to a page restores its scroll position; a new page starts at the top', async ({
  page,
}) => {
  await openIn(page, '/', 'en');
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The real pages may still be short; padding that survives client-side navigation keeps them tall.
  await page.addStyleTag({ content: '#main { padding-bottom: 3000px; }' });
  await scrollTo(page, 1200);
  // The browser may nudge the offset (scroll anchoring) while images settle: compare with what was saved.
  const savedHome = () =>
    page.evaluate(() => {
      const saved = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}')['/'];
      return saved === Math.round(window.scrollY) && saved > 1000 ? saved : null;
    });
  await expect.poll(savedHome).not.toBeNull();
  const saved = (await savedHome()) as number;

  // A DOM click: Playwright's own click would first scroll the footer link into view.
  await page
    .getByTestId('footer')
    .getByRole('link', { name: 'Help center' })
    .evaluate((link) => (link as HTMLElement).click());
  await expect(page).toHaveURL(/\/help-center$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)))
    .toBeGreaterThanOrEqual(saved - 2);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - saved)).toBeLessThanOrEqual(2);
});

test.describe('not-found page', () => {
  test('@phone an unknown path shows the not-found page in Tigrinya with ways back', async ({
    page,
  }) => {
    await openIn(page, '/no-such-page/at-all', 'ti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('እዚ ገጽ ኣይተረኽበን');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'ናብ ቀንዲ ገጽ ተመለሱ' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'ኮርሳት ርኣዩ' })).toHaveAttribute('href', '/courses');
    await expect(page).toHaveTitle(/እዚ ገጽ ኣይተረኽበን/);
  });

  test('an unknown path shows the not-found page in English', async ({ page }) => {
    await openIn(page, '/no-such-page', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.locator('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('installable PWA', () => {
  test.use({ serviceWorkers: 'allow' });

  test('serves a web manifest with the academy name and PNG icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest.name).toBe(DEFAULT_SITE_CONFIG.appName);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(
      true,
    );
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const res = await request.get(icon.src);
      expect(res.ok(), icon.src).toBe(true);
      expect(res.headers()['content-type']).toContain('image/png');
    }
  });

  test('the service worker lets the academy open offline after a first visit', async ({
    page,
    context,
  }) => {
    await openIn(page, '/', 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // An online visit under the worker keeps the server's page (with the site facts) as the offline copy.
    await page.reload();
    await expect(navbar(page)).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(navbar(page)).toBeVisible();
      await expect(page.getByTestId('footer')).toContainText(DEFAULT_SITE_CONFIG.supportEmail);
    } finally {
      await context.setOffline(false);
    }
  });

  test('with the worker in control, /api/ and /dev/ pages still come from the server, not the app', async ({
    page,
  }) => {
    await openIn(page, '/', 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await page.goto('/dev/mailbox');
    await expect(page).toHaveTitle('Development mailbox');
    await expect(page.locator('#root')).toHaveCount(0);

    const health = await page.goto('/api/health');
    expect(health?.headers()['content-type']).toContain('application/json');
    await expect(page.locator('#root')).toHaveCount(0);
  });

  test('personal API calls are never kept in the service worker cache', async ({ page }) => {
    await openIn(page, '/', 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const cached = await page.evaluate(async () => {
      await fetch('/api/health');
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls.filter((path) => path.startsWith('/api/'));
    });
    // Only the anonymous catalogue (list, facets, content-addressed thumbnails) may be cached.
    const publicCatalogue = /^\/api\/courses(\/facets|\/thumbnails\/.+)?$/;
    expect(cached.filter((path) => !publicCatalogue.test(path))).toEqual([]);
    expect(cached).not.toContain('/api/health');
  });
});
