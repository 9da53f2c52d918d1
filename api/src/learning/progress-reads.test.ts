import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { controlWatchClock, createLesson, keyServed } from '../../test/fixtures/learning.ts';
import { courseCompletion } from './learning.service.ts';

/**
 * The Progress reads (spec 000 §7): a course's lessons with progress, the next lesson, the resume
 * point, the dashboard's courses (§3 Dashboard course), and the completion certificates rely on.
 */
let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let newcomer: SignedInUser;
let course: { id: string; title: string };
let second: { id: string; title: string };
let lessons: string[];
let secondLesson: string;

let clock = Date.UTC(2026, 10, 2);
const serverClock = controlWatchClock();

/**
 * One progress update, two minutes after the one before by the server's clock: the learner holds
 * every lesson's key, so what is reported here is plausible (progress-plausibility.test.ts).
 */
async function watch(videoId: string, watchedDuration: number, position = watchedDuration) {
  serverClock.advance(120);
  const courseId = videoId === secondLesson ? second.id : course.id;
  const res = await app.request('POST', '/api/progress/update', {
    body: { courseId, videoId, watchedDuration, position, timestamp: (clock += 1000) },
    headers: bearer(learner),
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  learner = await createLearner(app);
  newcomer = await createLearner(app);
  course = await createCourse(app, admin.user.id, { title: 'Camera Work From Zero' });
  second = await createCourse(app, admin.user.id, { title: 'Photo Editing' });
  lessons = [
    await createLesson(app, course.id, { order: 1, duration: 100, title: 'Holding the camera' }),
    await createLesson(app, course.id, { order: 2, duration: 200, isFreePreview: true }),
    await createLesson(app, course.id, { order: 3, duration: 300 }),
  ];
  await createLesson(app, course.id, { order: 4, duration: 50, status: 'error' });
  secondLesson = await createLesson(app, second.id, { order: 1, duration: 40 });
  await givePurchase(app, learner.user.id, course.id);
  await givePurchase(app, learner.user.id, second.id);
  await givePurchase(app, newcomer.user.id, course.id);
  for (const id of [...lessons, secondLesson]) await keyServed(app, learner.user.id, id);
});

afterAll(() => serverClock.restore());

describe('GET /api/progress/course/{id}', () => {
  it('lists every playable lesson in order, watched or not, with the overall progress', async () => {
    await watch(lessons[0]!, 95);
    await watch(lessons[2]!, 30, 25);
    const res = await app.request('GET', `/api/progress/course/${course.id}`, {
      headers: bearer(learner),
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.videos.map((v: { _id: string }) => v._id)).toEqual(lessons);
    expect(data.videos[0].progress).toMatchObject({ isCompleted: true, completionPercentage: 100 });
    expect(data.videos[1].progress).toMatchObject({ watchedDuration: 0, acceptedUpdates: 0 });
    expect(data.videos[2].progress).toMatchObject({
      watchedDuration: 30,
      lastPosition: 25,
      watchedPercentage: 10,
    });
    expect(data.overallProgress).toBe(22); // (100 + 30) of 600 s
    expect(data.courseProgress).toMatchObject({
      totalVideos: 3,
      completedVideos: 1,
      lastWatchedVideo: lessons[2],
      lastWatchedPosition: 25,
      isCompleted: false,
      completedAt: null,
    });
  });

  it('answers 401 to a visitor and 404 for an unknown course', async () => {
    expect((await app.request('GET', `/api/progress/course/${course.id}`)).status).toBe(401);
    const res = await app.request('GET', `/api/progress/course/${crypto.randomUUID()}`, {
      headers: bearer(learner),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found.');
  });

  it('shows a learner only their own progress', async () => {
    const res = await app.request('GET', `/api/progress/course/${course.id}`, {
      headers: bearer(newcomer),
    });
    expect(res.body.data.overallProgress).toBe(0);
    expect(res.body.data.courseProgress.lastWatchedVideo).toBeNull();
  });
});

describe('GET /api/progress/next-video/{courseId}/{videoId}', () => {
  it('names the next lesson in order, with whether the caller may open it', async () => {
    const res = await app.request('GET', `/api/progress/next-video/${course.id}/${lessons[0]}`, {
      headers: bearer(learner),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isLastVideo: false,
      nextVideo: { _id: lessons[1], order: 2, hasAccess: true, isLocked: false },
    });
  });

  it('answers null at the end of the course (an unplayable lesson after it does not count)', async () => {
    const res = await app.request('GET', `/api/progress/next-video/${course.id}/${lessons[2]}`, {
      headers: bearer(learner),
    });
    expect(res.body.data).toEqual({ nextVideo: null, isLastVideo: true });
  });

  it('tells a visitor which next lesson is a free preview and which is locked', async () => {
    const free = await app.request('GET', `/api/progress/next-video/${course.id}/${lessons[0]}`);
    expect(free.body.data.nextVideo).toMatchObject({ hasAccess: true, isFreePreview: true });
    const locked = await app.request('GET', `/api/progress/next-video/${course.id}/${lessons[1]}`);
    expect(locked.body.data.nextVideo).toMatchObject({ _id: lessons[2], isLocked: true });
  });

  it('answers 400 for a lesson of another course and 404 for an unknown one', async () => {
    const wrong = await app.request('GET', `/api/progress/next-video/${course.id}/${secondLesson}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This video belongs to another course');
    const unknown = await app.request(
      'GET',
      `/api/progress/next-video/${course.id}/${crypto.randomUUID()}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Video not found');
  });
});

describe('GET /api/progress/resume/{courseId}/{videoId}', () => {
  it('answers the last position', async () => {
    const res = await app.request('GET', `/api/progress/resume/${course.id}/${lessons[2]}`, {
      headers: bearer(learner),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      resumePosition: 25,
      lastPosition: 25,
      watchedDuration: 30,
      isCompleted: false,
    });
  });

  it('starts again from 0 when the learner stopped at the very end', async () => {
    await watch(lessons[1]!, 198);
    const res = await app.request('GET', `/api/progress/resume/${course.id}/${lessons[1]}`, {
      headers: bearer(learner),
    });
    expect(res.body.data).toMatchObject({
      resumePosition: 0,
      lastPosition: 198,
      isCompleted: true,
    });
  });

  it('answers 0 for a lesson never watched and 401 for a visitor', async () => {
    const res = await app.request('GET', `/api/progress/resume/${course.id}/${lessons[0]}`, {
      headers: bearer(newcomer),
    });
    expect(res.body.data.resumePosition).toBe(0);
    const visitor = await app.request('GET', `/api/progress/resume/${course.id}/${lessons[0]}`);
    expect(visitor.status).toBe(401);
  });
});

describe('GET /api/progress/dashboard', () => {
  it("lists the learner's courses with the dashboard-course fields, latest activity first", async () => {
    await watch(secondLesson, 10);
    const res = await app.request('GET', '/api/progress/dashboard', { headers: bearer(learner) });
    expect(res.status).toBe(200);
    const [first, next] = res.body.data.courses;
    expect(first).toMatchObject({
      _id: second.id,
      title: 'Photo Editing',
      progress: 25, // 10 of 40 s
      totalLessons: 1,
      completedLessons: 0,
      duration: 40,
      isCompleted: false,
      nextVideoId: secondLesson,
      lastWatchedVideo: secondLesson,
    });
    expect(next).toMatchObject({
      _id: course.id,
      id: course.id,
      title: 'Camera Work From Zero',
      thumbnail: null,
      progress: 55, // (100 + 200 + 30) of 600 s
      totalLessons: 3,
      completedLessons: 2,
      duration: 600,
      isCompleted: false,
      completedAt: null,
      nextVideoId: lessons[2],
    });
    expect(next.videos).toHaveLength(3);
    expect(next.videos[0]).toMatchObject({
      _id: lessons[0],
      title: 'Holding the camera',
      isCompleted: true,
      completionPercentage: 100,
    });
    expect(next.lastActivityAt).toEqual(expect.any(String));
  });

  it('marks a course complete with the time its last lesson became complete', async () => {
    const done = await watch(lessons[2]!, 280);
    const res = await app.request('GET', '/api/progress/dashboard', { headers: bearer(learner) });
    const camera = res.body.data.courses.find((c: { _id: string }) => c._id === course.id);
    expect(camera).toMatchObject({ progress: 100, completedLessons: 3, isCompleted: true });
    expect(camera.completedAt).toBe(done.videoProgress.completedAt);
    expect(camera.nextVideoId).toBe(lessons[0]);
  });

  it('shows a new buyer their course at 0 % and a learner without courses none', async () => {
    const fresh = await app.request('GET', '/api/progress/dashboard', {
      headers: bearer(newcomer),
    });
    expect(fresh.body.data.courses).toHaveLength(1);
    expect(fresh.body.data.courses[0]).toMatchObject({ progress: 0, nextVideoId: lessons[0] });
    const nobody = await createLearner(app);
    const empty = await app.request('GET', '/api/progress/dashboard', { headers: bearer(nobody) });
    expect(empty.body.data).toEqual({ courses: [] });
    expect((await app.request('GET', '/api/progress/dashboard')).status).toBe(401);
  });
});

describe('courseCompletion (for certificates)', () => {
  it('answers the counts, percent and the moment the course became complete', async () => {
    const complete = await courseCompletion(app.ctx, learner.user.id, course.id);
    expect(complete).toMatchObject({ totalLessons: 3, completedLessons: 3, percent: 100 });
    expect(complete.isComplete).toBe(true);
    expect(complete.completedAt).toBeInstanceOf(Date);
    const partial = await courseCompletion(app.ctx, newcomer.user.id, course.id);
    expect(partial).toEqual({
      totalLessons: 3,
      completedLessons: 0,
      percent: 0,
      isComplete: false,
      completedAt: null,
    });
  });

  it('a lesson added later makes a complete course incomplete again', async () => {
    await createLesson(app, course.id, { order: 9, duration: 10 });
    const after = await courseCompletion(app.ctx, learner.user.id, course.id);
    expect(after).toMatchObject({ totalLessons: 4, completedLessons: 3, percent: 98 });
    expect(after.isComplete).toBe(false);
    expect(after.completedAt).toBeNull();
  });

  it('an unknown course has no lessons and is never complete', async () => {
    const none = await courseCompletion(app.ctx, learner.user.id, crypto.randomUUID());
    expect(none).toMatchObject({ totalLessons: 0, isComplete: false, percent: 0 });
  });
});
