import type { CourseRating, CourseVideoListItem } from '@academy/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { Db, DbOrTx, Transaction } from '../db/database.ts';
import { definePort } from '../ports/port.ts';

/**
 * What the catalogue needs from capabilities that depend on it (media, purchases, ratings, push),
 * filled at the composition root (`api/src/wiring.ts`) so the catalogue imports none of them.
 */
export interface CataloguePorts {
  /** media: lesson count and seconds of each course's watchable videos. */
  videoSummaries(
    db: DbOrTx,
    courseIds: readonly string[],
  ): Promise<{ courseId: string; n: number; seconds: number }[]>;
  /** media: a course's lessons in order, every state or only the watchable ones. */
  courseVideos(
    db: DbOrTx,
    courseId: string,
    options: { activeOnly: boolean },
  ): Promise<CourseVideoListItem[]>;
  /** media: every video in the academy. */
  countAllVideos(db: DbOrTx): Promise<number>;
  /** media: before a course is deleted, the function that removes its videos' files afterwards. */
  courseVideoFilesRemover(
    ctx: Pick<AppContext, 'database' | 'storage' | 'logger'>,
    courseId: string,
  ): Promise<() => Promise<void>>;
  /** purchases */
  ownsCourse(db: DbOrTx, userId: string, courseId: string): Promise<boolean>;
  ownedAmong(db: Db, userId: string, courseIds: readonly string[]): Promise<Set<string>>;
  countOwners(db: DbOrTx, courseId: string): Promise<number>;
  /** ratings: the rating of each course, and the SQL score the catalogue sorts by. */
  courseRatingsOf(db: Db, courseIds: readonly string[]): Promise<Map<string, CourseRating>>;
  ratingScore(courseId: AnyPgColumn): SQL<number | null>;
  /** push: a course became active for the first time (inside that transaction). */
  courseFirstActivated(
    ctx: Pick<AppContext, 'config' | 'database' | 'queue' | 'logger'>,
    courseId: string,
    transaction: Transaction,
  ): Promise<void>;
}

export const cataloguePorts = definePort<CataloguePorts>('catalogue');
