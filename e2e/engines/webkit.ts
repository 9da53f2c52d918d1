import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './availability.ts';
import { ERROR_HOOK, type EngineDriver } from './driver.ts';
import type { OfflineProxy } from './offline-proxy.ts';

/**
 * The User-Agent by which the offline proxy knows WebKitGTK's requests: Safari's, on Linux, and not
 * Chromium's (which also says AppleWebKit and Safari, with Chrome between them).
 */
export const WEBKIT_AGENT = /^(?!.*Chrome\/).*X11.*AppleWebKit\/.*Safari\//;

/** Runs a function body (with `args`) asynchronously through WebDriver's execute-async. */
const callAsync = (body: string) => `
  const done = arguments[arguments.length - 1];
  const args = Array.prototype.slice.call(arguments, 0, -1);
  (async () => { ${body} })().then((value) => done({ value }), (err) => done({ error: String(err) }));
`;

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (Debian's webkit2gtk-driver). It needs an X display:
 * the runner starts under `xvfb-run -a` (without one the session request hangs without a word).
 */
export async function openWebKit(proxy: OfflineProxy): Promise<EngineDriver> {
  // selenium-webdriver has no WebKitGTK service of its own: start WebKitWebDriver on a free port.
  const port = await freePort();
  const service = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore' });
  await waitForPort(port);
  const driver: WebDriver = await new Builder()
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation'],
      },
    })
    .usingServer(`http://127.0.0.1:${port}`)
    .build();
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
  const hook = () => driver.executeScript(ERROR_HOOK);
  const evaluate = async <T>(body: string, ...args: unknown[]): Promise<T> => {
    const result = (await driver.executeAsyncScript(callAsync(body), ...args)) as {
      value?: T;
      error?: string;
    };
    if (result.error !== undefined) throw new Error(`webkit: ${result.error}`);
    return result.value as T;
  };
  return {
    engine: 'webkit',
    async goto(path) {
      await driver.get(new URL(path, proxy.url).href);
      await hook();
    },
    async reload() {
      await driver.navigate().refresh();
      await hook();
    },
    url: () => driver.getCurrentUrl(),
    evaluate,
    async clickFound(body, ...args) {
      const element = (await driver.executeScript(
        `const args = Array.prototype.slice.call(arguments); ${body}`,
        ...args,
      )) as WebElement | null;
      if (!element) throw new Error('webkit: nothing to click');
      await element.click();
    },
    async fill(css, value) {
      await driver.findElement(By.css(css)).sendKeys(value);
    },
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    async setOffline(offline) {
      proxy.setOffline(WEBKIT_AGENT, offline);
    },
    async close() {
      await driver.quit().catch(() => {});
      service.kill();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on ${port}`);
}
