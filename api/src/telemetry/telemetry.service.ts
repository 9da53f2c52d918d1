import {
  TELEMETRY_RAW_DAYS,
  type ConnectionType,
  type PlaybackSummary,
  type TelemetryBatch,
  type TelemetrySummary,
  type WebVitalName,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import {
  dailyRebuffering,
  insertEvents,
  playbackFigures,
  rollUp,
  startupHistogram,
  vitalPercentiles,
  type PlaybackRow,
} from './telemetry.repository.ts';

/** Upper edges (ms) of the startup distribution's buckets; a last bucket holds the slower ones. */
export const STARTUP_BUCKETS_MS = [500, 1000, 2000, 3000, 5000, 8000, 12000] as const;
/** The roll-up rewrites this many past days each run, so that late batches still count. */
const ROLLUP_REWRITE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function recordBatch(ctx: AppContext, batch: TelemetryBatch): Promise<number> {
  return insertEvents(ctx.database.db, batch.events);
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function playbackOf(row: PlaybackRow | undefined): PlaybackSummary {
  if (!row)
    return {
      sessions: 0,
      startupMedianMs: null,
      startupP90Ms: null,
      rebufferRatio: null,
      errorRate: null,
      secondsByHeight: {},
    };
  return {
    sessions: row.sessions,
    startupMedianMs: row.startupMedianMs,
    startupP90Ms: row.startupP90Ms,
    rebufferRatio: ratio(row.stallSeconds, row.playedSeconds),
    errorRate: ratio(row.errorSessions, row.sessions),
    secondsByHeight: row.secondsByHeight ?? {},
  };
}

/** `GET /api/admin/telemetry/summary`: the last `days` days up to now, from the raw events. */
export async function telemetrySummary(ctx: AppContext, days: number): Promise<TelemetrySummary> {
  const db = ctx.database.db;
  const since = new Date(Date.now() - days * DAY_MS);
  const [vitals, playback, histogram, daily] = await Promise.all([
    vitalPercentiles(db, since),
    playbackFigures(db, since),
    startupHistogram(db, since, STARTUP_BUCKETS_MS),
    dailyRebuffering(db, since),
  ]);
  const byBucket = new Map(histogram.map((h) => [h.bucket, h.sessions]));
  const lessons = playback
    .filter((row) => row.videoId !== null)
    .map((row) => ({ videoId: row.videoId!, title: row.title, ...playbackOf(row) }))
    .sort((a, b) => (b.startupMedianMs ?? -1) - (a.startupMedianMs ?? -1));
  return {
    days,
    vitals: vitals.map((v) => ({
      page: v.page,
      connection: v.connection as ConnectionType,
      metric: v.metric as WebVitalName,
      p75: v.p75,
      samples: v.samples,
    })),
    playback: {
      overall: playbackOf(playback.find((row) => row.videoId === null)),
      lessons,
      // width_bucket gives 0 below the first edge, i for [edge i-1, edge i), n for >= the last.
      startupHistogram: [...STARTUP_BUCKETS_MS, null].map((upToMs, i) => ({
        upToMs,
        sessions: byBucket.get(i) ?? 0,
      })),
      daily: daily.map((d) => ({
        day: d.day,
        sessions: d.sessions,
        rebufferRatio: ratio(d.stallSeconds, d.playedSeconds),
      })),
    },
  };
}

/** The daily `telemetry.rollup` job: roll up the last few whole days, drop raw events past 90 days. */
export async function rollUpTelemetry(ctx: AppContext, now = new Date()): Promise<void> {
  const from = new Date(now.getTime() - ROLLUP_REWRITE_DAYS * DAY_MS).toISOString().slice(0, 10);
  await rollUp(ctx.database.db, from, TELEMETRY_RAW_DAYS);
}
