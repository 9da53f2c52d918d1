/**
 * Field telemetry's constants (issue 26), apart from its schemas (./telemetry.schema.ts) so that the
 * pages that only need a constant (every page's route pattern, the batch size) do not bring zod along.
 */

/** Events in one `POST /api/telemetry`; the PWA sends at most this many at a time. */
export const TELEMETRY_MAX_EVENTS = 100;
/** Raw events are kept this long; the daily roll-up longer (api/src/telemetry/telemetry-rollup.ts). */
export const TELEMETRY_RAW_DAYS = 90;
export const TELEMETRY_SUMMARY_DAYS = [7, 28] as const;

export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/**
 * web.dev's thresholds (https://web.dev/articles/vitals): at or below `good` is good, above `poor` is
 * poor, between them needs improvement. Milliseconds, CLS unitless.
 */
export const VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const TELEMETRY_MESSAGES = {
  tooMany: `A telemetry batch holds at most ${TELEMETRY_MAX_EVENTS} events.`,
  empty: 'A telemetry batch holds at least one event.',
  route: 'route must be a route pattern such as /course/:id, never an address with an id in it.',
  nul: 'Text cannot contain a NUL character.',
  lang: 'lang must be ti or en.',
  number: 'Expected a number that is not negative.',
  heights: 'secondsByHeight maps picture heights (1 to 4320) to seconds.',
} as const;

/**
 * A route pattern: `/`, or segments that are lowercase words (`course`, `help-center`) or named
 * parameters (`:id`), or a final `*`. A segment with a digit (an id, a number) is refused, so an
 * address that slipped through unreplaced is never stored.
 */
export const ROUTE_PATTERN =
  /^\/(?:(?:[a-z][a-z-]*|:[a-zA-Z]+)(?:\/(?:[a-z][a-z-]*|:[a-zA-Z]+))*(?:\/\*)?|\*)?$/;
