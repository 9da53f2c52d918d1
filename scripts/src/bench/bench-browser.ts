import type { CDPSession } from '@playwright/test';
import { SIGNED_IN_COOKIE, VIEWER_COOKIE, VIEWER_COOKIE_PATHS } from '@academy/shared';

/**
 * Debian's Chromium as every benchmark launches it: headless, software rendering, none of the
 * background traffic that would share a throttled link. Autoplay without a gesture, for the players.
 */
export const benchChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-gpu',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/** Throttles a page's network through CDP: latency on every request, the same rate up and down. */
export async function throttle(cdp: CDPSession, kbps: number, rttMs: number): Promise<void> {
  await cdp.send('Network.enable');
  const bytesPerSecond = (kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * The cookies the app mirrors a signed-in learner's session into (pwa/src/session/auth-storage.ts), as
 * a learner who opened the app on an earlier visit has them: the server then never sends them the
 * visitor's drawing, and draws their own dashboard and lessons.
 */
export function sessionCookies(base: string, token: string) {
  const domain = new URL(base).hostname;
  return [
    { name: SIGNED_IN_COOKIE, value: '1', domain, path: '/' },
    ...VIEWER_COOKIE_PATHS.map((path) => ({ name: VIEWER_COOKIE, value: token, domain, path })),
  ];
}
