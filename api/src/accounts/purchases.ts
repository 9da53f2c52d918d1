import type { AppContext } from '../context.ts';

/**
 * Ids of the courses a user has bought, for `purchasedCourses` in the me call and the admin user list.
 *
 * PLACEHOLDER OWNED BY PAYMENTS: the purchases table arrives with the payments/catalogue work, which
 * replaces this body with a query over it (keep the signature; callers await it per user). Until then
 * nobody has bought anything.
 */
export async function listPurchasedCourseIds(
  _ctx: Pick<AppContext, 'database'>,
  _userId: string,
): Promise<string[]> {
  return [];
}
