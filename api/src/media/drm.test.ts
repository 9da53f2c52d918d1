import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer } from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/** `/api/drm/*` (spec 000 §7): sessions, sealed links and statistics over the same key checks. */

let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let other: SignedInUser;
let courseId: string;
let free: ReadyVideo;
let paid: ReadyVideo;

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, stranger: other, courseId } = await courseWithBuyer(app));
  free = await storeReadyVideo(app, { courseId, isFreePreview: true, order: 1 });
  paid = await storeReadyVideo(app, { courseId, order: 2 });
});

describe('/api/drm', () => {
  it('opens a session with watermark data and a sealed link for whoever may watch', async () => {
    expect((await app.request('GET', `/api/drm/videos/${paid.videoId}`)).status).toBe(401);
    expect(
      (await app.request('GET', `/api/drm/videos/${paid.videoId}`, { headers: bearer(other) }))
        .status,
    ).toBe(403);

    const res = await app.request('GET', `/api/drm/videos/${paid.videoId}`, {
      headers: bearer(buyer),
    });
    expect(res.status).toBe(200);
    const { video } = res.body.data;
    expect(video.drm).toMatchObject({
      enabled: true,
      scheme: 'hls-aes-128',
      keyUrl: `/api/videos/${paid.videoId}/key?v=1`,
    });
    expect(video.drm.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(video.drm.watermarkData).toMatch(/^[0-9a-f]{12}$/);
    const minutes = (new Date(video.drm.sessionExpiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(video.drm.encryptedUrl).not.toContain('/api/media/');

    const opened = await app.request('POST', '/api/drm/decrypt-url', {
      headers: bearer(buyer),
      body: { encryptedUrl: video.drm.encryptedUrl, sessionId: video.drm.sessionId },
    });
    expect(opened.body.data.decryptedUrl).toBe(video.videoUrl);
    const stolen = await app.request('POST', '/api/drm/decrypt-url', {
      headers: bearer(other),
      body: { encryptedUrl: video.drm.encryptedUrl, sessionId: video.drm.sessionId },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe('Invalid or expired DRM session');
    const garbled = await app.request('POST', '/api/drm/decrypt-url', {
      headers: bearer(buyer),
      body: { encryptedUrl: 'AAAA', sessionId: video.drm.sessionId },
    });
    expect(garbled.body.message).toBe('Failed to decrypt video URL');

    const validate = (user: SignedInUser, videoId: string) =>
      app.request('POST', `/api/drm/sessions/${video.drm.sessionId}/validate`, {
        headers: bearer(user),
        body: { videoId },
      });
    expect((await validate(buyer, paid.videoId)).body.data.valid).toBe(true);
    expect((await validate(buyer, free.videoId)).body.data.valid).toBe(false);
    expect((await validate(other, paid.videoId)).body.data.valid).toBe(false);

    const ended = await app.request('DELETE', `/api/drm/sessions/${video.drm.sessionId}`, {
      headers: bearer(buyer),
    });
    expect(ended.status).toBe(200);
    const after = await validate(buyer, paid.videoId);
    expect(after.body.data).toMatchObject({ valid: false });
    expect(after.body.message).toBe('Invalid or expired DRM session');
  });

  it('gives visitors a session for a free preview', async () => {
    const res = await app.request('GET', `/api/drm/videos/${free.videoId}`);
    expect(res.status).toBe(200);
    const { drm } = res.body.data.video;
    const check = await app.request('POST', `/api/drm/sessions/${drm.sessionId}/validate`, {
      body: { videoId: free.videoId },
    });
    expect(check.body.data.valid).toBe(true);
  });

  it('lists a course with the purchase mark', async () => {
    const res = await app.request('GET', `/api/drm/courses/${courseId}/videos?version=1`, {
      headers: bearer(buyer),
    });
    expect(res.body.data).toMatchObject({
      course: { id: courseId, _id: courseId },
      userHasPurchased: true,
      drm: { enabled: true },
    });
    expect(res.body.data.course.videos).toHaveLength(2);
  });

  it('counts sessions and videos for admins only', async () => {
    expect((await app.request('GET', '/api/drm/stats', { headers: bearer(buyer) })).status).toBe(
      403,
    );
    const res = await app.request('GET', '/api/drm/stats', { headers: bearer(admin) });
    expect(res.body.data).toMatchObject({
      videos: { active: 2, processing: 0, error: 0, total: 2 },
      encryption: 'AES-128',
      linkLifetimeSeconds: 7200,
    });
    expect(res.body.data.activeSessions).toBeGreaterThanOrEqual(1);
  });
});
