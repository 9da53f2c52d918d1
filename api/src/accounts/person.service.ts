import type { Db } from '../db/database.ts';
import { findUserById } from './user.repository.ts';

/** A user's full name as certificates print it (first and last joined, spec 000 §3), or null. */
export async function personName(db: Db, userId: string): Promise<string | null> {
  const row = await findUserById(db, userId);
  if (!row) return null;
  return [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email.split('@')[0]!;
}
