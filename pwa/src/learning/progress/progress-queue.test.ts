import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../session/auth-storage.ts';
import { fail, networkFailure, ok, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { SENT_EVENT } from './progress-events.ts';
import type { MemoryTable } from '../../test/memory-tables.ts';
import type * as ProgressDb from './progress-db.ts';
import type { QueuedProgress } from './progress-db.ts';
import type * as ProgressQueue from './progress-queue.ts';
import type { ProgressInput } from './progress-queue.ts';

// happy-dom has no IndexedDB: the queue's Dexie database is replaced by memory tables of the same shape.
vi.mock('./progress-db.ts', async () => {
  const { memoryDatabase } = await import('../../test/memory-tables.ts');
  return {
    PROGRESS_DB_NAME: 'academy-progress',
    progressDb: memoryDatabase({ events: '++seq, userId', sessions: 'userId' }),
  };
});

/** A token as the API signs it: the learner's id is its `sub`. */
const tokenFor = (userId: string) =>
  `header.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.signature`;

const UPDATE = 'POST /api/progress/update';
const COMPLETE = 'POST /api/progress/complete-video';
const watched = (videoId: string, position: number): ProgressInput => ({
  kind: 'update',
  courseId: 'course-1',
  videoId,
  watchedDuration: position,
  totalDuration: 300,
  position,
});

let queue: typeof ProgressQueue;
let db: typeof ProgressDb.progressDb;
let sent: { videoId: string; outcome: string }[];
const onSent = (event: Event) => {
  const { videoId, outcome } = (event as CustomEvent<{ videoId: string; outcome: string }>).detail;
  sent.push({ videoId, outcome });
};

/** What the server received, in order: "update v1 @30", "complete v2". */
function received(api: ApiStub): string[] {
  return api.calls().map((call) => {
    const body = call.body as { videoId: string; position?: number };
    return call.path.endsWith('/update')
      ? `update ${body.videoId} @${body.position}`
      : `complete ${body.videoId}`;
  });
}

const pending = () =>
  (db.events as unknown as MemoryTable<QueuedProgress>)
    .all()
    .map((event) => `${event.kind} ${event.videoId}`);

beforeEach(async () => {
  // Fresh module state (the retry timer, the running flush) and an empty database per test.
  vi.resetModules();
  queue = await import('./progress-queue.ts');
  db = (await import('./progress-db.ts')).progressDb;
  await db.events.clear();
  await db.sessions.clear();
  storeSession(tokenFor('user-1'));
  sent = [];
  window.addEventListener(SENT_EVENT, onSent);
});

afterEach(() => {
  window.removeEventListener(SENT_EVENT, onSent);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('progress queue', () => {
  it('sends queued events in order, one at a time, and removes each once acknowledged', async () => {
    const api = stubApi({ [UPDATE]: ok(null), [COMPLETE]: ok(null) });
    await queue.queueProgress(watched('v1', 30));
    await queue.queueProgress(watched('v1', 60));
    await queue.queueProgress({ ...watched('v1', 300), kind: 'complete' });
    await queue.flushProgress();
    expect(received(api)).toEqual(['update v1 @30', 'update v1 @60', 'complete v1']);
    expect(pending()).toEqual([]);
    expect(sent).toEqual([
      { videoId: 'v1', outcome: 'sent' },
      { videoId: 'v1', outcome: 'sent' },
      { videoId: 'v1', outcome: 'sent' },
    ]);
    // The server orders by the device's time: strictly increasing even within one millisecond.
    const times = api.calls().map((call) => (call.body as { timestamp?: number }).timestamp);
    expect(times[1]! > times[0]!).toBe(true);
  });

  it('keeps every event while there is no connection and sends them in order once it returns', async () => {
    const api = stubApi({ [UPDATE]: networkFailure });
    await queue.queueProgress(watched('v1', 30));
    await queue.queueProgress(watched('v2', 45));
    await queue.flushProgress();
    expect(pending()).toEqual(['update v1', 'update v2']);
    expect(sent).toEqual([]);
    // Stopped at the first event: the second was never tried ahead of it.
    expect(new Set(received(api))).toEqual(new Set(['update v1 @30']));

    api.set({ [UPDATE]: ok(null) });
    await queue.flushProgress();
    expect(received(api).slice(-2)).toEqual(['update v1 @30', 'update v2 @45']);
    expect(pending()).toEqual([]);
  });

  it('sends an event written just after the running flush last read the queue, with no other trigger', async () => {
    stubApi({ [UPDATE]: ok(null) });
    // The running flush's last read finds the queue empty; the learner's next event is written in the
    // moment before that read answers, so the flush ends without it (the read is stale by then).
    const events = db.events as unknown as MemoryTable<QueuedProgress>;
    const where = events.where.bind(events);
    let late: Promise<boolean> | null = null;
    vi.spyOn(events, 'where').mockImplementation((field: string) => {
      const query = where(field);
      return {
        ...query,
        equals: (value: unknown) => {
          const collection = query.equals(value);
          const first = collection.first.bind(collection);
          collection.first = async () => {
            const found = await first();
            if (!found && !late) {
              late = queue.queueProgress(watched('v2', 45));
              await late;
            }
            return found;
          };
          return collection;
        },
      };
    });
    await queue.queueProgress(watched('v1', 30));
    await queue.flushProgress();
    expect(late).not.toBeNull();
    await vi.waitFor(() => expect(pending()).toEqual([]));
    expect(sent).toEqual([
      { videoId: 'v1', outcome: 'sent' },
      { videoId: 'v2', outcome: 'sent' },
    ]);
  });

  it('tries again by itself 15 s after a failed send', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubApi({ [UPDATE]: fail(503, 'Service unavailable') });
    await queue.queueProgress(watched('v1', 30));
    await queue.flushProgress();
    expect(pending()).toEqual(['update v1']);

    api.set({ [UPDATE]: ok(null) });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(pending()).toEqual(['update v1']);
    await vi.advanceTimersByTimeAsync(1_000);
    await queue.flushProgress();
    expect(pending()).toEqual([]);
    expect(sent).toEqual([{ videoId: 'v1', outcome: 'sent' }]);
  });

  it.each([400, 403, 404])(
    'drops an event the server refuses for good (%i) and goes on with the next',
    async (status) => {
      const api = stubApi({
        [UPDATE]: (request) =>
          (request.body as { videoId: string }).videoId === 'gone'
            ? fail(status, 'Refused')
            : ok(null),
      });
      await queue.queueProgress(watched('gone', 10));
      await queue.queueProgress(watched('v2', 20));
      await queue.flushProgress();
      expect(received(api)).toEqual(['update gone @10', 'update v2 @20']);
      expect(pending()).toEqual([]);
      expect(sent).toEqual([
        { videoId: 'gone', outcome: 'refused' },
        { videoId: 'v2', outcome: 'sent' },
      ]);
    },
  );

  it.each([
    ['an expired session (401)', fail(401, 'Token expired')],
    ['a server error (500)', fail(500, 'Internal error')],
    ['a server without the progress calls yet (404 No API route)', fail(404, 'No API route')],
  ])('keeps the event and those after it on %s', async (_, reply) => {
    stubApi({ [UPDATE]: reply });
    await queue.queueProgress(watched('v1', 30));
    await queue.queueProgress(watched('v2', 40));
    await queue.flushProgress();
    expect(pending()).toEqual(['update v1', 'update v2']);
    expect(sent).toEqual([]);
  });

  it("sends only the signed-in learner's events, with their own token", async () => {
    const api = stubApi({ [UPDATE]: ok(null) });
    await queue.queueProgress(watched('theirs', 30), tokenFor('user-2'));
    await queue.queueProgress(watched('mine', 40));
    await queue.flushProgress();
    expect(received(api)).toEqual(['update mine @40']);
    expect(api.calls()[0]?.headers.get('Authorization')).toBe(`Bearer ${tokenFor('user-1')}`);
    expect(pending()).toEqual(['update theirs']);
    expect(await queue.countPending('user-2')).toBe(1);
  });

  it('queues nothing when nobody is signed in', async () => {
    localStorage.clear();
    const api = stubApi();
    expect(await queue.queueProgress(watched('v1', 30))).toBe(false);
    expect(pending()).toEqual([]);
    expect(api.calls()).toEqual([]);
  });
});
