import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  createAdmin,
  createLearner,
  deactivate,
  type SignedInUser,
} from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { createLesson, keyServed } from '../../test/fixtures/learning.ts';

/**
 * Who may call each Progress route: visitor, the course's owner, another learner, a deactivated owner
 * and an admin. Reads of one's own progress need a learner sign-in; writes need the course too.
 */
type Caller = 'visitor' | 'owner' | 'anotherLearner' | 'deactivated' | 'admin';
const CALLERS: Caller[] = ['visitor', 'owner', 'anotherLearner', 'deactivated', 'admin'];

let app: TestApp;
const users = {} as Record<Exclude<Caller, 'visitor'>, SignedInUser>;
let courseId: string;
let videoId: string;
let time = Date.UTC(2026, 10, 3);

const ROUTES: [string, () => string, (() => unknown) | null, Record<Caller, number>][] = [
  [
    'POST',
    () => '/api/progress/update',
    () => ({ courseId, videoId, watchedDuration: 95, timestamp: (time += 1000) }),
    { visitor: 401, owner: 200, anotherLearner: 403, deactivated: 401, admin: 403 },
  ],
  [
    'POST',
    () => '/api/progress/complete-video',
    () => ({ courseId, videoId }),
    { visitor: 401, owner: 200, anotherLearner: 403, deactivated: 401, admin: 403 },
  ],
  [
    'GET',
    () => `/api/progress/course/${courseId}`,
    null,
    { visitor: 401, owner: 200, anotherLearner: 200, deactivated: 401, admin: 403 },
  ],
  [
    'GET',
    () => `/api/progress/resume/${courseId}/${videoId}`,
    null,
    { visitor: 401, owner: 200, anotherLearner: 200, deactivated: 401, admin: 403 },
  ],
  [
    'GET',
    () => `/api/progress/next-video/${courseId}/${videoId}`,
    null,
    { visitor: 200, owner: 200, anotherLearner: 200, deactivated: 200, admin: 200 },
  ],
  [
    'GET',
    () => '/api/progress/dashboard',
    null,
    { visitor: 401, owner: 200, anotherLearner: 200, deactivated: 401, admin: 403 },
  ],
];

beforeAll(async () => {
  app = await startTestApp();
  users.admin = await createAdmin(app);
  users.owner = await createLearner(app);
  users.anotherLearner = await createLearner(app);
  users.deactivated = await createLearner(app);
  courseId = (await createCourse(app, users.admin.user.id)).id;
  videoId = await createLesson(app, courseId, { order: 1, duration: 100 });
  await createLesson(app, courseId, { order: 2, duration: 100 });
  await givePurchase(app, users.owner.user.id, courseId);
  // The owner fetched the lesson's key two minutes ago: the 95 s reported are plausible.
  await keyServed(app, users.owner.user.id, videoId, 120);
  await givePurchase(app, users.deactivated.user.id, courseId);
  await deactivate(app, users.deactivated.user.id);
});

describe('the Progress routes, caller by caller', () => {
  for (const [method, path, body, expected] of ROUTES) {
    for (const caller of CALLERS) {
      it(`${method} ${path().replace(/undefined/g, '{id}')} as ${caller}: ${expected[caller]}`, async () => {
        const res = await app.request(method, path(), {
          ...(body ? { body: body() } : {}),
          headers: bearer(caller === 'visitor' ? null : users[caller]),
        });
        expect(res.status).toBe(expected[caller]);
        expect(res.body.success).toBe(expected[caller] === 200);
        if (expected[caller] !== 200) expect(res.body.message).toEqual(expect.any(String));
      });
    }
  }
});
