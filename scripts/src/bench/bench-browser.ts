import type { CDPSession } from '@playwright/test';

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
