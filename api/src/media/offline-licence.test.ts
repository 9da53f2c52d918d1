import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_LICENCE_DAYS, OFFLINE_LICENCE_MESSAGES } from '@academy/shared';
import { createLearner, deactivate, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer, givePurchase } from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { purchases } from '../purchases/purchase.table.ts';

/**
 * `POST /api/videos/{id}/offline-licence` (issue 11): the 30-day right to play a downloaded lesson
 * offline, for whoever may watch it now, renewed by asking again; a refund or a deactivated account
 * ends the renewals.
 */
let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let stranger: SignedInUser;
let courseId: string;
let free: ReadyVideo;
let paid: ReadyVideo;

const ask = (user: SignedInUser | null, video: ReadyVideo, body: unknown = { version: 1 }) =>
  app.request('POST', `/api/videos/${video.videoId}/offline-licence`, {
    headers: user ? bearer(user) : {},
    body,
  });

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, stranger, courseId } = await courseWithBuyer(app));
  free = await storeReadyVideo(app, { courseId, isFreePreview: true, order: 1 });
  paid = await storeReadyVideo(app, { courseId, order: 2 });
});

describe('offline licences', () => {
  it('grants a bought lesson for 30 days, with the viewer’s codes, never cached', async () => {
    const res = await ask(buyer, paid);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { licence } = res.body.data;
    expect(licence).toMatchObject({ videoId: paid.videoId, courseId, version: 1 });
    const days = (Date.parse(licence.expiresAt) - Date.parse(licence.issuedAt)) / 86_400_000;
    expect(days).toBe(OFFLINE_LICENCE_DAYS);
    expect(Math.abs(Date.parse(licence.issuedAt) - Date.now())).toBeLessThan(60_000);
    expect(licence.viewerCode).toMatch(/^[0-9a-f]{8}$/);
    expect(licence.licenceCode).toMatch(/^[0-9a-f]{12}$/);
    // The same learner always shows the same viewer code, online (the protection session) and offline.
    const session = await app.request('GET', `/api/drm/videos/${paid.videoId}`, {
      headers: bearer(buyer),
    });
    expect(session.body.data.video.drm.viewerCode).toBe(licence.viewerCode);
  });

  it('renews by asking again: a later expiry and a new licence code', async () => {
    const first = (await ask(buyer, paid)).body.data.licence;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = (await ask(buyer, paid)).body.data.licence;
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    expect(renewed.licenceCode).not.toBe(first.licenceCode);
  });

  it('grants a free preview to any signed-in learner, and nothing to a visitor or an admin', async () => {
    expect((await ask(stranger, free)).status).toBe(200);
    expect((await ask(null, free)).status).toBe(401);
    const asAdmin = await app.request('POST', `/api/videos/${free.videoId}/offline-licence`, {
      headers: bearer(admin),
      body: { version: 1 },
    });
    expect(asAdmin.status).toBe(403);
  });

  it('refuses a learner who has not bought the course, and a version that never went live', async () => {
    const refused = await ask(stranger, paid);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This video requires course purchase.');
    const unknown = await ask(buyer, paid, { version: 7 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(OFFLINE_LICENCE_MESSAGES.versionGone);
    const bad = await ask(buyer, paid, { version: 'one' });
    expect(bad.status).toBe(400);
    // Without a version, the lesson's playing one.
    expect((await ask(buyer, paid, {})).body.data.licence.version).toBe(1);
  });

  it('stops renewing after a refund, and for a deactivated account', async () => {
    const learner = await createLearner(app);
    await givePurchase(app, learner.user.id, courseId);
    expect((await ask(learner, paid)).status).toBe(200);
    await app.ctx.database.db
      .update(purchases)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(purchases.userId, learner.user.id), eq(purchases.courseId, courseId)));
    expect((await ask(learner, paid)).status).toBe(403);

    expect((await ask(buyer, paid)).status).toBe(200);
    await deactivate(app, buyer.user.id);
    expect((await ask(buyer, paid)).status).toBe(401);
  });
});
