import { TELEMETRY_MAX_EVENTS, type TelemetryEvent } from '@academy/shared';
import { readConsent } from './cookie-consent.ts';
import { telemetryDb } from './telemetry-db.ts';
import {
  sendBeacon,
  setTelemetryQueue,
  TELEMETRY_ENDPOINT,
  type EventInput,
} from './telemetry-sink.ts';

export { onPageHide } from './telemetry-sink.ts';

/**
 * Field telemetry's delivery (issue 26): an event is recorded only after the visitor accepted the
 * cookie banner; it is written to IndexedDB first, then sent in batches to POST /api/telemetry: when
 * enough are waiting, every half minute, when the connection returns, and with `sendBeacon` when the
 * page hides (the phone locks, the tab closes: telemetry-sink.ts says when). An event leaves the queue
 * once the server answered it; a beacon's events may still be in IndexedDB when the page dies, and
 * the server stores an id once.
 */
const SEND_WHEN_WAITING = 20;
const SEND_EVERY_MS = 30_000;

/** Events of this page not yet answered by the server: what a beacon carries when the page hides. */
const unsent = new Map<string, TelemetryEvent>();
let sending: Promise<void> | null = null;
let started = false;

const consented = () => readConsent() === true;

function newId(): string {
  return crypto.randomUUID();
}

/** Records one event, when the visitor accepted cookies; otherwise nothing happens. */
export function recordTelemetry(input: EventInput): void {
  if (!consented()) return;
  const event = { ...input, id: newId(), at: Date.now() } as TelemetryEvent;
  unsent.set(event.id, event);
  void telemetryDb.events
    .put(event)
    .then(() => (unsent.size >= SEND_WHEN_WAITING ? sendTelemetry() : undefined))
    .catch(() => undefined);
}

// The players record through telemetry-sink.ts, which does not load this queue for a visitor who has not
// accepted cookies. The sink also tells the queue when the page hides, from the moment it has loaded.
setTelemetryQueue({ record: recordTelemetry, hide: beaconUnsent });

/** Sends what IndexedDB holds, a batch at a time; a failure waits for the next occasion. */
export function sendTelemetry(): Promise<void> {
  if (!consented() || !navigator.onLine) return Promise.resolve();
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<void> {
  for (;;) {
    const waiting = await telemetryDb.events.filter(() => true).toArray();
    const batch = waiting.sort((a, b) => a.at - b.at).slice(0, TELEMETRY_MAX_EVENTS);
    if (batch.length === 0) return;
    let response: Response;
    try {
      response = await fetch(TELEMETRY_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events: batch }),
        keepalive: true,
      });
    } catch {
      return; // no connection: the events wait in IndexedDB
    }
    // 2xx stored; a 400 would be refused again (a bug, not the link): drop rather than block the queue.
    if (!response.ok && response.status !== 400) return;
    await forget(batch.map((e) => e.id));
  }
}

async function forget(ids: string[]): Promise<void> {
  for (const id of ids) unsent.delete(id);
  const gone = new Set(ids);
  await telemetryDb.events.filter((e) => gone.has(e.id)).delete();
}

/** The page is hiding (open sessions have just recorded): this page's unsent events go with a beacon. */
function beaconUnsent(): void {
  if (!consented() || unsent.size === 0) return;
  const events = [...unsent.values()].slice(-TELEMETRY_MAX_EVENTS);
  if (sendBeacon(events)) void forget(events.map((e) => e.id)).catch(() => undefined);
}

/** Starts the sending occasions once; declining cookies later empties the queue. */
export function startTelemetry(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendTelemetry());
  window.setInterval(() => void sendTelemetry(), SEND_EVERY_MS);
  void sendTelemetry();
}

/** The visitor declined cookies: nothing recorded so far is sent. */
export async function forgetTelemetry(): Promise<void> {
  unsent.clear();
  await telemetryDb.events.clear();
}
