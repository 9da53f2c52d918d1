/**
 * Composition root of the capabilities' ports: a capability that needs something from one above it
 * in the dependency graph (docs/architecture.md) declares a port, and this file fills it. Called by
 * `createContext` (server and test harness) and the transcoding worker, before any request or job.
 */
import { accountsPorts } from './accounts/index.ts';
import { cataloguePorts } from './catalogue/index.ts';
import { revokeCertificateForRefund } from './certificates/index.ts';
import {
  lessonCompletion,
  listProgressOfCourses,
  recordKeyServed,
  recordOfflineLicence,
} from './learning/index.ts';
import {
  activeSummaries,
  countAll,
  courseVideoFilesRemover,
  listVideosOfCourse,
  mediaPorts,
  toCourseVideoListItem,
} from './media/index.ts';
import {
  countOwners,
  ownedAmong,
  ownedCourseIds,
  ownsCourse,
  purchasesPorts,
} from './purchases/index.ts';
import { announceNewCourse, deleteSessionSubscriptions } from './push/index.ts';
import { bayesianScore, courseRatingsOf } from './ratings/index.ts';

export function wireCapabilities(): void {
  accountsPorts.provide({
    purchasedCourseIds: ownedCourseIds,
    signedOut: deleteSessionSubscriptions,
  });
  cataloguePorts.provide({
    videoSummaries: activeSummaries,
    courseVideos: async (db, courseId, options) =>
      (await listVideosOfCourse(db, courseId, options)).map(toCourseVideoListItem),
    countAllVideos: countAll,
    courseVideoFilesRemover,
    ownsCourse,
    ownedAmong,
    countOwners,
    courseRatingsOf,
    ratingScore: bayesianScore,
    courseFirstActivated: announceNewCourse,
  });
  purchasesPorts.provide({ refunded: revokeCertificateForRefund });
  mediaPorts.provide({
    keyServed: (db, userId, videoId) => recordKeyServed(db, userId, videoId),
    offlineLicenceIssued: recordOfflineLicence,
    lessonCompletions: async (db, userId, courseId) => {
      const rows = await listProgressOfCourses(db, userId, [courseId]);
      const byVideo = new Map(rows.map((row) => [row.videoId, row]));
      return (lesson) => lessonCompletion(lesson, byVideo.get(lesson.id));
    },
  });
}
