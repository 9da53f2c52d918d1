import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TELEMETRY_MESSAGES, type PlaybackEvent, type VitalEvent } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { createLesson } from '../../test/fixtures/learning.ts';
import { telemetryDaily, telemetryEvents } from './telemetry.table.ts';
import { rollUpTelemetry } from './telemetry.service.ts';

/** Field telemetry (issue 26) on real PostgreSQL over HTTP. */
let app: TestApp;
let admin: SignedInUser;

const context = {
  route: '/course/:id',
  lang: 'en' as const,
  connection: { effectiveType: '4g' as const, downlink: 1.5, rtt: 250, saveData: false },
  installed: false,
  appVersion: '0.1.0',
};

const vital = (metric: VitalEvent['metric'], value: number, over: Partial<VitalEvent> = {}) =>
  ({
    ...context,
    id: randomUUID(),
    at: Date.now(),
    kind: 'vital',
    metric,
    value,
    ...over,
  }) as VitalEvent;

const playback = (videoId: string, over: Partial<PlaybackEvent> = {}): PlaybackEvent => ({
  ...context,
  route: '/course/:id/watch/:videoId',
  id: randomUUID(),
  at: Date.now(),
  kind: 'playback',
  videoId,
  startupMs: 800,
  stallCount: 0,
  stallSeconds: 0,
  secondsByHeight: { '360': 10 },
  dataSaver: false,
  downloaded: false,
  errors: 0,
  ...over,
});

const send = (events: unknown, who: SignedInUser | null = null) =>
  app.request('POST', '/api/telemetry', { body: { events }, headers: bearer(who) });

const summary = (days = 7, who: SignedInUser | null = admin) =>
  app.request('GET', `/api/admin/telemetry/summary?days=${days}`, { headers: bearer(who) });

async function storedEvents(): Promise<number> {
  const [row] = await app.ctx.database.db.select({ n: count() }).from(telemetryEvents);
  return row!.n;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
});

beforeEach(async () => {
  await app.ctx.database.db.delete(telemetryEvents);
});

describe('POST /api/telemetry', () => {
  it("stores a visitor's batch and a learner's, each event once however often it is sent", async () => {
    const lesson = randomUUID();
    const batch = [vital('LCP', 2100), vital('CLS', 0.05), playback(lesson)];
    const visitor = await send(batch);
    expect(visitor.status).toBe(202);
    expect(visitor.body.data).toEqual({ stored: 3 });
    // The same batch again (a beacon on pagehide and a retry): nothing new.
    expect((await send(batch)).body.data).toEqual({ stored: 0 });

    const learner = await createLearner(app);
    expect((await send([vital('INP', 120)], learner)).status).toBe(202);
    expect(await storedEvents()).toBe(4);

    const [row] = await app.ctx.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.kind, 'playback'));
    expect(row).toMatchObject({
      videoId: lesson,
      route: '/course/:id/watch/:videoId',
      effectiveType: '4g',
      startupMs: 800,
      playedSeconds: 10,
    });
    // Nothing that names a person: no user id, e-mail or address column exists to fill.
    expect(Object.keys(row!)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/user|email|ip|address/i)]),
    );
  });

  it.each([
    ['wrong types', [{ ...vital('LCP', 100), value: 'fast' }]],
    ['an unknown metric', [vital('FID' as 'LCP', 100)]],
    ['a route with an id', [vital('LCP', 100, { route: `/course/${randomUUID()}` })]],
    ['a route with a number', [vital('LCP', 100, { route: '/course/42' })]],
    ['a full address', [vital('LCP', 100, { route: 'https://academy.example/course/:id' })]],
    ['a NUL', [vital('LCP', 100, { appVersion: '0.1\u0000' })]],
    ['a user id', [{ ...vital('LCP', 100), userId: randomUUID() }]],
  ])('refuses a batch with %s with a message, storing nothing', async (_, events) => {
    const good = vital('FCP', 900);
    const res = await send([good, ...events]);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(await storedEvents()).toBe(0);
  });

  it('names the route rule when an address with an id is sent', async () => {
    const res = await send([vital('LCP', 100, { route: `/course/${randomUUID()}` })]);
    expect(res.body.message).toBe(TELEMETRY_MESSAGES.route);
  });

  it('refuses 10,000 events in one batch', async () => {
    const events = Array.from({ length: 10_000 }, () => vital('CLS', 0.01));
    const res = await send(events);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await storedEvents()).toBe(0);
  });

  it('refuses an empty batch, and more than the batch limit even when the body is small', async () => {
    expect((await send([])).body.message).toBe(TELEMETRY_MESSAGES.empty);
    const events = Array.from({ length: 101 }, () => vital('CLS', 0.01));
    const res = await send(events);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TELEMETRY_MESSAGES.tooMany);
    expect(await storedEvents()).toBe(0);
  });
});

describe('GET /api/admin/telemetry/summary', () => {
  it('is for admins only', async () => {
    const learner = await createLearner(app);
    expect((await summary(7, null)).status).toBe(401);
    expect((await summary(7, learner)).status).toBe(403);
    expect((await summary(7)).status).toBe(200);
  });

  it('gives percentiles that match a hand-computed data set', async () => {
    const course = await createCourse(app, admin.user.id, { title: 'Field Figures' });
    const slow = await createLesson(app, course.id, { order: 1, duration: 60, title: 'Slow one' });
    const broken = randomUUID();
    await send([
      // LCP on /course/:id over 4g: 1000, 2000, 3000, 4000 → p75 = 3000 + 0.25 × 1000 = 3250.
      ...[1000, 2000, 3000, 4000].map((v) => vital('LCP', v)),
      // The same page on 3g is its own row.
      vital('LCP', 6000, { connection: { ...context.connection, effectiveType: '3g' } }),
      // Startups 100, 200, 300, 400, 1000: median 300; p90 at rank 3.6 = 400 + 0.6 × 600 = 760.
      // Stalls 1 + 2 + 0 + 0 + 3 = 6 s over 5 × 10 s played: rebuffering 0.12. One session of five
      // had errors.
      ...[
        [100, 1, 0],
        [200, 2, 2],
        [300, 0, 0],
        [400, 0, 0],
        [1000, 3, 0],
      ].map(([startupMs, stallSeconds, errors]) =>
        playback(slow, {
          startupMs: startupMs!,
          stallSeconds: stallSeconds!,
          stallCount: stallSeconds! > 0 ? 1 : 0,
          errors: errors!,
          secondsByHeight: { '360': 6, '240': 4 },
        }),
      ),
      // A session that never reached a first frame: counted, with an error, no startup.
      playback(broken, { startupMs: null, errors: 1, secondsByHeight: {} }),
    ]);

    const res = await summary(7);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.vitals).toEqual([
      { page: '/course/:id', connection: '3g', metric: 'LCP', p75: 6000, samples: 1 },
      { page: '/course/:id', connection: '4g', metric: 'LCP', p75: 3250, samples: 4 },
    ]);
    expect(data.playback.overall).toEqual({
      sessions: 6,
      startupMedianMs: 300,
      startupP90Ms: 760,
      rebufferRatio: 0.12,
      errorRate: 2 / 6,
      secondsByHeight: { '360': 30, '240': 20 },
    });
    expect(data.playback.lessons).toEqual([
      {
        videoId: slow,
        title: 'Slow one',
        sessions: 5,
        startupMedianMs: 300,
        startupP90Ms: 760,
        rebufferRatio: 0.12,
        errorRate: 0.2,
        secondsByHeight: { '360': 30, '240': 20 },
      },
      {
        videoId: broken,
        title: null,
        sessions: 1,
        startupMedianMs: null,
        startupP90Ms: null,
        rebufferRatio: null,
        errorRate: 1,
        secondsByHeight: {},
      },
    ]);
    // Below 500 ms: four sessions; 1000 ms falls in [1000, 2000).
    expect(data.playback.startupHistogram.slice(0, 3)).toEqual([
      { upToMs: 500, sessions: 4 },
      { upToMs: 1000, sessions: 0 },
      { upToMs: 2000, sessions: 1 },
    ]);
    expect(data.playback.daily).toEqual([
      { day: new Date().toISOString().slice(0, 10), sessions: 6, rebufferRatio: 0.12 },
    ]);
  });

  it('leaves out events older than the period', async () => {
    await send([vital('TTFB', 500)]);
    await app.ctx.database.db
      .update(telemetryEvents)
      .set({ receivedAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) });
    expect((await summary(7)).body.data.vitals).toEqual([]);
    expect((await summary(28)).body.data.vitals).toHaveLength(1);
  });
});

describe('the daily roll-up', () => {
  it('keeps per-day figures and deletes raw events past 90 days', async () => {
    const lesson = randomUUID();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await send([vital('LCP', 1000), vital('LCP', 3000), playback(lesson, { startupMs: 500 })]);
    await app.ctx.database.db.update(telemetryEvents).set({ receivedAt: twoDaysAgo });
    await send([vital('CLS', 0.3)]);
    await app.ctx.database.db
      .update(telemetryEvents)
      .set({ receivedAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(telemetryEvents.metric, 'CLS'));

    await rollUpTelemetry(app.ctx);
    const daily = await app.ctx.database.db.select().from(telemetryDaily);
    const day = twoDaysAgo.toISOString().slice(0, 10);
    expect(daily).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          day,
          metric: 'LCP',
          route: '/course/:id',
          p75: 2500,
          samples: 2,
        }),
        expect.objectContaining({ day, metric: 'playback', videoId: lesson, samples: 1 }),
      ]),
    );
    expect(await storedEvents()).toBe(3);
  });
});
