import type { TelemetryEvent } from '@academy/shared';
import { readConsent } from './cookie-consent.ts';

/**
 * What a player needs of field telemetry, without the queue: the queue (telemetry-client.ts) brings
 * Dexie (28 KB compressed, 98 KB of script), which a visitor who has not accepted cookies never uses.
 * The player on a shared lesson link downloaded and ran it with the page (issue 26). The queue loads
 * once cookies are accepted (field-telemetry.tsx) and then takes the events here, synchronously, so
 * that a session recorded as the page hides still leaves with the beacon. An event recorded after the
 * acceptance but before the queue has loaded waits here and goes to the queue when it registers. The
 * sink never imports the queue itself: the queue imports the sink, and a file cycle would be the result.
 */
export type EventInput = TelemetryEvent extends infer E
  ? E extends TelemetryEvent
    ? Omit<E, 'id' | 'at'>
    : never
  : never;

let sink: ((event: EventInput) => void) | null = null;
/** Accepted events recorded before the queue loaded (a few at most: the queue loads on acceptance). */
const waiting: EventInput[] = [];
const MAX_WAITING = 100;
/** Called just before the page hides, so that open playback sessions are recorded first. */
const beforeHide = new Set<() => void>();

/** The queue, once loaded, takes the events, those that waited for it first. */
export function setTelemetrySink(record: (event: EventInput) => void): void {
  sink = record;
  for (const event of waiting.splice(0)) record(event);
}

/** Records one event, when the visitor accepted cookies; otherwise nothing happens. */
export function recordEvent(event: EventInput): void {
  if (readConsent() !== true) return;
  if (sink) return sink(event);
  // Accepted, and the queue not loaded yet (this very moment): field-telemetry.tsx is loading it.
  if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Registers work to do when the page hides (an open playback session records itself). */
export function onPageHide(finish: () => void): () => void {
  beforeHide.add(finish);
  return () => beforeHide.delete(finish);
}

/** The page is hiding: open sessions record themselves. */
export function finishBeforeHide(): void {
  for (const finish of beforeHide) finish();
}
