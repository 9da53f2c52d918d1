/**
 * The last playback's bandwidth estimate, kept in local storage so the next lesson starts on a rung
 * the connection can carry. ARCHITECTURE.md "Files and media": Shaka's defaults took 20.5 s to the
 * first frame on a 700 kbit/s link; a 300 kbit/s start estimate took 3.8 s, and a remembered estimate
 * helps further. Out-of-range values (a burst on a LAN, a broken entry) fall back to the default.
 */
export const BANDWIDTH_STORAGE_KEY = 'playerBandwidthEstimate';
export const DEFAULT_BANDWIDTH_ESTIMATE = 300_000;
/**
 * The learner's player caps the remembered start estimate: an estimate taken on a good moment
 * overshoots a phone link and starts on a rung it cannot carry (ARCHITECTURE.md "a remembered estimate
 * can overshoot"). Lesson sizes are shown for the rung this estimate starts on.
 */
export const MAX_START_ESTIMATE = 1_000_000;
/** Below 100 kbit/s nothing plays anyway; above 50 Mbit/s the estimate is not a phone's. */
const MIN_ESTIMATE = 100_000;
const MAX_ESTIMATE = 50_000_000;

export function readBandwidthEstimate(storage: Pick<Storage, 'getItem'> | null = safeStorage()) {
  const stored = Number(storage?.getItem(BANDWIDTH_STORAGE_KEY) ?? NaN);
  return Number.isFinite(stored) && stored >= MIN_ESTIMATE && stored <= MAX_ESTIMATE
    ? Math.round(stored)
    : DEFAULT_BANDWIDTH_ESTIMATE;
}

/** The estimate a player starts on: the remembered one, capped by `max` when given. */
export function startEstimate(max?: number): number {
  const remembered = readBandwidthEstimate();
  return max ? Math.min(remembered, max) : remembered;
}

/** Stores an estimate worth keeping (finite, in range); returns whether it did. */
export function saveBandwidthEstimate(
  estimate: number,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): boolean {
  if (!Number.isFinite(estimate) || estimate < MIN_ESTIMATE || estimate > MAX_ESTIMATE)
    return false;
  try {
    storage?.setItem(BANDWIDTH_STORAGE_KEY, String(Math.round(estimate)));
    return !!storage;
  } catch {
    return false;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
