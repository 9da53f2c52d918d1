/**
 * How many watched seconds an update may plausibly add (issue 24: a certificate must mean the lessons
 * were played). The learner's player reports `watchedDuration`, the seconds of the lesson it played;
 * the server credits at most what the time since the previous update allows:
 *
 * - Live updates are measured by the server's clock: from the later of the previous accepted update's
 *   arrival and the latest key fetch (the start of this streaming visit) to now.
 * - Updates queued while offline are measured by the device's clock (their `timestamp`) from the
 *   previous update's, but only when that time falls inside an offline licence the learner held for the
 *   lesson and is not in the server's future: a download watched on a bus and sent days later still
 *   counts, spaced as it was played.
 * - No key served and no licence held: nothing could have been decrypted, so nothing is credited.
 *
 * The allowance is `elapsed × MAX_PLAYBACK_RATE × RATE_SLACK`, with elapsed capped at MAX_GAP_SECONDS.
 * An implausible update is clamped, not refused: its position and the plausible part of its watched
 * time are kept (a real learner whose update arrived oddly loses nothing they can't make up on the next
 * one), and the caller does not complete the lesson on it.
 */

/** The player's fastest speed (spec 000 §Player controls: 0.25 to 2): 60 s at 2× plays 120 s. */
export const MAX_PLAYBACK_RATE = 2;
/**
 * 10 % on top of the fastest speed. The player counts whole seconds crossed (up to 1 s more than the
 * wall time between two saves 30 s apart at 2×) and rounds to 0.1 s; a live update's arrival time also
 * carries network jitter of a second or two. 10 % of a 30 s save interval (6 s at 2×) covers both. It is
 * a factor, not a constant per update, so many tiny updates cannot add up slack.
 */
export const RATE_SLACK = 1.1;
/**
 * The player saves at least every 30 s while playing (use-lesson-progress.ts). A longer gap is a pause
 * or a closed app, not playing, so it counts as 120 s at most: otherwise an update today could claim a
 * whole lesson on the strength of an update from last week.
 */
export const MAX_GAP_SECONDS = 120;
/** How far ahead of the server a device clock may run and still have its time taken for offline events. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface PreviousProgress {
  watchedSeconds: number;
  /** The device time of the last accepted update. */
  lastEventAt: Date;
  /** The server time the last accepted update arrived. */
  receivedAt: Date;
}

export interface WatchEvidence {
  keyLastServedAt: Date | null;
  licenceFrom: Date | null;
  licenceUntil: Date | null;
}

export type Clock = 'device' | 'server' | 'none';

export interface Plausible {
  credited: number;
  /** True when the update claimed more than plausible and was cut down. */
  clamped: boolean;
  clock: Clock;
}

function withinLicence(evidence: WatchEvidence | null, eventAt: Date, now: Date): boolean {
  const { licenceFrom, licenceUntil } = evidence ?? {};
  if (!licenceFrom || !licenceUntil) return false;
  const t = eventAt.getTime();
  return (
    t >= licenceFrom.getTime() - CLOCK_SKEW_MS &&
    t <= licenceUntil.getTime() &&
    t <= now.getTime() + CLOCK_SKEW_MS
  );
}

/** The milliseconds the update may account for, and by which clock. */
function elapsedSince(
  previous: PreviousProgress | null,
  evidence: WatchEvidence | null,
  eventAt: Date,
  now: Date,
): { ms: number; clock: Clock } {
  if (withinLicence(evidence, eventAt, now)) {
    // The lesson's first update starts the device clock and credits nothing new: there is no earlier
    // device time to measure from (the licence's issue time is the server's, and a phone may be
    // minutes off). The next update, 30 s later, makes up for it: it may credit 66 s.
    if (!previous) return { ms: 0, clock: 'device' };
    return { ms: eventAt.getTime() - previous.lastEventAt.getTime(), clock: 'device' };
  }
  const key = evidence?.keyLastServedAt;
  if (!key) return { ms: 0, clock: 'none' };
  const since = Math.max(key.getTime(), previous?.receivedAt.getTime() ?? 0);
  return { ms: now.getTime() - since, clock: 'server' };
}

export function plausibleWatched(input: {
  reported: number;
  previous: PreviousProgress | null;
  evidence: WatchEvidence | null;
  eventAt: Date;
  now: Date;
}): Plausible {
  const base = input.previous?.watchedSeconds ?? 0;
  const { ms, clock } = elapsedSince(input.previous, input.evidence, input.eventAt, input.now);
  const seconds = Math.min(Math.max(ms / 1000, 0), MAX_GAP_SECONDS);
  const allowed = base + seconds * MAX_PLAYBACK_RATE * RATE_SLACK;
  // Claiming no more than already credited (a rewind, a resend) is always plausible.
  if (input.reported <= Math.max(base, allowed)) {
    return { credited: input.reported, clamped: false, clock };
  }
  return { credited: Math.floor(allowed * 10) / 10, clamped: true, clock };
}
