import type { ConnectionType, WebVitalName } from './telemetry-constants.ts';

/** One page's p75 of one vital on one connection type (percentile_cont, i.e. interpolated). */
export interface VitalSummary {
  page: string;
  connection: ConnectionType;
  metric: WebVitalName;
  p75: number;
  samples: number;
}

export interface PlaybackSummary {
  sessions: number;
  /** percentile_cont(0.5) and percentile_cont(0.9) of sessions that reached a first frame. */
  startupMedianMs: number | null;
  startupP90Ms: number | null;
  /** Stalled seconds / played seconds. */
  rebufferRatio: number | null;
  /** Share of sessions with at least one error. */
  errorRate: number | null;
  /** Seconds played at each picture height, summed over the sessions. */
  secondsByHeight: Record<string, number>;
}

export interface LessonPlaybackSummary extends PlaybackSummary {
  videoId: string;
  /** The lesson's title when it still exists. */
  title: string | null;
}

export interface TelemetrySummary {
  days: number;
  vitals: VitalSummary[];
  playback: {
    overall: PlaybackSummary;
    /** Worst median startup first. */
    lessons: LessonPlaybackSummary[];
    /** Sessions by startup time: `upToMs` null is the open last bucket. */
    startupHistogram: { upToMs: number | null; sessions: number }[];
    /** One item per day (UTC) with sessions, oldest first. */
    daily: { day: string; sessions: number; rebufferRatio: number | null }[];
  };
}
