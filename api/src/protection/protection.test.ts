import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/** Tracing a leaked recording back to its viewer, and the player's reports of what it detected. */

let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let other: SignedInUser;
let first: ReadyVideo;
let second: ReadyVideo;

async function openSession(user: SignedInUser | null, video: ReadyVideo) {
  const res = await app.request('GET', `/api/drm/videos/${video.videoId}`, {
    headers: user ? bearer(user) : {},
  });
  expect(res.status).toBe(200);
  return res.body.data.video.drm as {
    sessionId: string;
    watermarkData: string;
    viewerCode: string | null;
  };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  [buyer, other] = await Promise.all([createLearner(app), createLearner(app)]);
  const courseId = (await createCourse(app, admin.user.id, { title: 'Camera basics' })).id;
  await Promise.all([
    givePurchase(app, buyer.user.id, courseId),
    givePurchase(app, other.user.id, courseId),
  ]);
  first = await storeReadyVideo(app, { courseId, isFreePreview: true, order: 1 });
  second = await storeReadyVideo(app, { courseId, order: 2 });
});

describe('the viewer code', () => {
  it('is 8 hex characters, the same on every lesson for one learner and different for another', async () => {
    const a1 = await openSession(buyer, first);
    const a2 = await openSession(buyer, second);
    const b = await openSession(other, second);
    expect(a1.viewerCode).toMatch(/^[0-9a-f]{8}$/);
    expect(a2.viewerCode).toBe(a1.viewerCode);
    expect(b.viewerCode).not.toBe(a1.viewerCode);
    expect(a1.watermarkData).not.toBe(a2.watermarkData);
  });

  it('is null for a visitor on a free preview and for an admin', async () => {
    expect((await openSession(null, first)).viewerCode).toBeNull();
    expect((await openSession(admin, first)).viewerCode).toBeNull();
  });
});

describe('GET /api/drm/watermarks/{code}', () => {
  it('finds the learner, lesson, course and times from a session code', async () => {
    const session = await openSession(buyer, second);
    const res = await app.request('GET', `/api/drm/watermarks/${session.watermarkData}`, {
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      matched: 'session',
      learner: { id: buyer.user.id, email: buyer.user.email },
      sessions: [
        {
          sessionId: session.sessionId,
          video: { id: second.videoId },
          course: { title: 'Camera basics' },
          endedAt: null,
        },
      ],
    });
    expect(Date.parse(res.body.data.sessions[0].startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('finds every session of a viewer from the 8-hex code, typed with spaces and capitals', async () => {
    const session = await openSession(other, first);
    await openSession(other, second);
    const typed = session.viewerCode!.toUpperCase().replace(/(....)/, '$1 ');
    const res = await app.request('GET', `/api/drm/watermarks/${encodeURIComponent(typed)}`, {
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.matched).toBe('viewer');
    expect(res.body.data.learner.id).toBe(other.user.id);
    expect(res.body.data.sessions.length).toBeGreaterThanOrEqual(2);
    for (const s of res.body.data.sessions) expect(s.viewerCode).toBe(session.viewerCode);
  });

  it('answers 404 for a code no session carries and 400 for something that is not a code', async () => {
    const unknown = await app.request('GET', '/api/drm/watermarks/abcdef012345', {
      headers: bearer(admin),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No viewing session carries this code');
    const bad = await app.request('GET', '/api/drm/watermarks/not-a-code', {
      headers: bearer(admin),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/8 or 12 character code/);
  });

  it('is for admins only', async () => {
    const session = await openSession(buyer, first);
    const path = `/api/drm/watermarks/${session.watermarkData}`;
    expect((await app.request('GET', path)).status).toBe(401);
    expect((await app.request('GET', path, { headers: bearer(buyer) })).status).toBe(403);
  });
});

describe('POST /api/drm/violations', () => {
  it('stores a learner’s report against their own session, and admins list it with its strength', async () => {
    const session = await openSession(buyer, second);
    const strong = await app.request('POST', '/api/drm/violations', {
      headers: bearer(buyer),
      body: { sessionId: session.sessionId, kind: 'screen_capture', detail: 'getDisplayMedia' },
    });
    expect(strong.status).toBe(201);
    const weak = await app.request('POST', '/api/drm/violations', {
      headers: bearer(buyer),
      body: { sessionId: session.sessionId, kind: 'low_frame_rate' },
    });
    expect(weak.status).toBe(201);

    const list = await app.request('GET', `/api/admin/users/${buyer.user.id}/violations`, {
      headers: bearer(admin),
    });
    expect(list.status).toBe(200);
    expect(list.body.data.counts).toEqual({ strong: 1, weak: 1 });
    expect(list.body.data.violations[0]).toMatchObject({
      kind: 'low_frame_rate',
      strength: 'weak',
      videoId: second.videoId,
    });
    expect(list.body.data.violations[1]).toMatchObject({
      kind: 'screen_capture',
      strength: 'strong',
      detail: 'getDisplayMedia',
    });
  });

  it('refuses another learner’s session, visitors, unknown kinds, and stops storing a flood', async () => {
    const session = await openSession(buyer, first);
    const body = { sessionId: session.sessionId, kind: 'devtools' };
    const stolen = await app.request('POST', '/api/drm/violations', {
      headers: bearer(other),
      body,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Invalid or expired DRM session');
    expect((await app.request('POST', '/api/drm/violations', { body })).status).toBe(401);
    const unknownKind = await app.request('POST', '/api/drm/violations', {
      headers: bearer(buyer),
      body: { ...body, kind: 'telepathy' },
    });
    expect(unknownKind.status).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await app.request('POST', '/api/drm/violations', { headers: bearer(buyer), body })).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([200, 200]);
  });

  it('lets only admins read a learner’s violations', async () => {
    const path = `/api/admin/users/${buyer.user.id}/violations`;
    expect((await app.request('GET', path)).status).toBe(401);
    expect((await app.request('GET', path, { headers: bearer(buyer) })).status).toBe(403);
  });
});
