import type { AppContext } from '../context.ts';
import { accountsPorts } from './accounts.ports.ts';

/**
 * Ids of the courses a user has bought, for `purchasedCourses` in the me call, sign-in answers and the
 * admin user list. The one place accounts asks; the purchases capability's entitlement service owns
 * the answer.
 */
export async function listPurchasedCourseIds(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
): Promise<string[]> {
  return accountsPorts.use().purchasedCourseIds(ctx.database.db, userId);
}
