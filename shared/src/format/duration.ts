/**
 * Lesson durations (spec 000 §3 Video, 001 §9): stored as seconds, but older data and forms write
 * "h:mm:ss", "m:ss" or plain seconds as text. Shown as m:ss under an hour and h:mm:ss from an hour.
 * Pure and zod-free, so the PWA's first load can use it.
 */

/** "1:25:45", "5:30", "90", 90 -> seconds; null for anything unreadable or negative. */
export function parseDuration(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  const parts = text.split(':');
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  const numbers = parts.map(Number);
  const [hours, minutes, seconds] = numbers.length === 3 ? numbers : [0, numbers[0]!, numbers[1]!];
  // Minutes after hours, and seconds always, stay below 60 (spec 001 §5 duration pattern).
  if (seconds! > 59 || (numbers.length === 3 && minutes! > 59)) return null;
  return hours! * 3600 + minutes! * 60 + seconds!;
}

/** Seconds -> "m:ss" below an hour, "h:mm:ss" from an hour ("0:00" for nothing or bad input). */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const total =
    typeof totalSeconds === 'number' && Number.isFinite(totalSeconds) && totalSeconds > 0
      ? Math.round(totalSeconds)
      : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/** The sum of lesson durations in seconds; unreadable ones count as 0 (spec 001 §9). */
export function sumDurations(
  videos: ReadonlyArray<{ duration?: number | string | null }> | null | undefined,
): number {
  return (videos ?? []).reduce((sum, video) => sum + (parseDuration(video.duration) ?? 0), 0);
}
