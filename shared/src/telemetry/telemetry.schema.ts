import { z } from 'zod';
import {
  CONNECTION_TYPES,
  ROUTE_PATTERN,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_MESSAGES,
  WEB_VITALS,
} from './telemetry-constants.ts';

/**
 * Field telemetry (issue 26): Core Web Vitals and lesson playback as the learners' own phones measure
 * them, sent only after the visitor accepted the cookie banner. Nothing here names a person: no user
 * id, name, e-mail or address; a page is its route pattern (`/course/:id`), never the address itself.
 */

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string().max(max).refine(noNul, { error: TELEMETRY_MESSAGES.nul });
const amount = (max: number) =>
  z
    .number({ error: TELEMETRY_MESSAGES.number })
    .finite()
    .min(0, { error: TELEMETRY_MESSAGES.number })
    .max(max);
const count = (max: number) => amount(max).int();

const routePatternSchema = z
  .string()
  .max(100, { error: TELEMETRY_MESSAGES.route })
  .refine(noNul, { error: TELEMETRY_MESSAGES.nul })
  .refine((s) => ROUTE_PATTERN.test(s), { error: TELEMETRY_MESSAGES.route });

/** What every event carries about where and how it was measured. */
const contextFields = {
  /** Made on the device, so a batch sent twice (a beacon and a retry) is stored once. */
  id: z.uuid(),
  /** When it was measured on the device (ms since 1970). */
  at: count(8_640_000_000_000),
  route: routePatternSchema,
  lang: z.enum(['ti', 'en'], { error: TELEMETRY_MESSAGES.lang }),
  connection: z.strictObject({
    effectiveType: z.enum(CONNECTION_TYPES),
    /** Mbit/s, as the Network Information API rounds it. */
    downlink: amount(10_000).nullable(),
    /** Round trip in ms. */
    rtt: count(600_000).nullable(),
    saveData: z.boolean(),
  }),
  installed: z.boolean(),
  appVersion: text(40).pipe(z.string().min(1)),
};

export const vitalEventSchema = z.strictObject({
  ...contextFields,
  kind: z.literal('vital'),
  metric: z.enum(WEB_VITALS),
  /** Milliseconds, or the unitless layout shift score. */
  value: amount(600_000),
});

const heightKey = z
  .string()
  .regex(/^\d{1,4}$/, { error: TELEMETRY_MESSAGES.heights })
  .refine((h) => Number(h) >= 1 && Number(h) <= 4320, { error: TELEMETRY_MESSAGES.heights });

export const playbackEventSchema = z.strictObject({
  ...contextFields,
  kind: z.literal('playback'),
  videoId: z.uuid(),
  /** From the choice (or the press of play) to the first frame; null when it never played. */
  startupMs: count(600_000).nullable(),
  stallCount: count(100_000),
  stallSeconds: amount(86_400),
  /** Seconds played at each picture height (`"360": 42.5`). */
  secondsByHeight: z
    .record(heightKey, amount(86_400))
    .refine((r) => Object.keys(r).length <= 20, { error: TELEMETRY_MESSAGES.heights }),
  dataSaver: z.boolean(),
  downloaded: z.boolean(),
  errors: count(1000),
});

export const telemetryEventSchema = z.discriminatedUnion('kind', [
  vitalEventSchema,
  playbackEventSchema,
]);

/** `POST /api/telemetry`. */
export const telemetryBatchSchema = z.strictObject({
  events: z
    .array(telemetryEventSchema)
    .min(1, { error: TELEMETRY_MESSAGES.empty })
    .max(TELEMETRY_MAX_EVENTS, { error: TELEMETRY_MESSAGES.tooMany }),
});

export type VitalEvent = z.infer<typeof vitalEventSchema>;
export type PlaybackEvent = z.infer<typeof playbackEventSchema>;
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** `GET /api/admin/telemetry/summary?days=7|28` (7 when missing or unknown). */
export const telemetrySummaryQuerySchema = z.object({
  days: z.preprocess((v) => (v === '28' ? 28 : 7), z.union([z.literal(7), z.literal(28)])),
});
