import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AT_MOST_MS, useIdleOnce } from './use-idle-once.ts';
import { NO_IDLE_CALLBACK_MS } from './when-idle.ts';

function Later() {
  return useIdleOnce() ? <p>shown</p> : <p>waiting</p>;
}

describe('useIdleOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows what waits once the browser is idle', async () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(IDLE_AT_MOST_MS);
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Later />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => idle());
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('without idle callbacks (Safari), shows it shortly after', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    // `in` sees a property set to undefined: remove it for this test.
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    render(<Later />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(NO_IDLE_CALLBACK_MS));
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
