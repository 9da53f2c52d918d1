import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryEvent } from '@academy/shared';
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts';

const session = {
  route: '/course/:id/watch/:videoId',
  lang: 'en',
  connection: { effectiveType: '3g', downlink: 0.4, rtt: 900, saveData: false },
  installed: false,
  appVersion: '0.1.0',
  kind: 'playback',
  videoId: '0b6f7d55-3c1e-4c55-9a43-6a1f0e1f2d3c',
  startupMs: 2400,
  stallCount: 0,
  stallSeconds: 0,
  secondsByHeight: { '360': 4.5 },
  dataSaver: false,
  downloaded: false,
  errors: 0,
} as const;

/** A page's listeners outlive its test (the window is shared): each test takes its finishers back. */
const finishers: Array<() => void> = [];
let beacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;

const beaconed = async () =>
  (
    await Promise.all(
      beacon.mock.calls.map(
        async ([, body]) => (JSON.parse(await body.text()) as { events: TelemetryEvent[] }).events,
      ),
    )
  ).flat();

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  beacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  for (const stop of finishers.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('the page hiding before the queue has loaded', () => {
  it("sends a player's session recorded as the page hides with a beacon of its own, stamped", async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    const sink = await import('./telemetry-sink.ts');
    // As a player's session does, it records itself once.
    let recorded = false;
    finishers.push(
      sink.onPageHide(() => {
        if (!recorded) sink.recordEvent(session);
        recorded = true;
      }),
    );
    window.dispatchEvent(new Event('pagehide'));

    // Other tests' pages still listen on this shared window: only this session's beacon is looked at.
    const mine = async () => (await beaconed()).filter((e) => e.kind === 'playback');
    expect(await mine()).toHaveLength(1);
    expect(beacon.mock.calls.every(([url]) => url === '/api/telemetry')).toBe(true);
    const [sent] = await mine();
    expect(sent).toMatchObject({ kind: 'playback', videoId: session.videoId, startupMs: 2400 });
    expect(sent!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.at).toBeGreaterThan(0);

    // Hidden, then closed: the second moment finds nothing left to send.
    window.dispatchEvent(new Event('pagehide'));
    expect(await mine()).toHaveLength(1);
  });

  it('sends nothing for a visitor who has not accepted cookies', async () => {
    const sink = await import('./telemetry-sink.ts');
    finishers.push(sink.onPageHide(() => sink.recordEvent(session)));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect((await beaconed()).filter((e) => e.kind === 'playback')).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
