import { pgTable, text, index } from 'drizzle-orm/pg-core';
import { idColumn, writtenAt } from '../db/columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Language the visitor wrote from, so support can answer in it. */
    language: text('language'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
