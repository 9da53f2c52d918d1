import { beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES, RATING_PRIOR_WEIGHT } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { createLesson } from '../../test/fixtures/learning.ts';
import { lessonProgress } from '../learning/lesson-progress.table.ts';

/**
 * Course ratings (issue 25 §3) on real PostgreSQL over HTTP. "Watched a lesson" is written straight
 * into lesson_progress: the subject here is ratings, not the progress update's plausibility rules.
 */
let app: TestApp;
let admin: SignedInUser;

async function courseWithLesson(title: string) {
  const course = await createCourse(app, admin.user.id, { title });
  const lesson = await createLesson(app, course.id, { order: 1, duration: 120 });
  return { id: course.id, title, lesson };
}

async function watched(
  learner: SignedInUser,
  course: { id: string; lesson: string },
  seconds = 20,
) {
  await app.ctx.database.db.insert(lessonProgress).values({
    userId: learner.user.id,
    videoId: course.lesson,
    courseId: course.id,
    watchedSeconds: seconds,
    positionSeconds: seconds,
    totalSeconds: 120,
    lastEventAt: new Date(),
  });
}

/** A learner who owns the course and watched 20 s of it. */
async function rater(courses: { id: string; lesson: string }[], firstName = 'Selam') {
  const learner = await createLearner(app, { firstName, lastName: 'Tesfay' });
  for (const course of courses) {
    await givePurchase(app, learner.user.id, course.id);
    await watched(learner, course);
  }
  return learner;
}

const rate = (who: SignedInUser | null, courseId: string, body: unknown) =>
  app.request('PUT', `/api/courses/${courseId}/rating`, { body, headers: bearer(who) });

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
});

describe('who may rate', () => {
  it('refuses visitors and admins, owners who watched nothing, and learners who do not own the course', async () => {
    const course = await courseWithLesson('Who May Rate');
    expect((await rate(null, course.id, { rating: 5 })).status).toBe(401);
    expect((await rate(admin, course.id, { rating: 5 })).status).toBe(403);

    const stranger = await createLearner(app);
    await watched(stranger, course); // even with progress, not owning the course is refused
    const notOwner = await rate(stranger, course.id, { rating: 5 });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.message).toBe(RATING_MESSAGES.notOwner);

    const owner = await createLearner(app);
    await givePurchase(app, owner.user.id, course.id);
    const before = await app.request('GET', `/api/courses/${course.id}/rating`, {
      headers: bearer(owner),
    });
    expect(before.body.data).toMatchObject({ rating: null, canRate: false });
    const unwatched = await rate(owner, course.id, { rating: 5 });
    expect(unwatched.status).toBe(403);
    expect(unwatched.body.message).toBe(RATING_MESSAGES.notWatched);

    await watched(owner, course);
    const ok = await rate(owner, course.id, { rating: 5 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      canRate: true,
      rating: { rating: 5, review: null },
      course: { average: 5, count: 1 },
    });
  });

  it('answers 404 for an unknown course', async () => {
    const learner = await createLearner(app);
    const res = await rate(learner, '00000000-0000-4000-8000-000000000000', { rating: 3 });
    expect(res.status).toBe(404);
  });
});

describe('what a rating may be', () => {
  it('takes 1 to 5 whole stars and a review of at most 1,000 characters without NUL', async () => {
    const course = await courseWithLesson('Valid Ratings');
    const learner = await rater([course]);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await rate(learner, course.id, { rating });
      expect(res.status, `rating ${String(rating)}`).toBe(400);
    }
    expect((await rate(learner, course.id, {})).status).toBe(400);
    const long = await rate(learner, course.id, { rating: 4, review: 'ሀ'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(RATING_MESSAGES.reviewTooLong);
    const nul = await rate(learner, course.id, { rating: 4, review: 'good\u0000bad' });
    expect(nul.status).toBe(400);
    expect((await rate(learner, course.id, { rating: 4, review: 42 })).status).toBe(400);

    const longest = await rate(learner, course.id, { rating: 4, review: 'ሀ'.repeat(1000) });
    expect(longest.status).toBe(200);
    expect(longest.body.data.rating.review).toHaveLength(1000);
  });

  it('keeps the review as plain text, trimmed, and a blank review as none', async () => {
    const course = await courseWithLesson('Plain Text');
    const learner = await rater([course]);
    const html = '  <img src=x onerror=alert(1)> <b>great</b>  ';
    const res = await rate(learner, course.id, { rating: 5, review: html });
    expect(res.body.data.rating.review).toBe(html.trim());
    const reviews = await app.request('GET', `/api/courses/${course.id}/reviews`);
    expect(reviews.body.data.reviews[0].review).toBe(html.trim());
    const blank = await rate(learner, course.id, { rating: 5, review: '   ' });
    expect(blank.body.data.rating.review).toBeNull();
  });
});

describe('changing and deleting', () => {
  it('replaces the rating, shows the new average on the card, and deletes it', async () => {
    const course = await courseWithLesson('Change Of Mind');
    const [a, b] = [await rater([course]), await rater([course])];
    // A visitor's list is cached: read it first so the test sees the cache being dropped.
    const card = async () => {
      const list = await app.request('GET', '/api/courses?limit=48');
      return list.body.data.courses.find((c: { id: string }) => c.id === course.id).rating;
    };
    expect(await card()).toEqual({ average: null, count: 0 });
    await rate(a, course.id, { rating: 4, review: 'Clear lessons' });
    await rate(b, course.id, { rating: 5 });
    expect(await card()).toEqual({ average: 4.5, count: 2 });
    await rate(a, course.id, { rating: 2, review: 'Changed my mind' });
    expect(await card()).toEqual({ average: 3.5, count: 2 });
    const detail = await app.request('GET', `/api/courses/${course.id}`);
    expect(detail.body.data.course.rating).toEqual({ average: 3.5, count: 2 });

    const del = await app.request('DELETE', `/api/courses/${course.id}/rating`, {
      headers: bearer(a),
    });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ rating: null, course: { average: 5, count: 1 } });
    expect(await card()).toEqual({ average: 5, count: 1 });
    const again = await app.request('DELETE', `/api/courses/${course.id}/rating`, {
      headers: bearer(a),
    });
    expect(again.status).toBe(404);
    expect(
      (await app.request('DELETE', `/api/courses/${course.id}/rating`, { headers: {} })).status,
    ).toBe(401);
  });
});

describe('reviews, hiding and the admin list', () => {
  it('lists shown reviews newest first with first names only; a hidden one still counts', async () => {
    const course = await courseWithLesson('Reviewed Course');
    const abeba = await rater([course], 'Abeba');
    const dawit = await rater([course], 'Dawit');
    const hana = await rater([course], 'Hana');
    const yonas = await rater([course], 'Yonas');
    await rate(abeba, course.id, { rating: 5, review: 'Excellent' });
    await rate(dawit, course.id, { rating: 4, review: 'Useful' });
    await rate(hana, course.id, { rating: 1, review: 'Rude words here' });
    await rate(yonas, course.id, { rating: 3 }); // stars only: counted, nothing to list

    const first = await app.request('GET', `/api/courses/${course.id}/reviews?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.reviews.map((r: { firstName: string }) => r.firstName)).toEqual([
      'Hana',
      'Dawit',
    ]);
    expect(JSON.stringify(first.body.data)).not.toContain('Tesfay');
    expect(first.body.data.pagination).toMatchObject({ total: 3, pages: 2, hasNextPage: true });
    expect(first.body.data.rating).toEqual({ average: 3.3, count: 4 });

    const adminList = await app.request('GET', '/api/admin/reviews?limit=50', {
      headers: bearer(admin),
    });
    const hanas = adminList.body.data.reviews.find(
      (r: { courseId: string; rating: number }) => r.courseId === course.id && r.rating === 1,
    );
    expect(hanas).toMatchObject({
      courseTitle: 'Reviewed Course',
      learnerName: 'Hana Tesfay',
      review: 'Rude words here',
      hidden: false,
    });

    expect(
      (
        await app.request('PATCH', `/api/admin/reviews/${hanas.id}`, {
          body: { hidden: true },
          headers: bearer(hana),
        })
      ).status,
    ).toBe(403);
    expect((await app.request('GET', '/api/admin/reviews', { headers: bearer(hana) })).status).toBe(
      403,
    );
    const hide = await app.request('PATCH', `/api/admin/reviews/${hanas.id}`, {
      body: { hidden: true },
      headers: bearer(admin),
    });
    expect(hide.status).toBe(200);
    expect(
      (
        await app.request('PATCH', `/api/admin/reviews/${hanas.id}`, {
          body: { hidden: 'yes' },
          headers: bearer(admin),
        })
      ).status,
    ).toBe(400);

    const after = await app.request('GET', `/api/courses/${course.id}/reviews`);
    expect(after.body.data.reviews.map((r: { firstName: string }) => r.firstName)).toEqual([
      'Dawit',
      'Abeba',
    ]);
    // Hidden, not removed: the stars still count.
    expect(after.body.data.rating).toEqual({ average: 3.3, count: 4 });
    const card = await app.request('GET', `/api/courses/${course.id}`);
    expect(card.body.data.course.rating).toEqual({ average: 3.3, count: 4 });
    const stillListed = await app.request('GET', '/api/admin/reviews?limit=50', {
      headers: bearer(admin),
    });
    expect(
      stillListed.body.data.reviews.find((r: { id: string }) => r.id === hanas.id).hidden,
    ).toBe(true);
  });
});

describe('"Highest rated"', () => {
  it('orders by the Bayesian average, so one 5-star rating does not top the list', async () => {
    // A fresh database of its own, so the academy's mean is exactly the ratings below.
    const own = await startTestApp();
    const previous = app;
    app = own;
    try {
      admin = await createAdmin(app);
      const titles = ['One Five', 'Six Fours', 'One Three', 'Unrated', 'Two Fives One Four'];
      const [oneFive, sixFours, oneThree, unrated, mixed] = await Promise.all(
        titles.map((t) => courseWithLesson(t)),
      );
      const all = [oneFive!, sixFours!, oneThree!, unrated!, mixed!];
      const learners = [];
      for (let i = 0; i < 6; i += 1) learners.push(await rater(all));
      const [l0, l1, l2] = learners as [SignedInUser, SignedInUser, SignedInUser];

      // Before any rating the order is the popular one: everybody bought everything, so newest first.
      const warm = await app.request('GET', '/api/courses?sort=rating&limit=48');
      expect(warm.body.data.courses).toHaveLength(5);

      await rate(l0, oneFive!.id, { rating: 5 });
      for (const l of learners) await rate(l, sixFours!.id, { rating: 4 });
      await rate(l0, oneThree!.id, { rating: 3 });
      await rate(l0, mixed!.id, { rating: 5 });
      await rate(l1, mixed!.id, { rating: 5 });
      await rate(l2, mixed!.id, { rating: 4 });

      // By hand, m = 5: all stars 5 + 24 + 3 + 14 = 46 over 11 ratings, C = 46/11 = 4.1818.
      //   Two Fives One Four (5·C + 14) / 8 = (20.909 + 14) / 8 = 4.364
      //   One Five           (5·C + 5)  / 6 = (20.909 + 5)  / 6 = 4.318
      //   Unrated            C                               = 4.182
      //   Six Fours          (5·C + 24) / 11 = 44.909 / 11   = 4.083
      //   One Three          (5·C + 3)  / 6 = 23.909 / 6     = 3.985
      expect(RATING_PRIOR_WEIGHT).toBe(5);
      const res = await app.request('GET', '/api/courses?sort=rating&limit=48');
      expect(res.body.data.courses.map((c: { title: string }) => c.title)).toEqual([
        'Two Fives One Four',
        'One Five',
        'Unrated',
        'Six Fours',
        'One Three',
      ]);
      const signedIn = await app.request('GET', '/api/courses?sort=rating&limit=48', {
        headers: bearer(l0),
      });
      expect(signedIn.body.data.courses.map((c: { title: string }) => c.title)).toEqual(
        res.body.data.courses.map((c: { title: string }) => c.title),
      );

      const summary = await app.request('GET', '/api/ratings/summary');
      expect(summary.body.data).toEqual({ average: 4.2, count: 11, learners: 6 });
    } finally {
      app = previous;
    }
  });
});
