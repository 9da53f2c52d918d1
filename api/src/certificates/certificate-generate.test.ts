import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import {
  finishCourse,
  GEEZ_CERTIFICATE,
  GEEZ_COURSE,
  GEEZ_LEARNER,
  newCourseWithLessons,
} from '../../test/fixtures/certificates.ts';
import { editCourse } from '../catalogue/course.service.ts';

/**
 * Generating a certificate (spec 000 §7): only an owner who completed every lesson, as the learning
 * capability decides from progress reported through its own API; one per learner and course.
 */
let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let courseId: string;
let lessonIds: string[];

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
  admin = await createAdmin(app);
  learner = await createLearner(app, GEEZ_LEARNER);
  ({ courseId, lessonIds } = await newCourseWithLessons(app, admin, GEEZ_COURSE));
  await givePurchase(app, learner.user.id, courseId);
});

async function generate(user: SignedInUser | null, id = courseId) {
  return app.request('POST', '/api/certificates/generate', {
    body: { courseId: id },
    headers: { ...(user ? bearer(user) : {}), 'accept-language': 'ti' },
  });
}

describe('generating', () => {
  it('is refused before every lesson is complete, then issues one certificate', async () => {
    const before = await generate(learner);
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/Complete every lesson/);
    expect(
      (
        await app.request('GET', `/api/certificates/course/${courseId}`, {
          headers: bearer(learner),
        })
      ).status,
    ).toBe(404);

    await finishCourse(app, learner, courseId, lessonIds.slice(0, 1));
    expect((await generate(learner)).status).toBe(400);
    await finishCourse(app, learner, courseId, lessonIds.slice(1));
    const after = await generate(learner);
    expect(after.status).toBe(201);
    const cert = after.body.data.certificate;
    expect(cert.certificateId).toMatch(/^CERT-[A-Z0-9]{6}-[A-Z0-9]{6}$/);
    expect(cert.courseTitle).toBe(GEEZ_COURSE.title);
    expect(cert.verifyUrl).toBe(`https://academy.example/verify/${cert.certificateId}`);

    const again = await generate(learner);
    expect(again.status).toBe(200);
    expect(again.body.data.certificate.certificateId).toBe(cert.certificateId);
    const byCourse = await app.request('GET', `/api/certificates/course/${courseId}`, {
      headers: bearer(learner),
    });
    expect(byCourse.body.data.certificate.certificateId).toBe(cert.certificateId);
  });

  it('gives one certificate to a learner who asks many times at once', async () => {
    const racer = await createLearner(app);
    await givePurchase(app, racer.user.id, courseId);
    await finishCourse(app, racer, courseId, lessonIds);
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(racer)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.certificate.certificateId)).size).toBe(1);
    const list = await app.request('GET', '/api/certificates/user', { headers: bearer(racer) });
    expect(list.body.data.certificates).toHaveLength(1);
  });

  it('is refused to a learner who does not own the course, and to a visitor', async () => {
    const stranger = await createLearner(app);
    expect((await generate(stranger)).status).toBe(403);
    const visitor = await app.request('POST', '/api/certificates/generate', { body: { courseId } });
    expect(visitor.status).toBe(401);
  });
  it('keeps what it recorded when the course is renamed later', async () => {
    const { certificateId } = (await generate(learner)).body.data.certificate;
    await editCourse(app.ctx, courseId, { title: 'A new title' }, admin.user.id);
    const res = await app.request('GET', `/api/certificates/verify/${certificateId}`);
    expect(res.body.data.certificate).toMatchObject({
      ...GEEZ_CERTIFICATE,
    });
  });
});

it('a course without lessons never completes', async () => {
  const empty = await createCourse(app, admin.user.id);
  await givePurchase(app, learner.user.id, empty.id);
  expect((await generate(learner, empty.id)).status).toBe(400);
});
