import { TELEMETRY_MAX_EVENTS, type TelemetryEvent } from '@academy/shared';
import { readConsent } from './cookie-consent.ts';

/**
 * What a player needs of field telemetry, without the queue: the queue (telemetry-client.ts) brings
 * Dexie (28 KB compressed, 98 KB of script), which a visitor who has not accepted cookies never uses.
 * The player on a shared lesson link downloaded and ran it with the page (issue 26). The queue loads
 * once cookies are accepted (field-telemetry.tsx) and then takes the events here, synchronously, so
 * that a session recorded as the page hides still leaves with the beacon. An event recorded after the
 * acceptance but before the queue has loaded waits here and goes to the queue when it registers. The
 * sink never imports the queue itself: the queue imports the sink, and a file cycle would be the result.
 *
 * The moment the page hides belongs here too, not to the queue: open sessions record themselves first,
 * then the queue hands its unsent events to a beacon. A page that hides before the queue has loaded
 * (closed in its first seconds, or its queue's script lost on a weak link) sends what waits here itself.
 */
export const TELEMETRY_ENDPOINT = '/api/telemetry';

export type EventInput = TelemetryEvent extends infer E
  ? E extends TelemetryEvent
    ? Omit<E, 'id' | 'at'>
    : never
  : never;

export interface TelemetryQueue {
  record(event: EventInput): void;
  /** The page is hiding: send what the server has not answered yet, with a beacon. */
  hide(): void;
}

let queue: TelemetryQueue | null = null;
/**
 * Accepted events recorded before the queue loaded (a few at most: the queue loads on acceptance),
 * with the moment each was recorded, should they have to leave without the queue.
 */
const waiting: Array<{ event: EventInput; at: number }> = [];
const MAX_WAITING = 100;
/** Called just before the page hides, so that open playback sessions are recorded first. */
const beforeHide = new Set<() => void>();

/** The queue, once loaded, takes the events, those that waited for it first. */
export function setTelemetryQueue(next: TelemetryQueue): void {
  queue = next;
  for (const { event } of waiting.splice(0)) next.record(event);
}

/** Records one event, when the visitor accepted cookies; otherwise nothing happens. */
export function recordEvent(event: EventInput): void {
  if (readConsent() !== true) return;
  if (queue) return queue.record(event);
  // Accepted, and the queue not loaded yet (this very moment): field-telemetry.tsx is loading it.
  if (waiting.length < MAX_WAITING) waiting.push({ event, at: Date.now() });
}

/** Registers work to do when the page hides (an open playback session records itself). */
export function onPageHide(finish: () => void): () => void {
  beforeHide.add(finish);
  return () => beforeHide.delete(finish);
}

/** The page is hiding: open sessions record themselves, then the events leave with a beacon. */
function pageHides(): void {
  for (const finish of beforeHide) finish();
  if (queue) return queue.hide();
  if (readConsent() !== true || waiting.length === 0) return;
  // No queue to keep them for a later visit: the beacon is their one chance.
  const events = waiting
    .splice(0, TELEMETRY_MAX_EVENTS)
    .map(({ event, at }) => ({ ...event, id: crypto.randomUUID(), at }));
  sendBeacon(events as TelemetryEvent[]);
}

/** Hands events to the browser to deliver even as the page goes; false when it would not take them. */
export function sendBeacon(events: readonly TelemetryEvent[]): boolean {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  return navigator.sendBeacon?.(TELEMETRY_ENDPOINT, body) ?? false;
}

// A phone locks or switches app (visibilitychange) long before a tab is closed (pagehide); either may
// be the last moment, and a second call finds nothing left to send.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', pageHides);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') pageHides();
  });
}
