import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mayHaveQueued,
  noteQueued,
  PROGRESS_DB_NAME,
  writeProgressState,
} from './progress-state.ts';

/** The browser's list of databases, which it gives without opening any. */
const databases = vi.fn(async () => [] as { name: string }[]);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('whether a learner may have progress queued, from the summary alone', () => {
  it('without a summary, is whether the database exists', async () => {
    vi.stubGlobal('indexedDB', { databases });
    databases.mockResolvedValueOnce([]);
    expect(await mayHaveQueued('user-1')).toBe(false);
    databases.mockResolvedValueOnce([{ name: PROGRESS_DB_NAME }]);
    expect(await mayHaveQueued('user-1')).toBe(true);
    // A browser that cannot list its databases: on the safe side.
    vi.stubGlobal('indexedDB', {});
    expect(await mayHaveQueued('user-1')).toBe(true);
  });

  it('follows what is queued: yes once an event is about to be written, no once the queue is empty', async () => {
    writeProgressState([{ token: 't1' }], []);
    expect(await mayHaveQueued('user-1')).toBe(false);
    noteQueued('user-1', 't1');
    expect(await mayHaveQueued('user-1')).toBe(true);
    // Another learner's queue is theirs.
    expect(await mayHaveQueued('user-2')).toBe(false);
    writeProgressState([{ token: 't1' }], []);
    expect(await mayHaveQueued('user-1')).toBe(false);
  });
});
