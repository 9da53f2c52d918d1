import type { AppContext } from '../context.ts';
import { listPurchasedCourseIds as purchasedCourseIdsOf } from '../purchases/purchase.repository.ts';

/**
 * Ids of the courses a user has bought, for `purchasedCourses` in the me call, sign-in answers and the
 * admin user list. The one place accounts asks; payments own what a purchase is (the purchases table
 * and its repository), so a change of that rule lands here without touching accounts.
 */
export async function listPurchasedCourseIds(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
): Promise<string[]> {
  return purchasedCourseIdsOf(ctx.database.db, userId);
}
