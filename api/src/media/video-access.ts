import { VIDEO_MESSAGES, type VideoLockReason } from '@academy/shared';
import type { CourseRecord } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound, unauthorized, type HttpError } from '../http/http-error.ts';
import type { Principal } from '../http/route.ts';
import { ownsCourse } from '../purchases/index.ts';

/**
 * Who may watch what (spec 000 §6, README "signed link" row):
 * - admins: every video in any state;
 * - anyone: an active free-preview lesson of a course they can see;
 * - a learner who bought the course: all its active lessons, even after the course was made inactive
 *   or archived (buying gave access for good);
 * - nobody else. A visitor is told to sign in (401), a learner to buy (403).
 * Lessons that are not active, and courses a viewer cannot see, do not exist for learners (404).
 */

export interface CourseViewer {
  isAdmin: boolean;
  userId: string | null;
  /** Bought the course (always false for visitors and admins). */
  purchased: boolean;
  /** The course is visible at all: active, bought, or an admin looking. */
  canSeeCourse: boolean;
}

export async function courseViewer(
  db: Db,
  course: Pick<CourseRecord, 'id' | 'status'>,
  principal: Principal | null,
): Promise<CourseViewer> {
  const isAdmin = principal?.audience === 'admin';
  const userId = principal?.userId ?? null;
  const purchased =
    principal?.audience === 'learner' && (await ownsCourse(db, principal.userId, course.id));
  return {
    isAdmin,
    userId,
    purchased,
    canSeeCourse: isAdmin || purchased || course.status === 'active',
  };
}

export interface VideoAccess {
  hasAccess: boolean;
  lockReason: VideoLockReason | null;
}

export function accessToVideo(
  viewer: CourseViewer,
  video: { isFreePreview: boolean; status: string },
): VideoAccess {
  if (viewer.isAdmin) return { hasAccess: true, lockReason: null };
  if (video.status !== 'active') return { hasAccess: false, lockReason: null };
  if (video.isFreePreview || viewer.purchased) return { hasAccess: true, lockReason: null };
  return {
    hasAccess: false,
    lockReason: viewer.userId ? 'purchase_required' : 'sign_in_required',
  };
}

/** The error for a viewer without access to a video they can see listed. */
export function accessError(access: VideoAccess): HttpError {
  if (access.lockReason === 'sign_in_required') return unauthorized(VIDEO_MESSAGES.authRequired);
  if (access.lockReason === 'purchase_required') return forbidden(VIDEO_MESSAGES.purchaseRequired);
  return notFound(VIDEO_MESSAGES.notFound);
}
