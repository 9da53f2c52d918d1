import { beforeAll, describe, expect, it } from 'vitest';
import { asNewClient, createAdmin, createLearner } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The probe found that every free-preview `GET /api/drm/videos/:id` by a visitor inserts a session, so
 * a script could fill the table. A visitor's sessions are now bounded per network address.
 */
let app: TestApp;
let free: ReadyVideo;
beforeAll(async () => {
  app = await startTestApp();
  const admin = await createAdmin(app);
  const courseId = (await createCourse(app, admin.user.id)).id;
  free = await storeReadyVideo(app, { courseId, isFreePreview: true, order: 1 });
});

const visitorSessions = async () =>
  Number(
    (
      await app.ctx.database.pool.query(
        'select count(*)::int as n from video_sessions where user_id is null',
      )
    ).rows[0].n,
  );

describe('visitor DRM sessions', () => {
  it('are bounded per network address: 20 an hour, then 429 and no new row', async () => {
    const address = asNewClient();
    const before = await visitorSessions();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (await app.request('GET', `/api/drm/videos/${free.videoId}`, { headers: address })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await visitorSessions()).toBe(before + 20);
    // Another visitor, and a signed-in learner from the same address, still watch.
    expect(
      (await app.request('GET', `/api/drm/videos/${free.videoId}`, { headers: asNewClient() }))
        .status,
    ).toBe(200);
    const learner = await createLearner(app);
    const signedIn = await app.request('GET', `/api/drm/videos/${free.videoId}`, {
      headers: { ...address, ...bearer(learner) },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('learner DRM sessions', () => {
  it('are bounded per account: 120 an hour, then 429 and no new row, from any address', async () => {
    // Probe finding 24.2: a signed-in account could write sessions without limit, kept 400 days.
    const learner = await createLearner(app);
    const sessionsOf = async (userId: string) =>
      Number(
        (
          await app.ctx.database.pool.query(
            'select count(*)::int as n from video_sessions where user_id = $1',
            [userId],
          )
        ).rows[0].n,
      );
    const open = () =>
      app.request('GET', `/api/drm/videos/${free.videoId}`, {
        // A fresh address every time: the cap follows the account, not the network.
        headers: { ...asNewClient(), ...bearer(learner) },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 122; i += 1) statuses.push((await open()).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429]);
    const refused = await open();
    expect(refused.body.message).toMatch(/Too many videos opened/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sessionsOf(learner.user.id)).toBe(120);
    // Another learner is not affected.
    const other = await createLearner(app);
    const theirs = await app.request('GET', `/api/drm/videos/${free.videoId}`, {
      headers: { ...asNewClient(), ...bearer(other) },
    });
    expect(theirs.status).toBe(200);
  });
});
