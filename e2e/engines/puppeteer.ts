import puppeteer, { type ElementHandle, type LaunchOptions } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { CHROMIUM_PATH, FIREFOX_PATH } from './availability.ts';
import { ERROR_HOOK, type EngineDriver } from './driver.ts';
import type { OfflineProxy } from './offline-proxy.ts';

/** The User-Agents by which the offline proxy knows each engine's requests. */
export const FIREFOX_AGENT = /Firefox\//;
export const CHROMIUM_AGENT = /Chrome\//;

/** The page's function body, called with its arguments (JSON), awaited. */
const call = (body: string, args: unknown[]) =>
  `(async (args) => { ${body} })(${JSON.stringify(args)})`;

/**
 * Firefox ESR from Debian, headless, through puppeteer-core over WebDriver BiDi: no geckodriver and
 * no download. (Playwright 1.65 cannot drive it: its newContext sends a BiDi command Firefox ESR
 * does not know.)
 */
export function openFirefox(proxy: OfflineProxy): Promise<EngineDriver> {
  return openWithPuppeteer(
    'firefox',
    { browser: 'firefox', executablePath: FIREFOX_PATH, headless: true },
    FIREFOX_AGENT,
    proxy,
  );
}

/**
 * Debian's Chromium through puppeteer-core (CDP), so that the shared journeys run in the engine the
 * Playwright specs use too. The flags are those of every browser test (e2e/chromium.ts).
 */
export function openChromium(proxy: OfflineProxy): Promise<EngineDriver> {
  return openWithPuppeteer(
    'chromium',
    {
      browser: 'chrome',
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    },
    CHROMIUM_AGENT,
    proxy,
  );
}

async function openWithPuppeteer(
  engine: string,
  options: LaunchOptions,
  agent: RegExp,
  proxy: OfflineProxy,
): Promise<EngineDriver> {
  const browser = await puppeteer.launch(options);
  const page = await browser.newPage();
  const hook = () => page.evaluate(call(ERROR_HOOK, []));
  return {
    engine,
    async goto(path) {
      await page.goto(new URL(path, proxy.url).href, { waitUntil: 'load' });
      await hook();
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
      await hook();
    },
    url: async () => page.url(),
    evaluate: async <T>(body: string, ...args: unknown[]) =>
      (await page.evaluate(call(body, args))) as T,
    async clickFound(body, ...args) {
      const handle = await page.evaluateHandle(call(body, args));
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error(`${engine}: nothing to click`);
      // Like WebDriver's "element click intercepted": a click that would land on something else
      // (a card or bar over the element) fails here instead of doing nothing.
      const covered = await element.evaluate((target) => {
        target.scrollIntoView({ block: 'center' });
        const box = target.getBoundingClientRect();
        // No box: hidden (a Suspense boundary hides shown content with display: none) or detached.
        if (box.width === 0 && box.height === 0)
          return target.isConnected
            ? 'nothing: the element is not displayed'
            : 'nothing: the element left the page';
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (!hit || target.contains(hit) || hit.contains(target)) return '';
        const text = (hit.textContent ?? '').replace(/\s+/g, ' ').slice(0, 80);
        // Where the target was, so that a rare miss can be read from the log.
        const where =
          `target ${target.tagName.toLowerCase()} at ${Math.round(box.x)},${Math.round(box.y)} ` +
          `${Math.round(box.width)}x${Math.round(box.height)}, scrollY ${Math.round(scrollY)}, ` +
          `viewport ${innerWidth}x${innerHeight}, page ${document.documentElement.scrollHeight} high`;
        return `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)} "${text}" (${where})`;
      });
      if (covered) throw new Error(`${engine}: the click would land on ${covered}`);
      // Like Playwright's hit-target check: the click must reach the element. Puppeteer clicks at the
      // point it last measured, so an element that moved in between would miss without a word.
      await element.evaluate((target) => {
        const page = window as unknown as { __engineClick?: string };
        page.__engineClick = 'no click arrived';
        addEventListener(
          'click',
          (event) => {
            const hit = event.target as Element;
            const box = target.getBoundingClientRect();
            page.__engineClick = target.contains(hit)
              ? ''
              : `it reached ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)} at ` +
                `${event.clientX},${event.clientY}; the element is at ${Math.round(box.x)},` +
                `${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
          },
          { capture: true, once: true },
        );
      });
      await element.click();
      // A click that loaded another document leaves nothing to read: it arrived.
      const missed = await page
        .evaluate(() => (window as unknown as { __engineClick?: string }).__engineClick ?? '')
        .catch(() => '');
      if (missed) throw new Error(`${engine}: the click missed: ${missed}`);
    },
    async fill(css, value) {
      await page.type(css, value);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async setOffline(offline) {
      proxy.setOffline(agent, offline);
    },
    close: () => browser.close(),
  };
}
