import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './catalogue-cache.ts';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());
  const scope = {};

  it('answers from memory until the time-to-live passes', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10);
    const load = vi.fn(async () => 42);
    await cache.get(scope, 'k', load);
    await cache.get(scope, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cache.get(scope, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await Promise.allSettled([cache.get(scope, 'f', failing), cache.get(scope, 'f', failing)]);
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    await expect(cache.get(scope, 'f', async () => 7)).resolves.toBe(7);
  });

  it('drops everything on invalidate, keeps scopes apart and stays bounded', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get(scope, 'a', async () => 'first');
    expect(await cache.get({}, 'a', async () => 'other scope')).toBe('other scope');
    cache.invalidate();
    expect(await cache.get(scope, 'a', async () => 'second')).toBe('second');
    await cache.get(scope, 'b', async () => 'b');
    await cache.get(scope, 'c', async () => 'c');
    // 'a' was the oldest of three in a cache of two.
    expect(await cache.get(scope, 'a', async () => 'reloaded')).toBe('reloaded');
  });
});
