import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../chromium.ts';

/** Where Debian puts each engine's programs, and the package that brings them. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export { CHROMIUM_PATH };
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * What an engine lacks on this machine, as the Debian packages to install (none: it can run).
 * WebKitGTK also needs an X display: a real one (DISPLAY) or Xvfb, which the runner starts itself.
 */
export function missingPackages(engine: string): string[] {
  if (engine === 'firefox') return existsSync(FIREFOX_PATH) ? [] : ['firefox-esr'];
  if (engine === 'chromium') return existsSync(CHROMIUM_PATH) ? [] : ['chromium'];
  const missing: string[] = [];
  if (!existsSync(WEBKIT_DRIVER_PATH) || !existsSync(MINIBROWSER_PATH))
    missing.push('webkit2gtk-driver');
  if (!process.env.DISPLAY && !onPath('xvfb-run')) missing.push('xvfb');
  return missing;
}
