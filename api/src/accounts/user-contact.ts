import type { AppContext } from '../context.ts';
import { findUserById, isUserId } from './user.repository.ts';

export interface UserContact {
  id: string;
  name: string;
  email: string;
}

/** Name and e-mail of a user, for admin answers of other capabilities (e.g. tracing a recording). */
export async function userContact(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
): Promise<UserContact | null> {
  if (!isUserId(userId)) return null;
  const row = await findUserById(ctx.database.db, userId);
  if (!row) return null;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email };
}
