import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from '@academy/shared';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { controlWatchClock } from '../../test/fixtures/learning.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Completion must be plausible (issue 24): watched seconds between two updates cannot exceed the time
 * between them (live: the server's clock; queued offline: the device's, inside an offline licence), and
 * a learner who never had the lesson's key nor a licence for it completes nothing. The server's clock is
 * moved by the test (learning/watch-evidence.ts `watchClock`); device clocks are the events' timestamps.
 */
let app: TestApp;
let admin: SignedInUser;
let courseId: string;
let freeCourseId: string;
let lessons: ReadyVideo[];
let freeLesson: ReadyVideo;
const LESSON_SECONDS = 60;
const DAY_MS = 86_400_000;
const server = controlWatchClock();

async function fetchKey(user: SignedInUser, video: ReadyVideo) {
  const res = await app.request('GET', `/api/videos/${video.videoId}/key?v=${video.version}`, {
    headers: bearer(user),
  });
  expect(res.status).toBe(200);
}

async function update(
  user: SignedInUser,
  video: ReadyVideo,
  watchedDuration: number,
  timestamp: number,
  course = courseId,
) {
  const res = await app.request('POST', '/api/progress/update', {
    headers: bearer(user),
    body: {
      courseId: course,
      videoId: video.videoId,
      watchedDuration,
      position: watchedDuration,
      timestamp,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.videoProgress as { watchedDuration: number; isCompleted: boolean };
}

/** Plays the lesson at `speed` for real: an update every 30 s by both clocks. */
async function watchPaced(user: SignedInUser, video: ReadyVideo, speed = 1, course = courseId) {
  let device = server.now();
  let last = { watchedDuration: 0, isCompleted: false };
  for (let watched = 0; watched < LESSON_SECONDS;) {
    server.advance(30);
    device += 30_000;
    watched = Math.min(LESSON_SECONDS, watched + 30 * speed);
    last = await update(user, video, watched, device, course);
  }
  return last;
}

const generate = (user: SignedInUser, course = courseId) =>
  app.request('POST', '/api/certificates/generate', {
    headers: bearer(user),
    body: { courseId: course },
  });

async function buyer(course = courseId): Promise<SignedInUser> {
  const user = await createLearner(app);
  await givePurchase(app, user.user.id, course);
  return user;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  courseId = (await createCourse(app, admin.user.id)).id;
  lessons = [
    await storeReadyVideo(app, { courseId, order: 1, duration: LESSON_SECONDS }),
    await storeReadyVideo(app, { courseId, order: 2, duration: LESSON_SECONDS }),
  ];
  freeCourseId = (await createCourse(app, admin.user.id, { price: 0 })).id;
  freeLesson = await storeReadyVideo(app, {
    courseId: freeCourseId,
    order: 1,
    duration: LESSON_SECONDS,
  });
});

afterAll(() => server.restore());

describe('live updates, measured by the server clock', () => {
  it('a burst of "fully watched" updates right after fetching the keys completes nothing', async () => {
    const cheater = await buyer();
    for (const lesson of lessons) await fetchKey(cheater, lesson);
    const device = server.now();
    for (const lesson of lessons) {
      for (let i = 1; i <= 5; i++) {
        // Device timestamps spaced a minute apart do not help: the server saw no time pass.
        const progress = await update(cheater, lesson, LESSON_SECONDS, device + i * 60_000);
        expect(progress.isCompleted).toBe(false);
        expect(progress.watchedDuration).toBe(0);
      }
    }
    const refused = await generate(cheater);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CERTIFICATE_MESSAGES.notComplete);
  });

  it('an update claiming more than the time allows is cut to the plausible part, not lost', async () => {
    const hasty = await buyer();
    await fetchKey(hasty, lessons[0]!);
    server.advance(10);
    // 10 s at the fastest speed (2×) and 10 % slack: 22 s, not the 60 claimed.
    const progress = await update(hasty, lessons[0]!, LESSON_SECONDS, server.now());
    expect(progress).toMatchObject({ watchedDuration: 22, isCompleted: false });
  });

  it('honest paced updates complete each lesson, at normal and at double speed, and earn the certificate', async () => {
    const learner = await buyer();
    await fetchKey(learner, lessons[0]!);
    expect(await watchPaced(learner, lessons[0]!)).toMatchObject({
      watchedDuration: LESSON_SECONDS,
      isCompleted: true,
    });
    await fetchKey(learner, lessons[1]!);
    expect(await watchPaced(learner, lessons[1]!, 2)).toMatchObject({ isCompleted: true });
    const issued = await generate(learner);
    expect(issued.status).toBe(201);
  });

  it('a learner whose account never fetched the key completes nothing, however paced', async () => {
    const learner = await buyer();
    for (const lesson of lessons) {
      expect(await watchPaced(learner, lesson)).toMatchObject({
        watchedDuration: 0,
        isCompleted: false,
      });
    }
    const complete = await app.request('POST', '/api/progress/complete-video', {
      headers: bearer(learner),
      body: { courseId, videoId: lessons[0]!.videoId },
    });
    expect(complete.status).toBe(400);
    expect((await generate(learner)).status).toBe(400);
  });

  it('a free course is not completed without fetching its key, and is with it', async () => {
    const anyone = await buyer(freeCourseId);
    expect(await watchPaced(anyone, freeLesson, 1, freeCourseId)).toMatchObject({
      isCompleted: false,
    });
    expect((await generate(anyone, freeCourseId)).status).toBe(400);
    await fetchKey(anyone, freeLesson);
    server.advance(30);
    // Credited from the key fetch on: 30 s plays at most 66 s of the lesson.
    const progress = await update(anyone, freeLesson, LESSON_SECONDS, server.now(), freeCourseId);
    expect(progress.isCompleted).toBe(true);
    expect((await generate(anyone, freeCourseId)).status).toBe(201);
  });
});

describe('queued offline updates, measured by the device clock', () => {
  async function licence(user: SignedInUser, video: ReadyVideo): Promise<number> {
    const res = await app.request('POST', `/api/videos/${video.videoId}/offline-licence`, {
      headers: bearer(user),
      body: { version: video.version },
    });
    expect(res.status).toBe(200);
    return Date.parse(res.body.data.licence.issuedAt);
  }

  it('a downloaded lesson watched offline and sent three days later still counts', async () => {
    const traveller = await buyer();
    const issuedAt = await licence(traveller, lessons[0]!);
    // Watched on the bus an hour after downloading, an update every 30 s by the phone's clock...
    const played = [30, 60].map((watched, i) => ({
      watched,
      at: issuedAt + 3_600_000 + (i + 1) * 30_000,
    }));
    // ...and sent in one go when the phone is back online, days later.
    server.advance((3 * DAY_MS) / 1000);
    let last = { watchedDuration: 0, isCompleted: false };
    for (const event of played)
      last = await update(traveller, lessons[0]!, event.watched, event.at);
    expect(last).toMatchObject({ watchedDuration: LESSON_SECONDS, isCompleted: true });
    // The server still ignores an event older than the last it accepted.
    const late = await app.request('POST', '/api/progress/update', {
      headers: bearer(traveller),
      body: { courseId, videoId: lessons[0]!.videoId, watchedDuration: 5, timestamp: issuedAt },
    });
    expect(late.body.data.skipped).toBe(true);
  });

  it('offline events a few milliseconds apart by the device clock complete nothing', async () => {
    const cheater = await buyer();
    const issuedAt = await licence(cheater, lessons[1]!);
    server.advance(3600);
    for (let i = 1; i <= 5; i++) {
      const progress = await update(cheater, lessons[1]!, LESSON_SECONDS, issuedAt + 60_000 + i);
      expect(progress.isCompleted).toBe(false);
    }
  });

  it('device timestamps outside any licence are measured by the server clock instead', async () => {
    const learner = await buyer();
    await fetchKey(learner, lessons[1]!);
    // Claims to have played offline last week, without ever holding a licence.
    const lastWeek = server.now() - 7 * DAY_MS;
    const first = await update(learner, lessons[1]!, 30, lastWeek);
    const second = await update(learner, lessons[1]!, LESSON_SECONDS, lastWeek + 60_000);
    expect(first.watchedDuration).toBe(0);
    expect(second).toMatchObject({ watchedDuration: 0, isCompleted: false });
  });
});
