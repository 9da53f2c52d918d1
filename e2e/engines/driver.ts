/**
 * The few things a journey asks of a browser, so one description of each journey runs in every
 * engine (journeys.ts): Firefox ESR through puppeteer-core (WebDriver BiDi), WebKitGTK through
 * selenium-webdriver (WebKitWebDriver under Xvfb). Scripts go in as strings of a function body, the
 * one form both protocols accept unchanged.
 */
export interface EngineDriver {
  readonly engine: string;
  /** Opens an address of the app (path from its origin) and waits for the load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body; `args` is the array of arguments) in the page and returns its value. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks, with the engine's own input events, the element that `body` (run in the page) returns. */
  clickFound(body: string, ...args: unknown[]): Promise<void>;
  /** Types into the input a CSS selector finds, with the engine's own key events. */
  fill(css: string, value: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Cuts (true) or restores this browser's network to the app. */
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * Error reports collected in the page: console.error, uncaught errors, unhandled rejections and CSP
 * violations. Installed after each load (WebKitGTK's console cannot be read from WebDriver).
 */
export const ERROR_HOOK = `
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  const original = console.error;
  console.error = (...args) => { errors.push('console.error: ' + args.map(String).join(' ')); original.apply(console, args); };
  addEventListener('error', (e) => errors.push('error: ' + e.message));
  addEventListener('unhandledrejection', (e) => errors.push('unhandledrejection: ' + String(e.reason)));
  addEventListener('securitypolicyviolation', (e) => errors.push('csp: ' + e.violatedDirective + ' ' + e.blockedURI));
`;

/** Polls `body` in the page until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  driver: EngineDriver,
  what: string,
  body: string,
  timeoutMs = 20_000,
  ...args: unknown[]
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate<T>(body, ...args);
      if (value) return value;
    } catch (err) {
      // A navigation in progress: the page's context is gone for a moment.
      last = err;
    }
    if (Date.now() > until)
      throw new Error(
        `${driver.engine}: timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls a condition outside the page (the server's state). */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
