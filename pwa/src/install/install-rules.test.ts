import { describe, expect, it } from 'vitest';
import {
  ASK_AGAIN_AFTER_MS,
  isIosSafari,
  shouldInvite,
  type InstallState,
} from './install-rules.ts';

const base: InstallState = {
  platform: 'prompt',
  standalone: false,
  installed: false,
  dismissedAt: null,
  pageViews: 3,
  now: Date.UTC(2026, 10, 25),
};

describe('the install invitation', () => {
  it('waits for the third page view of a visit', () => {
    expect(shouldInvite({ ...base, pageViews: 1 })).toBe(false);
    expect(shouldInvite({ ...base, pageViews: 2 })).toBe(false);
    expect(shouldInvite(base)).toBe(true);
  });

  it('is not shown when the browser cannot install, or the app runs installed', () => {
    expect(shouldInvite({ ...base, platform: null })).toBe(false);
    expect(shouldInvite({ ...base, standalone: true })).toBe(false);
    expect(shouldInvite({ ...base, installed: true })).toBe(false);
  });

  it('comes back four weeks after a dismissal, not before', () => {
    expect(shouldInvite({ ...base, dismissedAt: base.now - ASK_AGAIN_AFTER_MS + 60_000 })).toBe(
      false,
    );
    expect(shouldInvite({ ...base, dismissedAt: base.now - ASK_AGAIN_AFTER_MS })).toBe(true);
  });

  it('recognises iOS Safari, not the other iOS browsers', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(safari.replace('Version/18.0', 'CriOS/131.0'))).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36')).toBe(
      false,
    );
  });
});
