import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createLearner, deactivate, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer, givePurchase } from '../../test/fixtures/catalogue.ts';
import {
  controlWatchClock,
  createProgressLessons,
  keyServed,
  type ProgressLessons,
} from '../../test/fixtures/learning.ts';

/**
 * POST /api/progress/update and complete-video (spec 000 §7, issue 14): the server keeps the largest
 * watched time and the newest position, ignores duplicates and late arrivals by timestamp, completes a
 * lesson at 90 % watched, and lets only entitled learners write. The learners here fetched the
 * lessons' keys and each update comes a minute after the one before by the server's clock, so every
 * watched time below is plausible (plausibility itself: progress-plausibility.test.ts).
 */
let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let stranger: SignedInUser;
let courseId: string;
let lesson: ProgressLessons;

let clock = Date.UTC(2026, 10, 1);
const nextTime = () => (clock += 1000);
const serverClock = controlWatchClock();

function update(user: SignedInUser | null, body: Record<string, unknown>) {
  serverClock.advance(60);
  return app.request('POST', '/api/progress/update', {
    body: { courseId, timestamp: nextTime(), ...body },
    headers: bearer(user),
  });
}

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, stranger, courseId } = await courseWithBuyer(app));
  lesson = await createProgressLessons(app, courseId);
  for (const id of [lesson.intro, lesson.free, lesson.long, lesson.unknownLength]) {
    await keyServed(app, buyer.user.id, id);
  }
  await keyServed(app, stranger.user.id, lesson.free);
});

afterAll(() => serverClock.restore());

describe('keeping the largest watched time and the newest position', () => {
  it('records the first update, with the position defaulting to the watched time', async () => {
    const res = await update(buyer, { videoId: lesson.long, watchedDuration: 30 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROGRESS_MESSAGES.saved);
    expect(res.body.data.skipped).toBe(false);
    expect(res.body.data.videoProgress).toMatchObject({
      _id: lesson.long,
      watchedDuration: 30,
      totalDuration: 600,
      watchedPercentage: 5,
      completionPercentage: 5,
      isCompleted: false,
      lastPosition: 30,
      acceptedUpdates: 1,
      progress: { isCompleted: false, completionPercentage: 5 },
    });
    expect(res.body.data.courseProgress).toMatchObject({
      courseId,
      totalVideos: 4,
      completedVideos: 0,
      overallProgress: 4, // 30 s of the course's 760 s
      totalProgress: 4,
      lastWatchedVideo: lesson.long,
      lastWatchedPosition: 30,
    });
  });

  it('answers a duplicate (same timestamp) with skipped and changes nothing', async () => {
    const body = { videoId: lesson.long, watchedDuration: 60, timestamp: nextTime() };
    const first = await update(buyer, body);
    expect(first.body.data.skipped).toBe(false);
    const again = await update(buyer, body);
    expect(again.status).toBe(200);
    expect(again.body.data.skipped).toBe(true);
    expect(again.body.message).toBe(PROGRESS_MESSAGES.skipped);
    expect(again.body.data.videoProgress.acceptedUpdates).toBe(
      first.body.data.videoProgress.acceptedUpdates,
    );
  });

  it('ignores a late arrival (older timestamp), even one with more watched time', async () => {
    const late = await update(buyer, {
      videoId: lesson.long,
      watchedDuration: 500,
      position: 500,
      timestamp: clock - 5000,
    });
    expect(late.body.data.skipped).toBe(true);
    expect(late.body.data.videoProgress).toMatchObject({ watchedDuration: 60, lastPosition: 60 });
  });

  it('keeps the largest watched time but takes the newest position (rewinding)', async () => {
    await update(buyer, { videoId: lesson.long, watchedDuration: 120, position: 120 });
    const rewound = await update(buyer, {
      videoId: lesson.long,
      watchedDuration: 10,
      position: 15,
    });
    expect(rewound.body.data.skipped).toBe(false);
    expect(rewound.body.data.videoProgress).toMatchObject({
      watchedDuration: 120,
      lastPosition: 15,
    });
  });

  it('accepts ISO 8601 timestamps too', async () => {
    const at = new Date(clock + 500).toISOString();
    const res = await update(buyer, { videoId: lesson.long, watchedDuration: 130, timestamp: at });
    expect(res.body.data.skipped).toBe(false);
    expect(res.body.data.videoProgress.lastUpdatedAt).toBe(at);
  });

  it('never counts more watched time than the lesson holds', async () => {
    const res = await update(buyer, { videoId: lesson.free, watchedDuration: 5000 });
    expect(res.body.data.videoProgress).toMatchObject({
      watchedDuration: 60,
      lastPosition: 60,
      watchedPercentage: 100,
    });
  });

  it('applies concurrent updates one at a time: the newest position and the largest time win', async () => {
    // 22 s credited first, so that the burst below claims nothing new and is plausible whatever
    // order its updates land in.
    await update(buyer, { videoId: lesson.intro, watchedDuration: 22, position: 0 });
    const base = nextTime();
    clock += 100;
    const sends = Array.from({ length: 12 }, (_, i) =>
      update(buyer, {
        videoId: lesson.intro,
        watchedDuration: i * 2,
        position: i,
        timestamp: base + i,
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const accepted = answers.filter((a) => !a.body.data.skipped).length;
    const final = await app.request('GET', `/api/progress/course/${courseId}`, {
      headers: bearer(buyer),
    });
    const intro = final.body.data.videos.find((v: { _id: string }) => v._id === lesson.intro);
    expect(intro.progress).toMatchObject({ watchedDuration: 22, lastPosition: 11 });
    expect(intro.progress.acceptedUpdates).toBe(accepted + 1);
  });
});

describe('completion at 90 % watched', () => {
  it('does not complete below 90 %, and refuses complete-video', async () => {
    const res = await update(buyer, { videoId: lesson.intro, watchedDuration: 89.5 });
    expect(res.body.data.videoProgress.isCompleted).toBe(false);
    const refused = await app.request('POST', '/api/progress/complete-video', {
      body: { courseId, videoId: lesson.intro },
      headers: bearer(buyer),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PROGRESS_MESSAGES.notComplete);
  });

  it('completes at 90 %, counts the lesson in the course, and then accepts complete-video', async () => {
    const res = await update(buyer, { videoId: lesson.intro, watchedDuration: 90, position: 90 });
    expect(res.body.data.videoProgress).toMatchObject({
      isCompleted: true,
      completionPercentage: 100,
      watchedPercentage: 90,
    });
    expect(res.body.data.videoProgress.completedAt).toEqual(expect.any(String));
    // The free preview watched to the end above is complete too: 2 of 4 lessons.
    // (100 + 60 + 130) of 760 s.
    expect(res.body.data.courseProgress).toMatchObject({ completedVideos: 2, overallProgress: 38 });
    const done = await app.request('POST', '/api/progress/complete-video', {
      body: { courseId, videoId: lesson.intro },
      headers: bearer(buyer),
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(PROGRESS_MESSAGES.completed);
    expect(done.body.data.videoProgress.isCompleted).toBe(true);
    expect(done.body.data.videoProgress.completedAt).toBe(res.body.data.videoProgress.completedAt);
  });

  it('keeps a completed lesson complete after a later rewind', async () => {
    const res = await update(buyer, { videoId: lesson.intro, watchedDuration: 3, position: 3 });
    expect(res.body.data.videoProgress).toMatchObject({ isCompleted: true, lastPosition: 3 });
  });

  it('refuses complete-video for a lesson never watched', async () => {
    const res = await app.request('POST', '/api/progress/complete-video', {
      body: { courseId, videoId: lesson.long },
      headers: bearer(stranger),
    });
    expect(res.status).toBe(403);
    const unwatched = await app.request('POST', '/api/progress/complete-video', {
      body: { courseId, videoId: lesson.unknownLength },
      headers: bearer(buyer),
    });
    expect(unwatched.status).toBe(400);
  });

  it("uses the player's length for a lesson whose length the server does not know", async () => {
    const res = await update(buyer, {
      videoId: lesson.unknownLength,
      watchedDuration: 45,
      totalDuration: 50,
    });
    expect(res.body.data.videoProgress).toMatchObject({ totalDuration: 50, isCompleted: true });
  });
});

describe('who may write progress', () => {
  it('a visitor is told to sign in (401)', async () => {
    const res = await update(null, { videoId: lesson.intro, watchedDuration: 5 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('an admin token is not a learner (403)', async () => {
    const res = await update(admin, { videoId: lesson.intro, watchedDuration: 5 });
    expect(res.status).toBe(403);
  });

  it('a learner who has not bought the course gets 403 and nothing is stored', async () => {
    const res = await update(stranger, { videoId: lesson.intro, watchedDuration: 50 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PROGRESS_MESSAGES.purchaseRequired);
    const read = await app.request('GET', `/api/progress/course/${courseId}`, {
      headers: bearer(stranger),
    });
    expect(read.body.data.videos[0].progress.acceptedUpdates).toBe(0);
  });

  it('a signed-in learner may record progress on a free preview', async () => {
    const res = await update(stranger, { videoId: lesson.free, watchedDuration: 20 });
    expect(res.status).toBe(200);
    expect(res.body.data.videoProgress.watchedDuration).toBe(20);
  });

  it('a deactivated learner is cut off at once (401)', async () => {
    const gone = await createLearner(app);
    await givePurchase(app, gone.user.id, courseId);
    await deactivate(app, gone.user.id);
    const res = await update(gone, { videoId: lesson.intro, watchedDuration: 5 });
    expect(res.status).toBe(401);
  });
});
