import type { Language } from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { findUserById, isUserId } from './user.repository.ts';

export interface UserContact {
  id: string;
  name: string;
  firstName: string;
  email: string;
  /** The language their e-mails are written in. */
  language: Language;
}

/**
 * Name and e-mail of a user on a given connection: payments read it inside the transaction that
 * records a purchase (receipt e-mail).
 */
export async function findUserContact(db: Db, userId: string): Promise<UserContact | null> {
  if (!isUserId(userId)) return null;
  const row = await findUserById(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    email: row.email,
    language: row.language,
  };
}

/** Name and e-mail of a user, for admin answers of other capabilities (e.g. tracing a recording). */
export function userContact(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
): Promise<UserContact | null> {
  return findUserContact(ctx.database.db, userId);
}
