import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { createLesson } from '../../test/fixtures/learning.ts';
import { lessonProgress } from './lesson-progress.table.ts';
import { courseProgressPercent } from './progress-views.ts';

/**
 * Course progress is watched time over the course's total time, completed lessons counted whole
 * (issue 25 §1): a learner who watched part of a lesson sees a started course in every answer that
 * carries course progress. Progress rows are written straight into PostgreSQL, as the update call
 * would have left them, so these reads do not depend on the write path's plausibility rules.
 */
let app: TestApp;
let admin: SignedInUser;

async function seed(
  learner: SignedInUser,
  courseId: string,
  videoId: string,
  row: { watched: number; position?: number; total: number; completed?: boolean; at: Date },
) {
  await app.ctx.database.db.insert(lessonProgress).values({
    userId: learner.user.id,
    videoId,
    courseId,
    watchedSeconds: row.watched,
    positionSeconds: row.position ?? row.watched,
    totalSeconds: row.total,
    lastEventAt: row.at,
    completedAt: row.completed ? row.at : null,
  });
}

async function courseWithLessons(durations: number[]) {
  const course = await createCourse(app, admin.user.id);
  const lessons: string[] = [];
  for (const [i, duration] of durations.entries()) {
    lessons.push(await createLesson(app, course.id, { order: i + 1, duration }));
  }
  return { id: course.id, lessons };
}

async function dashboardCourse(learner: SignedInUser, courseId: string) {
  const res = await app.request('GET', '/api/progress/dashboard', { headers: bearer(learner) });
  expect(res.status).toBe(200);
  return res.body.data.courses.find((c: { _id: string }) => c._id === courseId);
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
});

describe('a learner who watched 20 s of the first lesson', () => {
  let learner: SignedInUser;
  let course: { id: string; lessons: string[] };
  const at = new Date(Date.UTC(2026, 10, 3, 9, 0, 20));

  beforeAll(async () => {
    learner = await createLearner(app);
    course = await courseWithLessons([100, 200, 300]);
    await givePurchase(app, learner.user.id, course.id);
    await seed(learner, course.id, course.lessons[0]!, { watched: 20, total: 100, at });
  });

  it('sees the course started in every dashboard field', async () => {
    const card = await dashboardCourse(learner, course.id);
    expect(card).toMatchObject({
      progress: 3, // 20 s of 600 s
      totalLessons: 3,
      completedLessons: 0,
      duration: 600,
      isCompleted: false,
      completedAt: null,
      nextVideoId: course.lessons[0],
      lastWatchedVideo: course.lessons[0],
      lastActivityAt: at.toISOString(),
    });
    expect(
      card.videos.map((v: { completionPercentage: number }) => v.completionPercentage),
    ).toEqual([20, 0, 0]);
    expect(card.videos.every((v: { isCompleted: boolean }) => !v.isCompleted)).toBe(true);
  });

  it('sees the same figure on the course progress (My course, the playlist) and resumes at 20 s', async () => {
    const res = await app.request('GET', `/api/progress/course/${course.id}`, {
      headers: bearer(learner),
    });
    expect(res.body.data.overallProgress).toBe(3);
    expect(res.body.data.courseProgress).toMatchObject({
      totalProgress: 3,
      overallProgress: 3,
      completedVideos: 0,
      lastWatchedVideo: course.lessons[0],
      lastWatchedPosition: 20,
    });
    const resume = await app.request(
      'GET',
      `/api/progress/resume/${course.id}/${course.lessons[0]}`,
      { headers: bearer(learner) },
    );
    expect(resume.body.data.resumePosition).toBe(20);
  });
});

describe("the lesson list carries the signed-in learner's own progress (spec 000 §3 Video)", () => {
  it('answers progress and completed per lesson for the learner, zeros for others', async () => {
    const learner = await createLearner(app);
    const other = await createLearner(app);
    const course = await courseWithLessons([100, 200]);
    await givePurchase(app, learner.user.id, course.id);
    await givePurchase(app, other.user.id, course.id);
    const at = new Date(Date.UTC(2026, 10, 3, 13));
    await seed(learner, course.id, course.lessons[0]!, {
      watched: 92,
      total: 100,
      completed: true,
      at,
    });
    await seed(learner, course.id, course.lessons[1]!, { watched: 50, total: 200, at });
    const list = async (headers: Record<string, string>) => {
      const res = await app.request('GET', `/api/videos/course/${course.id}/version/1`, {
        headers,
      });
      expect(res.status).toBe(200);
      return res.body.data.videos.map((v: { progress: number; completed: boolean }) => [
        v.progress,
        v.completed,
      ]);
    };
    expect(await list(bearer(learner))).toEqual([
      [100, true],
      [25, false],
    ]);
    const none = [
      [0, false],
      [0, false],
    ];
    expect(await list(bearer(other))).toEqual(none);
    expect(await list({})).toEqual(none);
    expect(await list(bearer(admin))).toEqual(none);
  });
});

describe('course progress counts watched time, completed lessons whole', () => {
  it('adds a completed lesson at its full length to the part of the next one watched', async () => {
    const learner = await createLearner(app);
    const course = await courseWithLessons([100, 200, 300]);
    await givePurchase(app, learner.user.id, course.id);
    const at = new Date(Date.UTC(2026, 10, 3, 10));
    // Completed at 92 s: counted as the whole 100 s. Then 150 s of the 200 s lesson.
    await seed(learner, course.id, course.lessons[0]!, {
      watched: 92,
      total: 100,
      completed: true,
      at,
    });
    await seed(learner, course.id, course.lessons[1]!, {
      watched: 150,
      position: 140,
      total: 200,
      at: new Date(at.getTime() + 60_000),
    });
    const card = await dashboardCourse(learner, course.id);
    expect(card).toMatchObject({
      progress: 42, // (100 + 150) of 600
      completedLessons: 1,
      nextVideoId: course.lessons[1],
      isCompleted: false,
    });
  });

  it('shows a few seconds of a long course as started (1 %), not as ready to start', async () => {
    const learner = await createLearner(app);
    const course = await courseWithLessons([3600, 3600]);
    await givePurchase(app, learner.user.id, course.id);
    await seed(learner, course.id, course.lessons[1]!, {
      watched: 20,
      total: 3600,
      at: new Date(Date.UTC(2026, 10, 3, 11)),
    });
    const card = await dashboardCourse(learner, course.id);
    expect(card).toMatchObject({ progress: 1, nextVideoId: course.lessons[1] });
  });

  it('reaches 100 only when every lesson is complete', async () => {
    const learner = await createLearner(app);
    const course = await courseWithLessons([100, 100]);
    await givePurchase(app, learner.user.id, course.id);
    const at = new Date(Date.UTC(2026, 10, 3, 12));
    await seed(learner, course.id, course.lessons[0]!, {
      watched: 95,
      total: 100,
      completed: true,
      at,
    });
    await seed(learner, course.id, course.lessons[1]!, {
      watched: 95,
      total: 100,
      completed: true,
      at,
    });
    const card = await dashboardCourse(learner, course.id);
    expect(card).toMatchObject({ progress: 100, completedLessons: 2, isCompleted: true });
  });
});

describe('courseProgressPercent', () => {
  const lesson = (length: number, watched: number, completed = false) => ({
    length,
    watched,
    completed,
  });

  it('is watched time over total time, completed lessons whole', () => {
    expect(courseProgressPercent([lesson(100, 20), lesson(200, 0), lesson(300, 0)])).toBe(3);
    expect(courseProgressPercent([lesson(100, 91, true), lesson(100, 50)])).toBe(75);
    expect(courseProgressPercent([lesson(100, 0), lesson(100, 0)])).toBe(0);
    expect(courseProgressPercent([])).toBe(0);
  });

  it('keeps 100 for a complete course and 1 for a barely started one', () => {
    expect(courseProgressPercent([lesson(1000, 1000, true), lesson(1000, 995)])).toBe(99);
    expect(courseProgressPercent([lesson(1000, 900, true), lesson(1000, 950, true)])).toBe(100);
    expect(courseProgressPercent([lesson(36_000, 5)])).toBe(1);
  });

  it('counts completed lessons when no lesson length is known', () => {
    expect(courseProgressPercent([lesson(0, 0, true), lesson(0, 30), lesson(0, 0)])).toBe(33);
    expect(courseProgressPercent([lesson(0, 12), lesson(0, 0)])).toBe(1);
  });
});
