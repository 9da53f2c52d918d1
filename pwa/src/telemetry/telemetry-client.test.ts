import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryEvent } from '@academy/shared';
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts';
import { ok, stubApi, type ApiStub } from '../test/api-stub.ts';
import type * as Client from './telemetry-client.ts';

// happy-dom has no IndexedDB: the queue's Dexie database is replaced by a memory table of the same shape.
vi.mock('./telemetry-db.ts', async () => {
  const { memoryDatabase } = await import('../test/memory-tables.ts');
  return { telemetryDb: memoryDatabase({ events: 'id, at' }) };
});

const TELEMETRY = 'POST /api/telemetry';
const vital = {
  route: '/course/:id',
  lang: 'en',
  connection: { effectiveType: '3g', downlink: 0.4, rtt: 900, saveData: false },
  installed: false,
  appVersion: '0.1.0',
  kind: 'vital',
  metric: 'LCP',
  value: 3100,
} as const;

/** Listeners outlive their test (the window is shared): each test takes its finishers back. */
const finishers: Array<() => void> = [];
let api: ApiStub;
let client: typeof Client;
let online = true;

const sentEvents = () =>
  api.calls(TELEMETRY).flatMap((r) => (r.body as { events: TelemetryEvent[] }).events);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  api = stubApi({ [TELEMETRY]: ok({ stored: 1 }, { status: 202 }) });
  client = await import('./telemetry-client.ts');
});

afterEach(() => {
  for (const stop of finishers.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('field telemetry delivery', () => {
  it('records and sends nothing when cookies were declined or not chosen', async () => {
    client.recordTelemetry(vital);
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    client.recordTelemetry(vital);
    await settle();
    await client.sendTelemetry();
    expect(api.calls(TELEMETRY)).toEqual([]);
  });

  it('keeps events made offline in the queue and sends them when the connection returns', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    client.startTelemetry();
    online = false;
    client.recordTelemetry(vital);
    client.recordTelemetry({ ...vital, metric: 'CLS', value: 0.2 });
    await settle();
    await client.sendTelemetry();
    expect(api.calls(TELEMETRY)).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sentEvents()).toHaveLength(2));
    // Each event carries its own time, so the batch's order means nothing (the queue is keyed by id).
    expect(sentEvents().map((e) => e.kind === 'vital' && e.metric)).toEqual(
      expect.arrayContaining(['LCP', 'CLS']),
    );
    expect(sentEvents()[0]).not.toHaveProperty('userId');
    // Sent once: the queue is empty afterwards.
    await client.sendTelemetry();
    expect(api.calls(TELEMETRY)).toHaveLength(1);
  });

  it('hands the unsent events to a beacon when the page hides, after open sessions record', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    online = false;
    client.startTelemetry();
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    finishers.push(
      client.onPageHide(() => client.recordTelemetry({ ...vital, metric: 'INP', value: 180 })),
    );
    client.recordTelemetry(vital);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/telemetry');
    const { events } = JSON.parse(await body.text()) as { events: TelemetryEvent[] };
    expect(events.map((e) => e.kind === 'vital' && e.metric)).toEqual(['LCP', 'INP']);
  });

  it("takes a player's session through the sink, synchronously at page hide once the queue is loaded", async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    online = false;
    client.startTelemetry();
    const sink = await import('./telemetry-sink.ts');
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    finishers.push(
      sink.onPageHide(() => sink.recordEvent({ ...vital, metric: 'INP', value: 4321 })),
    );
    window.dispatchEvent(new Event('pagehide'));
    // Earlier tests' queues still listen on this window: their beacons are theirs.
    const sent = await Promise.all(
      beacon.mock.calls.map(
        async ([, body]) => (JSON.parse(await body.text()) as { events: TelemetryEvent[] }).events,
      ),
    );
    const mine = sent.flat().filter((e) => e.kind === 'vital' && e.value === 4321);
    expect(mine).toHaveLength(1);
  });

  it('keeps an event recorded through the sink before the queue loaded, and sends it once it has', async () => {
    vi.resetModules();
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    const sink = await import('./telemetry-sink.ts');
    sink.recordEvent(vital);
    const queue = await import('./telemetry-client.ts');
    await vi.waitFor(async () => {
      await queue.sendTelemetry();
      expect(sentEvents()).toHaveLength(1);
    });
  });
});
