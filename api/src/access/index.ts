/**
 * The access capability's door: the single policy for who may see a course, play or download a
 * lesson, and get a certificate (docs/architecture.md). It depends on no other capability.
 */
export {
  downloadLesson,
  getCertificate,
  learnerViewer,
  lessonLock,
  ownedCourse,
  playLesson,
  requireAccess,
  seeCourse,
  useOwnedCourse,
  viewerOf,
  visibleCourse,
} from './access-policy.ts';
export type { Decision, Viewer } from './access-policy.ts';
