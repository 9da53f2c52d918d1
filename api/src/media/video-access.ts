import type { VideoLockReason } from '@academy/shared';
import { lessonLock, viewerOf, type Viewer } from '../access/index.ts';
import type { CourseRecord } from '../catalogue/index.ts';
import type { Db } from '../db/database.ts';
import type { Principal } from '../http/route.ts';
import { ownsCourse } from '../purchases/index.ts';

/** Media's view of the access policy (api/src/access): whom a course's lessons are open to. */

export function courseViewer(
  db: Db,
  course: Pick<CourseRecord, 'id'>,
  principal: Principal | null,
): Promise<Viewer> {
  return viewerOf(principal, (learnerId) => ownsCourse(db, learnerId, course.id));
}

export interface VideoAccess {
  hasAccess: boolean;
  lockReason: VideoLockReason | null;
}

/** Whether a lesson in a list is open to the viewer, and if not, why (a lesson not active: no reason). */
export function accessToVideo(
  viewer: Viewer,
  video: { isFreePreview: boolean; status: string },
): VideoAccess {
  if (!viewer.isAdmin && video.status !== 'active') return { hasAccess: false, lockReason: null };
  const lockReason = lessonLock(viewer, video);
  return { hasAccess: lockReason === null, lockReason };
}
