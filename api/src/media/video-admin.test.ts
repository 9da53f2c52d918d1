import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { createLesson } from '../../test/fixtures/learning.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/** The admin's video manager (spec 001 §2, §4, §7) and what the catalogue shows of videos. */

let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let courseId: string;
let lessons: ReadyVideo[];
let processingId: string;
let failedId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  learner = await createLearner(app);
  courseId = (await createCourse(app, admin.user.id)).id;
  lessons = [];
  for (const [order, title] of ['Intro', 'Cutting', 'Colour'].entries()) {
    lessons.push(
      await storeReadyVideo(app, {
        courseId,
        adminId: admin.user.id,
        title,
        order: order + 1,
        duration: 100 * (order + 1),
        isFreePreview: order === 0,
      }),
    );
  }
  const unplayable = { duration: null, uploadedBy: admin.user.id };
  processingId = await createLesson(app, courseId, {
    ...unplayable,
    title: 'Still processing',
    order: 4,
    status: 'processing',
    progress: 40,
  });
  failedId = await createLesson(app, courseId, {
    ...unplayable,
    title: 'Broken file',
    order: 5,
    status: 'error',
    errorReason: 'The file is not a video: no video stream found.',
  });
});

describe('the admin video list', () => {
  it('shows every video with its state, progress and reason', async () => {
    const res = await app.request('GET', `/api/admin/courses/${courseId}/videos`, {
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    const list = res.body.data.videos;
    expect(list.map((v: { title: string }) => v.title)).toEqual([
      'Intro',
      'Cutting',
      'Colour',
      'Still processing',
      'Broken file',
    ]);
    expect(list[3]).toMatchObject({
      status: 'processing',
      progress: 40,
      errorReason: null,
      videoUrl: null,
      version: null,
      reupload: null,
    });
    expect(list[4]).toMatchObject({
      status: 'error',
      errorReason: 'The file is not a video: no video stream found.',
    });
    expect(list[0]).toMatchObject({
      status: 'active',
      progress: 100,
      version: 1,
      latestVersion: 1,
    });
    expect(list[0].s3Key).toMatch(/^videos\/.+\/v1\/a1\/master\.m3u8$/);
    expect(res.body.data.course).toMatchObject({ id: courseId });
    expect(res.body.data.totalDuration).toBe(600);
  });

  it('is for admins only', async () => {
    const visitor = await app.request('GET', `/api/admin/courses/${courseId}/videos`);
    expect(visitor.status).toBe(401);
    const asLearner = await app.request('GET', `/api/admin/courses/${courseId}/videos`, {
      headers: bearer(learner),
    });
    expect(asLearner.status).toBe(403);
  });

  it('lets learners see only active lessons, anywhere', async () => {
    await givePurchase(app, learner.user.id, courseId);
    const headers = bearer(learner);
    const res = await app.request('GET', `/api/videos/course/${courseId}/version/1`, { headers });
    expect(res.body.data.videos).toHaveLength(3);
    const processing = await app.request('GET', `/api/videos/${processingId}`, { headers });
    expect(processing.status).toBe(404);
    expect(processing.body.message).toBe('Video not found');
    const asAdminRes = await app.request('GET', `/api/videos/${processingId}`, {
      headers: bearer(admin),
    });
    expect(asAdminRes.body.data.video).toMatchObject({ status: 'processing', progress: 40 });
  });
});

describe('editing videos', () => {
  it('changes title, description and order inline', async () => {
    const id = lessons[1]!.videoId;
    const res = await app.request('PUT', `/api/videos/${id}`, {
      headers: bearer(admin),
      body: { title: '  Cutting on the beat ', description: 'J and L cuts', order: 7 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Video updated successfully');
    expect(res.body.data.video).toMatchObject({
      title: 'Cutting on the beat',
      description: 'J and L cuts',
      order: 7,
    });
    const bad = await app.request('PUT', `/api/videos/${id}`, {
      headers: bearer(admin),
      body: { title: ' ', order: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: 'Video title is required',
      order: 'Order must be at least 1',
    });
    const learnerRes = await app.request('PUT', `/api/videos/${id}`, {
      headers: bearer(learner),
      body: { title: 'Mine now' },
    });
    expect(learnerRes.status).toBe(403);
  });

  it('toggles free preview, which opens the lesson to visitors', async () => {
    const id = lessons[2]!.videoId;
    expect((await app.request('GET', `/api/videos/${id}/key?v=1`)).status).toBe(401);
    const on = await app.request('PUT', `/api/videos/${id}/free-preview`, {
      headers: bearer(admin),
      body: { isFreePreview: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.data.video.isFreePreview).toBe(true);
    expect(on.body.message).toBe('Video is now a free preview');
    expect((await app.request('GET', `/api/videos/${id}/key?v=1`)).status).toBe(200);
    const off = await app.request('PUT', `/api/videos/${id}/free-preview`, {
      headers: bearer(admin),
      body: { isFreePreview: 'false' },
    });
    expect(off.body.data.video.isFreePreview).toBe(false);
    expect((await app.request('GET', `/api/videos/${id}/key?v=1`)).status).toBe(401);
  });

  it('reorders the whole list from drag and drop', async () => {
    const ids = [failedId, processingId, ...lessons.map((l) => l.videoId).reverse()];
    const res = await app.request('PUT', `/api/videos/course/${courseId}/order`, {
      headers: bearer(admin),
      body: { videoIds: ids },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.videos.map((v: { id: string }) => v.id)).toEqual(ids);
    expect(res.body.data.videos.map((v: { order: number }) => v.order)).toEqual([1, 2, 3, 4, 5]);

    const partial = await app.request('PUT', `/api/videos/course/${courseId}/order`, {
      headers: bearer(admin),
      body: { videoIds: ids.slice(1) },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('The list must name every video of the course exactly once');
  });
});

describe('videos in the catalogue', () => {
  it('counts active lessons and their duration on cards, course pages and admin stats', async () => {
    const course = await app.request('GET', `/api/courses/${courseId}`);
    expect(course.body.data.course.videoCount).toBe(3);
    expect(course.body.data.course.totalDuration).toBe(600);
    expect(course.body.data.course.videos).toHaveLength(3);
    const list = await app.request('GET', '/api/courses?limit=48');
    const card = list.body.data.courses.find((c: { id: string }) => c.id === courseId);
    expect(card).toMatchObject({ videoCount: 3, totalDuration: 600 });
    const stats = await app.request('GET', '/api/admin/stats', { headers: bearer(admin) });
    expect(stats.body.data.totalVideos).toBe(5);
  });
});

describe('deleting a video', () => {
  it('removes it, its files and its key', async () => {
    const victim = await storeReadyVideo(app, { courseId, adminId: admin.user.id, order: 9 });
    const prefix = `videos/${victim.videoId}/v1/a1`;
    expect(await app.ctx.storage.stat(`${prefix}/master.m3u8`)).not.toBeNull();
    const res = await app.request('DELETE', `/api/videos/${victim.videoId}`, {
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Video deleted successfully');
    expect(await app.ctx.storage.stat(`${prefix}/master.m3u8`)).toBeNull();
    expect(await app.ctx.storage.stat(`${prefix}/360p/seg_000.m4s`)).toBeNull();
    expect(
      (await app.request('GET', `/api/videos/${victim.videoId}`, { headers: bearer(admin) }))
        .status,
    ).toBe(404);
    expect((await app.request('GET', `/api/videos/${victim.videoId}/key?v=1`)).status).toBe(404);
  });
});
