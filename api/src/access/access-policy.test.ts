import { COURSE_MESSAGES, VIDEO_MESSAGES } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { httpErrorOf } from '../http/domain-errors.ts';
import {
  downloadLesson,
  getCertificate,
  lessonLock,
  ownedCourse,
  playLesson,
  requireAccess,
  seeCourse,
  type Viewer,
} from './access-policy.ts';

/** The access rules on their own (the routes' answers: api/test/routes and each capability's tests). */
const visitor: Viewer = { isAdmin: false, learnerId: null, owns: false };
const learner: Viewer = { isAdmin: false, learnerId: 'l1', owns: false };
const buyer: Viewer = { isAdmin: false, learnerId: 'l1', owns: true };
const admin: Viewer = { isAdmin: true, learnerId: null, owns: false };
const active = { status: 'active' };
const archived = { status: 'archived' };
const paid = { status: 'active', isFreePreview: false };
const preview = { status: 'active', isFreePreview: true };
const draft = { status: 'processing', isFreePreview: true };

describe('the access policy', () => {
  it('shows an active course to all, a hidden one to its buyers and admins only', () => {
    expect(seeCourse(visitor, active)).toEqual({ allowed: true });
    expect(seeCourse(buyer, archived)).toEqual({ allowed: true });
    expect(seeCourse(admin, archived)).toEqual({ allowed: true });
    for (const viewer of [visitor, learner]) {
      expect(seeCourse(viewer, archived)).toEqual({
        allowed: false,
        refusal: 'not-found',
        message: COURSE_MESSAGES.notFound,
      });
    }
    expect(seeCourse(admin, null)).toMatchObject({ refusal: 'not-found' });
  });

  it('plays a free preview for anyone, a paid lesson for buyers: a visitor signs in, a learner buys', () => {
    expect(playLesson(visitor, active, preview)).toEqual({ allowed: true });
    expect(playLesson(buyer, archived, paid)).toEqual({ allowed: true });
    expect(playLesson(visitor, active, paid)).toMatchObject({
      refusal: 'unauthenticated',
      message: VIDEO_MESSAGES.authRequired,
    });
    expect(playLesson(learner, active, paid)).toMatchObject({
      refusal: 'not-owned',
      message: VIDEO_MESSAGES.purchaseRequired,
    });
    expect(downloadLesson(learner, active, paid)).toMatchObject({ refusal: 'not-owned' });
    expect(lessonLock(learner, paid)).toBe('purchase_required');
    expect(lessonLock(visitor, paid)).toBe('sign_in_required');
  });

  it('hides lessons that are not active, and the lessons of hidden courses, from all but admins', () => {
    expect(playLesson(buyer, active, draft)).toMatchObject({ refusal: 'not-found' });
    expect(playLesson(learner, archived, preview)).toMatchObject({ refusal: 'not-found' });
    expect(playLesson(admin, archived, draft)).toEqual({ allowed: true });
  });

  it("gives a course's certificate to its buyers, and a certificate to its owner only", () => {
    expect(ownedCourse(buyer, active, 'buy it')).toBe(active);
    expect(() => ownedCourse(learner, active, 'buy it')).toThrow(
      expect.objectContaining({ kind: 'not-owned', message: 'buy it' }),
    );
    const messages = { notFound: 'none', notOwner: 'not yours' };
    expect(getCertificate('l1', { userId: 'l1' }, messages)).toEqual({ allowed: true });
    expect(getCertificate('l2', { userId: 'l1' }, messages)).toMatchObject({
      refusal: 'not-owned',
    });
    expect(getCertificate('l1', null, messages)).toMatchObject({ refusal: 'not-found' });
  });

  it('throws a refusal as a domain error that the route layer answers 401, 403 or 404', () => {
    const statusOf = (decision: ReturnType<typeof playLesson>) => {
      try {
        requireAccess(decision);
        return 200;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return httpErrorOf(err).status;
      }
    };
    expect(statusOf(playLesson(buyer, active, paid))).toBe(200);
    expect(statusOf(playLesson(visitor, active, paid))).toBe(401);
    expect(statusOf(playLesson(learner, active, paid))).toBe(403);
    expect(statusOf(playLesson(learner, archived, paid))).toBe(404);
  });
});
