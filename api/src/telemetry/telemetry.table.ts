import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { writtenAt } from '../db/columns.ts';

/**
 * Field telemetry (issue 26): one row per measured vital or lesson playback session, kept 90 days
 * (the `telemetry.rollup` job deletes older rows). No user, name, e-mail or network address: the
 * id is made on the device for one event only, so that a batch sent twice is stored once.
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: uuid('id').primaryKey(),
    receivedAt: writtenAt('received_at'),
    kind: text('kind').$type<'vital' | 'playback'>().notNull(),
    route: text('route').notNull(),
    lang: text('lang').notNull(),
    effectiveType: text('effective_type').notNull(),
    downlink: real('downlink'),
    rtt: integer('rtt'),
    saveData: boolean('save_data').notNull(),
    installed: boolean('installed').notNull(),
    appVersion: text('app_version').notNull(),
    /** Vitals: the metric and its value (ms, or the layout shift score). */
    metric: text('metric'),
    value: doublePrecision('value'),
    /** Playback: the lesson, no foreign key so a deleted lesson's figures stay. */
    videoId: uuid('video_id'),
    startupMs: integer('startup_ms'),
    stallCount: integer('stall_count'),
    stallSeconds: doublePrecision('stall_seconds'),
    playedSeconds: doublePrecision('played_seconds'),
    secondsByHeight: jsonb('seconds_by_height').$type<Record<string, number>>(),
    dataSaver: boolean('data_saver'),
    downloaded: boolean('downloaded'),
    errors: integer('errors'),
  },
  (t) => [
    index('telemetry_events_kind_received_idx').on(t.kind, t.receivedAt),
    index('telemetry_events_video_received_idx')
      .on(t.videoId, t.receivedAt)
      .where(sql`${t.videoId} is not null`),
  ],
);

/**
 * The daily roll-up, kept after the raw rows are gone: per UTC day, page, connection and metric the
 * p75 and sample count of each vital (`video_id` '' ), and per day and lesson the playback figures
 * (`metric` 'playback'). Written again for recent days by each run, so a late batch still counts.
 */
export const telemetryDaily = pgTable(
  'telemetry_daily',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    route: text('route').notNull().default(''),
    connection: text('connection').notNull().default(''),
    videoId: text('video_id').notNull().default(''),
    samples: integer('samples').notNull(),
    p75: doublePrecision('p75'),
    startupMedianMs: doublePrecision('startup_median_ms'),
    startupP90Ms: doublePrecision('startup_p90_ms'),
    stallSeconds: doublePrecision('stall_seconds'),
    playedSeconds: doublePrecision('played_seconds'),
    errorSessions: integer('error_sessions'),
    secondsByHeight: jsonb('seconds_by_height').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.route, t.connection, t.videoId] })],
);
