import { PROTECTION } from '@academy/shared';
import { isBlockedShortcut } from '../media/index.ts';

/**
 * The protection layer's decisions as pure functions (spec 000 §4 "Protection", §9), so they are tested
 * without a browser. The hooks in this folder feed them what the browser reports.
 */

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The keys the learner player swallows: the admin player's (save, print, view source, developer tools),
 * plus the Windows-key combinations that start recording or capture (Win+G game bar, Win+Alt+R record,
 * Win+Alt+PrtScn, Win+Shift+S snip, Win+PrtScn), Print Screen itself, and reload (F5, Ctrl+R,
 * Ctrl+Shift+R, Ctrl+F5), which would drop the protection session mid-lesson.
 */
export function isProtectedKey(event: KeyLike): boolean {
  if (isBlockedShortcut(event)) return true;
  const key = event.key.toLowerCase();
  if (key === 'printscreen' || event.code === 'PrintScreen') return true;
  if (key === 'f5') return true;
  if ((event.ctrlKey || event.metaKey) && key === 'r') return true;
  if (event.metaKey && !event.ctrlKey) {
    if (key === 'g') return true;
    if (event.altKey && (key === 'r' || key === 'printscreen')) return true;
    if (event.shiftKey && key === 's') return true;
  }
  return false;
}

/** Developer tools docked beside or under the page: the window is much larger than its viewport. */
export function devtoolsGap(win: {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}): boolean {
  // A window with no outer size (some embedded and headless browsers report 0) tells nothing.
  if (win.outerWidth === 0 || win.outerHeight === 0) return false;
  return (
    win.outerWidth - win.innerWidth > PROTECTION.devtoolsThresholdPx ||
    win.outerHeight - win.innerHeight > PROTECTION.devtoolsThresholdPx
  );
}

export function isVirtualMachineAgent(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return PROTECTION.virtualMachineKeywords.some((word) => ua.includes(word.toLowerCase()));
}

/** Elements that recording overlays (Xbox Game Bar, browser recorder extensions) add to a page. */
export const GAME_BAR_SELECTOR =
  '[id*="gamebar" i], [class*="gamebar" i], [id*="game-bar" i], [class*="game-bar" i], ' +
  '[id*="xbox" i], [class*="xbox" i], [id*="screen-recorder" i], [class*="screen-recorder" i]';

/**
 * Spec 000 §9: checked every 2 s; flagged after 5 detections with 2 or more matching elements. The
 * detections must follow one another: one clean check starts the count again.
 */
export function nextGameBarCount(previous: number, matchingElements: number): number {
  return matchingElements >= PROTECTION.gameBar.minElements ? previous + 1 : 0;
}

export const gameBarFlagged = (count: number) => count >= PROTECTION.gameBar.detections;

/** Spec 000 §9: 3 window-focus changes within a short time. Keeps only the changes still inside it. */
export function recentFocusChanges(times: readonly number[], now: number): number[] {
  return [...times, now].filter((t) => now - t <= PROTECTION.rapidFocusWindowMs);
}

export const tooManyFocusChanges = (times: readonly number[]) =>
  times.length >= PROTECTION.rapidFocusChanges;

/** Spec 000 §9: a frame rate under 10 for 3 seconds in a row (one sample a second). */
export function nextLowFrameSeconds(previous: number, framesLastSecond: number): number {
  return framesLastSecond < PROTECTION.lowFrameRate.fps ? previous + 1 : 0;
}

export const lowFrameRateFlagged = (seconds: number) => seconds >= PROTECTION.lowFrameRate.seconds;

export function isHighMemory(usedJsHeapBytes: number | undefined): boolean {
  return usedJsHeapBytes !== undefined && usedJsHeapBytes > PROTECTION.highMemoryBytes;
}

/** At most one recording alert per 2 s (spec 000 §9). */
export function mayAlert(lastAlertAt: number | null, now: number): boolean {
  return lastAlertAt === null || now - lastAlertAt >= PROTECTION.alertIntervalMs;
}

/**
 * Where the viewer code stands next: anywhere on the picture, as a percentage of its width and height,
 * kept away from the edges so it is never cut off. `random` is injectable for tests.
 */
export function nextCodePlace(random: () => number = Math.random): { left: number; top: number } {
  return { left: 5 + Math.round(random() * 70), top: 8 + Math.round(random() * 72) };
}

/** A session ends within this long: ask for a new one now. */
export function sessionNeedsRefresh(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) - now <= PROTECTION.sessionRefreshBeforeMs;
}
