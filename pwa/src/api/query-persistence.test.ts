import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreQueryCache } from './query-persistence.ts';

/**
 * An IndexedDB that opens but whose reads never complete, as WebKitGTK 2.50's does for a page that
 * landed in its service worker's process: `late` answers the read only when called.
 */
function stalledDatabase() {
  const pending: Array<() => void> = [];
  const database = {
    close: () => undefined,
    transaction: () => {
      const tx: Record<string, unknown> = {};
      tx.objectStore = () => ({
        get: () => {
          const request = { result: { version: 'v1.0.0', savedAt: Date.now(), userId: null } };
          pending.push(() => (tx.oncomplete as () => void)());
          return request;
        },
      });
      return tx;
    },
  };
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: Record<string, unknown> = { result: database };
      setTimeout(() => (request.onsuccess as () => void)(), 0);
      return request;
    },
  });
  return { late: () => pending.forEach((answer) => answer()) };
}

describe('restoring the saved query cache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives up after its deadline when the database never answers, and ignores a late answer', async () => {
    vi.useFakeTimers();
    const db = stalledDatabase();
    const client = new QueryClient();
    let done = false;
    const restoring = restoreQueryCache(client, { userId: null, token: null }, 1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await restoring;
    expect(done).toBe(true);
    db.late();
    await vi.advanceTimersByTimeAsync(10);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
