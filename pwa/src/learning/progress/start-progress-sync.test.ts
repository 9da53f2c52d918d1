import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../session/auth-storage.ts';
import { networkFailure, ok, stubApi } from '../../test/api-stub.ts';
import type { MemoryTable } from '../../test/memory-tables.ts';
import type { QueuedProgress, StoredSession } from './progress-db.ts';
import { SENT_EVENT } from './progress-events.ts';
import type { ProgressInput } from './progress-queue.ts';

/**
 * App start and the progress sync (issue 26): the sync's code (Dexie, an open IndexedDB) loads only
 * when it has work, and still sends a queue left by an earlier visit and keeps the service worker's
 * token in step with the session. Each "visit" is a fresh set of modules over the same database, as a
 * reopened app is.
 */

// happy-dom has no IndexedDB: one memory database of the queue's shape outlives the visits. Counted:
// each use of the database by the app's code (Dexie opens IndexedDB on the first); the test reads its
// tables directly, uncounted. (Vitest keeps a mocked module across resetModules, so its evaluation
// cannot be counted; the production build's chunks show that: see the commit's trace figures.)
const device = vi.hoisted(() => ({ db: null as unknown, used: 0 }));
vi.mock('./progress-db.ts', async () => {
  const { memoryDatabase } = await import('../../test/memory-tables.ts');
  device.db ??= memoryDatabase({ events: '++seq, userId', sessions: 'userId' });
  const progressDb = new Proxy(device.db as object, {
    get: (target, key) => {
      device.used += 1;
      return Reflect.get(target, key) as unknown;
    },
  });
  return { progressDb };
});

const tokenFor = (userId: string) =>
  `header.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.signature`;
const UPDATE = 'POST /api/progress/update';
const watched: ProgressInput = {
  kind: 'update',
  courseId: 'course-1',
  videoId: 'v1',
  watchedDuration: 30,
  totalDuration: 300,
  position: 30,
};

const tables = () =>
  device.db as {
    events: MemoryTable<QueuedProgress>;
    sessions: MemoryTable<StoredSession>;
  };
/** The token the service worker would send queues with, per learner. */
const workerSessions = () => tables().sessions.all();

// The browser's database list and open, to see that a start touches neither.
const browserDb = {
  databases: vi.fn(async () => [] as { name: string }[]),
  open: vi.fn(() => {
    throw new Error('IndexedDB opened');
  }),
};

// Every listener a visit adds, removed when it ends, as closing the tab does (the test's own are not).
const listenToWindow = window.addEventListener.bind(window);
const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (listener) listeners.push([target, type, listener]);
    add(type, listener, options);
  };
}

/** Ends the visit: its listeners and module state go; the database and local storage stay. */
function closeApp() {
  for (const [target, type, listener] of listeners.splice(0))
    target.removeEventListener(type, listener);
  vi.resetModules();
}

/** Opens the app as app.tsx does and waits for its start-up check (and a load it needed). */
async function openApp() {
  closeApp();
  device.used = 0;
  const { startProgressSyncWhenNeeded } = await import('./start-progress-sync.ts');
  await startProgressSyncWhenNeeded();
}

/** A visit in which the learner watched a lesson (the watch page loads the queue and queues). */
async function watchLesson() {
  const queue = await import('./progress-queue.ts');
  await queue.queueProgress(watched);
  await queue.flushProgress();
}

const nextSent = () =>
  new Promise<string>((resolve) =>
    listenToWindow(SENT_EVENT, (event) =>
      resolve((event as CustomEvent<{ videoId: string; outcome: string }>).detail.outcome),
    ),
  );

beforeEach(async () => {
  vi.stubGlobal('indexedDB', browserDb);
  browserDb.databases.mockClear();
  browserDb.open.mockClear();
  closeApp();
  await import('./progress-db.ts');
  await tables().events.clear();
  await tables().sessions.clear();
  storeSession(tokenFor('user-1'));
});

afterEach(() => {
  closeApp();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('progress sync at app start', () => {
  it('sends progress queued offline in an earlier visit as soon as the app opens', async () => {
    const api = stubApi({ [UPDATE]: networkFailure });
    await watchLesson();
    expect(tables().events.all()).toHaveLength(1);

    api.set({ [UPDATE]: ok(null) });
    const tried = api.calls(UPDATE).length;
    const sent = nextSent();
    await openApp();
    expect(await sent).toBe('sent');
    expect(api.calls(UPDATE)).toHaveLength(tried + 1);
    await vi.waitFor(() => expect(tables().events.all()).toEqual([]));
  });

  it('opens no database at start when nothing is queued and the session is the same', async () => {
    const api = stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    expect(api.calls(UPDATE)).toHaveLength(1);

    await openApp();
    expect(device.used).toBe(0);
    // The connection returning or the tab showing again with nothing queued loads nothing either.
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(device.used).toBe(0);
    await openApp();
    expect(device.used).toBe(0);
    expect(browserDb.open).not.toHaveBeenCalled();
    expect(browserDb.databases).not.toHaveBeenCalled();
  });

  it('opens nothing on a device that never queued progress (the database does not exist)', async () => {
    await openApp();
    expect(device.used).toBe(0);
    expect(browserDb.databases).toHaveBeenCalled();
    expect(browserDb.open).not.toHaveBeenCalled();
  });

  it('sends progress another tab queued offline when the connection returns', async () => {
    const api = stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    await openApp();

    // Another tab (same device, same storage) queues while offline.
    api.set({ [UPDATE]: networkFailure });
    await watchLesson();
    api.set({ [UPDATE]: ok(null) });
    const sent = nextSent();
    window.dispatchEvent(new Event('online'));
    expect(await sent).toBe('sent');
    await vi.waitFor(() => expect(tables().events.all()).toEqual([]));
  });

  it("signing out removes the token the service worker sends with, and the learner's queue stays unsent", async () => {
    const api = stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    api.set({ [UPDATE]: networkFailure });
    await watchLesson();
    expect(workerSessions()).toEqual([{ userId: 'user-1', token: tokenFor('user-1') }]);

    await openApp();
    clearSession();
    await vi.waitFor(() => expect(workerSessions()).toEqual([]));

    // The connection returns with every tab closed: the service worker has no token to send with.
    api.set({ [UPDATE]: ok(null) });
    const before = api.calls(UPDATE).length;
    const { sendAllQueues } = await import('./progress-sync-worker.ts');
    await sendAllQueues();
    expect(api.calls(UPDATE)).toHaveLength(before);
    expect(tables().events.all()).toHaveLength(1);
  });

  it('signing out clears the token even when nothing was queued and the app started without the sync', async () => {
    stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    await openApp();

    clearSession();
    await vi.waitFor(() => expect(workerSessions()).toEqual([]));
    // Signed out, the next start has nothing to do.
    await openApp();
  });

  it('a sign-out in another tab clears the token too', async () => {
    stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    await openApp();

    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await vi.waitFor(() => expect(workerSessions()).toEqual([]));
  });

  it('another learner signing in replaces the token, and only their own queue is sent with theirs', async () => {
    const api = stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    await openApp();

    storeSession(tokenFor('user-2'));
    await vi.waitFor(() =>
      expect(workerSessions()).toEqual([{ userId: 'user-2', token: tokenFor('user-2') }]),
    );

    // The first learner's earlier token is gone: the worker sends with the second's only.
    api.set({ [UPDATE]: networkFailure });
    await watchLesson();
    api.set({ [UPDATE]: ok(null) });
    const { sendAllQueues } = await import('./progress-sync-worker.ts');
    await sendAllQueues();
    expect(api.calls(UPDATE).at(-1)?.headers.get('Authorization')).toBe(
      `Bearer ${tokenFor('user-2')}`,
    );
    expect(tables().events.all()).toEqual([]);
  });

  it('a learner who left the app signed in with a token the worker does not have gets it kept', async () => {
    stubApi({ [UPDATE]: ok(null) });
    await watchLesson();
    // The session was renewed (a password change answers a fresh token) while the sync was not loaded.
    closeApp();
    localStorage.setItem('token', `${tokenFor('user-1')}renewed`);
    await openApp();
    expect(device.used).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(workerSessions()).toEqual([
        { userId: 'user-1', token: `${tokenFor('user-1')}renewed` },
      ]),
    );
  });
});

describe('progress sync on the watch page', () => {
  /**
   * The watch page opened on a lesson by a learner signed in on this device for the first time: the
   * service worker keeps no token for them, and nothing of the sync has loaded.
   */
  async function openLesson() {
    closeApp();
    device.used = 0;
    expect(workerSessions()).toEqual([]);
    const { startProgressSyncOnceLessonStarts } = await import('./start-progress-sync.ts');
    return startProgressSyncOnceLessonStarts;
  }

  it('starts once the lesson has its first picture, and keeps the token for the service worker', async () => {
    stubApi({ [UPDATE]: ok(null) });
    const startOnceLessonStarts = await openLesson();
    startOnceLessonStarts();
    // While the lesson loads, its code stays off the link (and the main thread).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(device.used).toBe(0);
    const video = document.body.appendChild(document.createElement('video'));
    try {
      video.dispatchEvent(new Event('loadeddata'));
      await vi.waitFor(() =>
        expect(workerSessions()).toEqual([{ userId: 'user-1', token: tokenFor('user-1') }]),
      );
    } finally {
      video.remove();
    }
  });

  it('starts anyway when the lesson never shows a picture', async () => {
    stubApi({ [UPDATE]: ok(null) });
    const startOnceLessonStarts = await openLesson();
    const { SYNC_WAITS_FOR_LESSON_AT_MOST_MS } = await import('./start-progress-sync.ts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      startOnceLessonStarts();
      vi.advanceTimersByTime(SYNC_WAITS_FOR_LESSON_AT_MOST_MS - 1);
      expect(device.used).toBe(0);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() =>
      expect(workerSessions()).toEqual([{ userId: 'user-1', token: tokenFor('user-1') }]),
    );
  });
});
