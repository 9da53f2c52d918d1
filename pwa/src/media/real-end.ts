/**
 * Whether an `ended` event is the lesson's real end (issue 27 §3). A media engine that cannot play a
 * lesson can still fire `ended`: WebKitGTK stays at 0 s and then ends, a stream whose segments fail
 * to decode ends where they stopped. Treated as an end, that moved a learner through every lesson and
 * sent a completion for each. The lesson's duration is known from the lesson data, so an end far
 * before it is a failed playback, not an end.
 *
 * "Far": more than 5 s before the end, or more than 5 % of the lesson when that is less (a 20 s
 * lesson's end is within 1 s of it). The stored duration is whole seconds while the media's own may
 * differ by a fraction, hence never less than 1 s. Without a known duration every end is taken as real.
 */
export const END_TOLERANCE_S = 5;
export const END_TOLERANCE_SHARE = 0.05;

export function isRealEnd(position: number, expectedDuration: number | null | undefined): boolean {
  if (!expectedDuration || !Number.isFinite(expectedDuration) || expectedDuration <= 0) return true;
  const tolerance = Math.max(1, Math.min(END_TOLERANCE_S, expectedDuration * END_TOLERANCE_SHARE));
  return Number.isFinite(position) && position >= expectedDuration - tolerance;
}
