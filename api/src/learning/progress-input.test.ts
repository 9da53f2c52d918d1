import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer, createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import {
  createLesson,
  createProgressLessons,
  type ProgressLessons,
} from '../../test/fixtures/learning.ts';

/** POST /api/progress/update with bad numbers, unknown lessons and lessons of another course. */
let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let courseId: string;
let otherCourseId: string;
let lesson: ProgressLessons;
let otherLesson: string;

let clock = Date.UTC(2026, 10, 1);
const nextTime = () => (clock += 1000);

function update(user: SignedInUser | null, body: Record<string, unknown>) {
  return app.request('POST', '/api/progress/update', {
    body: { courseId, timestamp: nextTime(), ...body },
    headers: bearer(user),
  });
}

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, courseId } = await courseWithBuyer(app));
  otherCourseId = (await createCourse(app, admin.user.id)).id;
  lesson = await createProgressLessons(app, courseId);
  otherLesson = await createLesson(app, otherCourseId, { order: 1, duration: 60 });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['a negative time', { watchedDuration: -1 }, 400, PROGRESS_MESSAGES.watchedInvalid],
    ['a time as text', { watchedDuration: 'ten' }, 400, PROGRESS_MESSAGES.watchedInvalid],
    ['no watched time', { watchedDuration: undefined }, 400, PROGRESS_MESSAGES.watchedInvalid],
    ['an absurd time', { watchedDuration: 1e9 }, 400, PROGRESS_MESSAGES.watchedInvalid],
    ['a negative position', { position: -3 }, 400, PROGRESS_MESSAGES.positionInvalid],
    ['no timestamp', { timestamp: null }, 400, PROGRESS_MESSAGES.timestampInvalid],
    [
      'a timestamp in 1990',
      { timestamp: Date.UTC(1990, 0, 1) },
      400,
      PROGRESS_MESSAGES.timestampInvalid,
    ],
    [
      'a timestamp that is not a date',
      { timestamp: 'soon' },
      400,
      PROGRESS_MESSAGES.timestampInvalid,
    ],
  ];
  for (const [name, patch, status, message] of cases) {
    it(`${name} answers ${status}: ${message}`, async () => {
      const res = await update(buyer, { videoId: lesson.intro, watchedDuration: 10, ...patch });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    });
  }

  it('an unknown lesson answers 404 Video not found', async () => {
    const res = await update(buyer, { videoId: crypto.randomUUID(), watchedDuration: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Video not found');
  });

  it('a lesson still processing does not exist for learners (404)', async () => {
    const res = await update(buyer, { videoId: lesson.processing, watchedDuration: 1 });
    expect(res.status).toBe(404);
  });

  it('an unknown course answers 404 Course not found', async () => {
    const res = await update(buyer, {
      courseId: crypto.randomUUID(),
      videoId: lesson.intro,
      watchedDuration: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found.');
  });

  it("a lesson of another course answers 400, even for that course's owner", async () => {
    await givePurchase(app, buyer.user.id, otherCourseId);
    const res = await update(buyer, { videoId: otherLesson, watchedDuration: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROGRESS_MESSAGES.wrongCourse);
  });
});
