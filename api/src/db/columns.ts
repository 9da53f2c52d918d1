import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns most tables declare the same way, written once: a table file says what is particular
 * to it. Each call builds a fresh column (drizzle columns are not shared between tables).
 */

/** A row's own id: a random UUID. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment, with its time zone, that the database fills in when the row is written. */
export const writtenAt = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A required reference to another table's row: its foreign key, and what deleting that row does. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => uuid(name).notNull().references(target, { onDelete });
