import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { FIREFOX_PATH } from './availability.ts';
import { ERROR_HOOK, type EngineDriver } from './driver.ts';
import type { OfflineProxy } from './offline-proxy.ts';

/** The User-Agent by which the offline proxy knows Firefox's requests. */
export const FIREFOX_AGENT = /Firefox\//;

/** The page's function body, called with its arguments (JSON), awaited. */
const call = (body: string, args: unknown[]) =>
  `(async (args) => { ${body} })(${JSON.stringify(args)})`;

/**
 * Firefox ESR from Debian, headless, through puppeteer-core over WebDriver BiDi: no geckodriver and
 * no download. (Playwright 1.65 cannot drive it: its newContext sends a BiDi command Firefox ESR
 * does not know.)
 */
export async function openFirefox(proxy: OfflineProxy): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  const page = await browser.newPage();
  const hook = () => page.evaluate(call(ERROR_HOOK, []));
  return {
    engine: 'firefox',
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
      if (!element) throw new Error('firefox: nothing to click');
      await element.click();
    },
    async fill(css, value) {
      await page.type(css, value);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async setOffline(offline) {
      proxy.setOffline(FIREFOX_AGENT, offline);
    },
    close: () => browser.close(),
  };
}
