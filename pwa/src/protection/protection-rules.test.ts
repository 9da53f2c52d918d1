import { describe, expect, it } from 'vitest';
import {
  devtoolsGap,
  gameBarFlagged,
  isHighMemory,
  isProtectedKey,
  isVirtualMachineAgent,
  lowFrameRateFlagged,
  mayAlert,
  nextCodePlace,
  nextGameBarCount,
  nextLowFrameSeconds,
  recentFocusChanges,
  sessionNeedsRefresh,
  tooManyFocusChanges,
} from './protection-rules.ts';

const key = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
) => ({
  key,
  code: '',
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
});

describe('protected keys (spec 000 §9)', () => {
  it('swallow save, print, source, developer tools, reload, Print Screen and the Windows-key captures', () => {
    const blocked = [
      key('s', { ctrl: true }),
      key('p', { ctrl: true }),
      key('u', { ctrl: true }),
      key('F12'),
      key('I', { ctrl: true, shift: true }),
      key('F5'),
      key('r', { ctrl: true }),
      key('R', { ctrl: true, shift: true }),
      key('PrintScreen'),
      key('g', { meta: true }),
      key('r', { meta: true, alt: true }),
      key('S', { meta: true, shift: true }),
    ];
    for (const event of blocked) expect(isProtectedKey(event), JSON.stringify(event)).toBe(true);
  });

  it('leave the player keys and typing alone', () => {
    for (const k of ['k', ' ', 'ArrowLeft', 'ArrowRight', 'f', 'm', '0', '9', 'r', 's'])
      expect(isProtectedKey(key(k)), k).toBe(false);
    expect(isProtectedKey(key('c', { ctrl: true }))).toBe(false);
  });
});

describe('detection signals', () => {
  it('see developer tools only past a 160 px gap, and nothing in a window with no outer size', () => {
    const win = { outerWidth: 1280, innerWidth: 1280, outerHeight: 900, innerHeight: 820 };
    expect(devtoolsGap(win)).toBe(false);
    expect(devtoolsGap({ ...win, innerWidth: 1100 })).toBe(true);
    expect(devtoolsGap({ ...win, innerHeight: 700 })).toBe(true);
    expect(devtoolsGap({ ...win, outerWidth: 0, innerWidth: 360 })).toBe(false);
  });

  it('name virtual machines from the user agent', () => {
    expect(isVirtualMachineAgent('Mozilla/5.0 (X11; Linux x86_64) VirtualBox')).toBe(true);
    expect(isVirtualMachineAgent('Mozilla/5.0 (Linux; Android 10; TECNO KE5)')).toBe(false);
  });

  it('flag the game bar after 5 checks in a row with 2 or more elements', () => {
    let count = 0;
    for (const n of [2, 3, 2, 2]) count = nextGameBarCount(count, n);
    expect(gameBarFlagged(count)).toBe(false);
    expect(gameBarFlagged(nextGameBarCount(count, 2))).toBe(true);
    expect(nextGameBarCount(count, 1)).toBe(0);
  });

  it('count 3 focus changes inside the window as rapid, older ones not', () => {
    let times = recentFocusChanges([], 0);
    times = recentFocusChanges(times, 500);
    expect(tooManyFocusChanges(times)).toBe(false);
    expect(tooManyFocusChanges(recentFocusChanges(times, 1_000))).toBe(true);
    expect(tooManyFocusChanges(recentFocusChanges(times, 10_000))).toBe(false);
  });

  it('flag a frame rate under 10 for 3 seconds in a row, and memory above 100 MB', () => {
    let s = 0;
    for (const fps of [5, 8]) s = nextLowFrameSeconds(s, fps);
    expect(lowFrameRateFlagged(s)).toBe(false);
    expect(lowFrameRateFlagged(nextLowFrameSeconds(s, 9))).toBe(true);
    expect(nextLowFrameSeconds(s, 30)).toBe(0);
    expect(isHighMemory(101 * 1024 * 1024)).toBe(true);
    expect(isHighMemory(50 * 1024 * 1024)).toBe(false);
    expect(isHighMemory(undefined)).toBe(false);
  });

  it('alert at most once every 2 s', () => {
    expect(mayAlert(null, 0)).toBe(true);
    expect(mayAlert(1_000, 2_500)).toBe(false);
    expect(mayAlert(1_000, 3_000)).toBe(true);
  });
});

describe('watermark and session', () => {
  it('places the code inside the picture, wherever the random number falls', () => {
    for (const r of [0, 0.5, 0.999]) {
      const { left, top } = nextCodePlace(() => r);
      expect(left).toBeGreaterThanOrEqual(5);
      expect(left).toBeLessThanOrEqual(75);
      expect(top).toBeGreaterThanOrEqual(8);
      expect(top).toBeLessThanOrEqual(80);
    }
    expect(nextCodePlace(() => 0)).not.toEqual(nextCodePlace(() => 0.9));
  });

  it('refreshes a session within 5 minutes of its end', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(sessionNeedsRefresh('2026-11-23T10:30:00Z', now)).toBe(false);
    expect(sessionNeedsRefresh('2026-11-23T10:04:59Z', now)).toBe(true);
  });
});
