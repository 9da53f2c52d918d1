import type { Db, DbOrTx } from '../db/database.ts';
import {
  countPurchasesOfCourse,
  hasPurchased,
  listPurchasedCourseIds,
  purchasedAmong,
} from './purchase.repository.ts';

/**
 * Entitlement: the one place that answers who may use which course. Catalogue, media, learning,
 * certificates, the group link and accounts ask here; nobody else reads the purchases table. Payments
 * decide when a purchase exists (and when a refund ends it); this service only answers whether it does.
 */

/** Callable inside a transaction too (the catalogue counts purchases while it holds a course's lock). */

/** May this learner use this course's paid lessons? (Bought it, and the purchase stands.) */
export function ownsCourse(db: DbOrTx, userId: string, courseId: string): Promise<boolean> {
  return hasPurchased(db, userId, courseId);
}

/** Ids of the courses a learner owns, oldest purchase first (`purchasedCourses` of the me call). */
export function ownedCourseIds(db: Db, userId: string): Promise<string[]> {
  return listPurchasedCourseIds(db, userId);
}

/** Which of `courseIds` the learner owns: one query for a page of catalogue cards. */
export function ownedAmong(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<Set<string>> {
  return purchasedAmong(db, userId, courseIds);
}

/** How many learners own the course (a course someone owns is archived, never deleted). */
export function countOwners(db: DbOrTx, courseId: string): Promise<number> {
  return countPurchasesOfCourse(db, courseId);
}
