import type { Db } from '../db/database.ts';
import { definePort } from '../ports/port.ts';

/**
 * What accounts needs from capabilities that depend on it (purchases, push), filled at the composition
 * root (`api/src/wiring.ts`) so accounts imports neither.
 */
export interface AccountsPorts {
  /** Ids of the courses a user has bought (purchases). */
  purchasedCourseIds(db: Db, userId: string): Promise<string[]>;
  /** Logout drops the push subscriptions of that session, and of the endpoint the app sent (push). */
  signedOut(
    db: Db,
    session: { userId: string; tokenId: string },
    pushEndpoint: string | undefined,
  ): Promise<void>;
}

export const accountsPorts = definePort<AccountsPorts>('accounts');
