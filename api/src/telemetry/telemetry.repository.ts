import { sql } from 'drizzle-orm';
import type { TelemetryEvent } from '@academy/shared';
import type { Db } from '../db/database.ts';
import { telemetryEvents } from './telemetry.table.ts';

/**
 * SQL for field telemetry. Percentiles are `percentile_cont` (linear interpolation between the two
 * nearest samples, as a spreadsheet's PERCENTILE.INC does), computed in PostgreSQL, never in Node.
 */

/** Stores a batch; an event whose id is already stored (a batch sent again) is skipped. */
export async function insertEvents(db: Db, events: readonly TelemetryEvent[]): Promise<number> {
  const rows = events.map((e) => {
    const common = {
      id: e.id,
      kind: e.kind,
      route: e.route,
      lang: e.lang,
      effectiveType: e.connection.effectiveType,
      downlink: e.connection.downlink,
      rtt: e.connection.rtt,
      saveData: e.connection.saveData,
      installed: e.installed,
      appVersion: e.appVersion,
    };
    if (e.kind === 'vital') return { ...common, metric: e.metric, value: e.value };
    const played = Object.values(e.secondsByHeight).reduce((a, b) => a + b, 0);
    return {
      ...common,
      videoId: e.videoId,
      startupMs: e.startupMs,
      stallCount: e.stallCount,
      stallSeconds: e.stallSeconds,
      playedSeconds: played,
      secondsByHeight: e.secondsByHeight,
      dataSaver: e.dataSaver,
      downloaded: e.downloaded,
      errors: e.errors,
    };
  });
  const stored = await db
    .insert(telemetryEvents)
    .values(rows)
    .onConflictDoNothing({ target: telemetryEvents.id })
    .returning({ id: telemetryEvents.id });
  return stored.length;
}

export type VitalRow = {
  page: string;
  connection: string;
  metric: string;
  p75: number;
  samples: number;
};

export async function vitalPercentiles(db: Db, since: Date): Promise<VitalRow[]> {
  const result = await db.execute<VitalRow>(sql`
    select route as page, effective_type as connection, metric,
           percentile_cont(0.75) within group (order by value)::float8 as p75,
           count(*)::int as samples
      from telemetry_events
     where kind = 'vital' and received_at >= ${since.toISOString()}
     group by route, effective_type, metric
     order by route, effective_type, metric`);
  return result.rows;
}

export type PlaybackRow = {
  videoId: string | null;
  title: string | null;
  sessions: number;
  startupMedianMs: number | null;
  startupP90Ms: number | null;
  stallSeconds: number;
  playedSeconds: number;
  errorSessions: number;
  secondsByHeight: Record<string, number> | null;
};

/** Per lesson, and (`videoId` null) over every lesson, in one grouping-sets query. */
export async function playbackFigures(db: Db, since: Date): Promise<PlaybackRow[]> {
  const result = await db.execute<PlaybackRow>(sql`
    with sessions as (
      select video_id, startup_ms, stall_seconds, played_seconds, errors, seconds_by_height
        from telemetry_events
       where kind = 'playback' and received_at >= ${since.toISOString()}
    ),
    figures as (
      select video_id,
             count(*)::int as sessions,
             percentile_cont(0.5) within group (order by startup_ms)::float8 as "startupMedianMs",
             percentile_cont(0.9) within group (order by startup_ms)::float8 as "startupP90Ms",
             coalesce(sum(stall_seconds), 0)::float8 as "stallSeconds",
             coalesce(sum(played_seconds), 0)::float8 as "playedSeconds",
             count(*) filter (where errors > 0)::int as "errorSessions"
        from sessions
       group by grouping sets ((video_id), ())
    ),
    heights as (
      select s.video_id, h.key as height, sum(h.value::float8) as seconds
        from sessions s, jsonb_each_text(s.seconds_by_height) h
       group by grouping sets ((s.video_id, h.key), (h.key))
    ),
    height_maps as (
      select video_id, jsonb_object_agg(height, seconds) as map
        from heights group by video_id
    )
    select f.video_id as "videoId", v.title, f.sessions, f."startupMedianMs", f."startupP90Ms",
           f."stallSeconds", f."playedSeconds", f."errorSessions", hm.map as "secondsByHeight"
      from figures f
      left join height_maps hm on hm.video_id is not distinct from f.video_id
      left join videos v on v.id = f.video_id`);
  return result.rows;
}

/** Sessions per startup bucket: bounds are the buckets' upper edges in ms. */
export async function startupHistogram(
  db: Db,
  since: Date,
  bounds: readonly number[],
): Promise<{ bucket: number; sessions: number }[]> {
  const edges = sql.raw(`array[${bounds.map(Number).join(',')}]::int[]`);
  const result = await db.execute<{ bucket: number; sessions: number }>(sql`
    select width_bucket(startup_ms, ${edges}) as bucket, count(*)::int as sessions
      from telemetry_events
     where kind = 'playback' and startup_ms is not null and received_at >= ${since.toISOString()}
     group by 1 order by 1`);
  return result.rows;
}

export async function dailyRebuffering(
  db: Db,
  since: Date,
): Promise<{ day: string; sessions: number; stallSeconds: number; playedSeconds: number }[]> {
  const result = await db.execute<{
    day: string;
    sessions: number;
    stallSeconds: number;
    playedSeconds: number;
  }>(sql`
    select to_char(date_trunc('day', received_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
           count(*)::int as sessions,
           coalesce(sum(stall_seconds), 0)::float8 as "stallSeconds",
           coalesce(sum(played_seconds), 0)::float8 as "playedSeconds"
      from telemetry_events
     where kind = 'playback' and received_at >= ${since.toISOString()}
     group by 1 order by 1`);
  return result.rows;
}

/**
 * Writes the roll-up of the UTC days from `fromDay` (YYYY-MM-DD) to yesterday, replacing what a
 * previous run wrote for them, then deletes raw events older than `keepDays`.
 */
export async function rollUp(db: Db, fromDay: string, keepDays: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from telemetry_daily where day >= ${fromDay}::date`);
    await tx.execute(sql`
      insert into telemetry_daily (day, metric, route, connection, video_id, samples, p75)
      select (received_at at time zone 'UTC')::date, metric, route, effective_type, '',
             count(*), percentile_cont(0.75) within group (order by value)
        from telemetry_events
       where kind = 'vital' and received_at >= ${fromDay}::date
         and received_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
       group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into telemetry_daily (day, metric, route, connection, video_id, samples,
                                   startup_median_ms, startup_p90_ms, stall_seconds, played_seconds,
                                   error_sessions, seconds_by_height)
      select e.day, 'playback', '', '', e.video_id::text, count(*),
             percentile_cont(0.5) within group (order by e.startup_ms),
             percentile_cont(0.9) within group (order by e.startup_ms),
             sum(e.stall_seconds), sum(e.played_seconds), count(*) filter (where e.errors > 0),
             (select jsonb_object_agg(k, s) from (
                select h.key as k, sum(h.value::float8) as s
                  from telemetry_events x, jsonb_each_text(x.seconds_by_height) h
                 where x.kind = 'playback' and x.video_id = e.video_id
                   and (x.received_at at time zone 'UTC')::date = e.day
                 group by h.key) hs)
        from (select *, (received_at at time zone 'UTC')::date as day from telemetry_events
               where kind = 'playback' and received_at >= ${fromDay}::date
                 and received_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') e
       group by e.day, e.video_id`);
    await tx.execute(
      sql`delete from telemetry_events where received_at < now() - make_interval(days => ${keepDays})`,
    );
  });
}
