import { COURSE_MESSAGES, VIDEO_MESSAGES, type VideoLockReason } from '@academy/shared';
import { DomainError, type Refusal } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';

/**
 * Who may see, play, download and certify what (spec 000 §6, README "signed link" row). The one place
 * these rules are written; catalogue, media, learning and certificates ask it.
 * - admins: every course and every lesson in any state;
 * - anyone: an active course, and its active free-preview lessons;
 * - a learner who bought a course: the course and all its active lessons, even after it was made
 *   inactive or archived (buying gave access for good), its offline licences and its certificate;
 * - nobody else. A visitor is told to sign in, a learner to buy. Courses and lessons a viewer may not
 *   see do not exist for them (`not-found`).
 * The policy is pure: the caller brings the facts (the course, the lesson, whether the viewer owns
 * the course), so any capability can ask it without this one depending on them.
 */

export interface Viewer {
  isAdmin: boolean;
  /** The signed-in learner; null for visitors and admins. */
  learnerId: string | null;
  /** The learner bought the course (always false for visitors and admins). */
  owns: boolean;
}

/** The viewer of one course: `ownsCourse` is asked only for a signed-in learner. */
export async function viewerOf(
  principal: Principal | null,
  ownsCourse: (learnerId: string) => Promise<boolean>,
): Promise<Viewer> {
  const learnerId = principal?.audience === 'learner' ? principal.userId : null;
  return {
    isAdmin: principal?.audience === 'admin',
    learnerId,
    owns: learnerId !== null && (await ownsCourse(learnerId)),
  };
}

/** The viewer of one course, for a service that was handed the signed-in learner's id. */
export async function learnerViewer(
  learnerId: string,
  ownsCourse: (learnerId: string) => Promise<boolean>,
): Promise<Viewer> {
  return { isAdmin: false, learnerId, owns: await ownsCourse(learnerId) };
}

export type Decision = { allowed: true } | { allowed: false; refusal: Refusal; message: string };

const ALLOWED: Decision = { allowed: true };
const refuse = (refusal: Refusal, message: string): Decision => ({
  allowed: false,
  refusal,
  message,
});

interface CourseState {
  status: string;
}

interface LessonState {
  status: string;
  isFreePreview: boolean;
}

/** May this viewer see the course (its page, its lesson list, their own progress in it)? */
export function seeCourse(viewer: Viewer, course: CourseState | null): Decision {
  if (!course) return refuse('not-found', COURSE_MESSAGES.notFound);
  if (viewer.isAdmin || viewer.owns || course.status === 'active') return ALLOWED;
  return refuse('not-found', COURSE_MESSAGES.notFound);
}

/** The course when the viewer may see it; else throws the refusal (`not-found`). */
export function visibleCourse<C extends CourseState>(viewer: Viewer, course: C | null): C {
  requireAccess(seeCourse(viewer, course));
  if (!course) throw new DomainError('not-found', COURSE_MESSAGES.notFound); // (seeCourse refused)
  return course;
}

/** Why a lesson listed to this viewer is shut to them, or null when it is open. */
export function lessonLock(
  viewer: Viewer,
  lesson: Pick<LessonState, 'isFreePreview'>,
): VideoLockReason | null {
  if (viewer.isAdmin || lesson.isFreePreview || viewer.owns) return null;
  return viewer.learnerId ? 'purchase_required' : 'sign_in_required';
}

/** May this viewer play the lesson (its key, its signed links, recording progress on it)? */
export function playLesson(
  viewer: Viewer,
  course: CourseState | null,
  lesson: LessonState,
): Decision {
  if (viewer.isAdmin) return course ? ALLOWED : refuse('not-found', VIDEO_MESSAGES.notFound);
  if (!seeCourse(viewer, course).allowed || lesson.status !== 'active') {
    return refuse('not-found', VIDEO_MESSAGES.notFound);
  }
  const lock = lessonLock(viewer, lesson);
  if (lock === 'sign_in_required') return refuse('unauthenticated', VIDEO_MESSAGES.authRequired);
  if (lock === 'purchase_required') return refuse('not-owned', VIDEO_MESSAGES.purchaseRequired);
  return ALLOWED;
}

/**
 * May this viewer download the lesson, i.e. hold an offline licence for it (issue 11)? Granted and
 * renewed by the same rule as playing it now, so a refund or a deactivated account ends the renewals.
 */
export function downloadLesson(
  viewer: Viewer,
  course: CourseState | null,
  lesson: LessonState,
): Decision {
  return playLesson(viewer, course, lesson);
}

/** May this learner earn (generate) the course's certificate, or use what comes with owning it? */
export function useOwnedCourse(
  viewer: Viewer,
  course: object | null,
  notOwnedMessage: string,
): Decision {
  if (!course) return refuse('not-found', COURSE_MESSAGES.notFound);
  return viewer.owns ? ALLOWED : refuse('not-owned', notOwnedMessage);
}

/** The course when the learner owns it; else throws the refusal (`not-found`, `not-owned`). */
export function ownedCourse<C extends object>(
  viewer: Viewer,
  course: C | null,
  notOwnedMessage: string,
): C {
  requireAccess(useOwnedCourse(viewer, course, notOwnedMessage));
  if (!course) throw new DomainError('not-found', COURSE_MESSAGES.notFound); // (refused above)
  return course;
}

/** May this learner get (download) the certificate? Only its owner may. */
export function getCertificate(
  learnerId: string,
  certificate: { userId: string } | null,
  messages: { notFound: string; notOwner: string },
): Decision {
  if (!certificate) return refuse('not-found', messages.notFound);
  return certificate.userId === learnerId ? ALLOWED : refuse('not-owned', messages.notOwner);
}

/** Throws the refusal of a decision that is not allowed, as immich's `requireAccess` does. */
export function requireAccess(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.refusal, decision.message);
}
