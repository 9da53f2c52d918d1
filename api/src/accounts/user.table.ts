import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';

/**
 * Learners and administrators share one table: an admin is a user whose role is `admin` (spec 001 §3
 * lists admins in the same user list). E-mail addresses are stored trimmed and lower-cased, so the
 * unique constraint is the case-insensitive one users expect.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull().unique('users_email_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** International format without spaces; null only for a Google sign-up not yet completed. */
    phoneNumber: text('phone_number'),
    /** argon2id; null for an account that has only ever signed in with Google. */
    passwordHash: text('password_hash'),
    age: integer('age'),
    sex: text('sex', { enum: ['male', 'female', 'other', 'prefer-not-to-say'] }),
    address: text('address'),
    country: text('country'),
    city: text('city'),
    /** Storage key of the resized photo; its random name is what makes the public photo URL unguessable. */
    profilePhotoKey: text('profile_photo_key'),
    isVerified: boolean('is_verified').notNull().default(false),
    authProvider: text('auth_provider', { enum: ['local', 'google'] })
      .notNull()
      .default('local'),
    googleId: text('google_id').unique('users_google_id_unique'),
    /** A Google sign-up without a phone number may be completed until this moment. */
    googlePendingUntil: timestamp('google_pending_until', { withTimezone: true }),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Carried in every token as `tv`; raising it ends every session at once (password change, deactivation). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The app's language when they registered or last switched it: their e-mails are written in it. */
    language: text('language', { enum: ['ti', 'en'] })
      .notNull()
      .default('ti'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('learner', 'admin')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('users_language_check', sql`${t.language} in ('ti', 'en')`),
    check('users_auth_provider_check', sql`${t.authProvider} in ('local', 'google')`),
    check(
      'users_sex_check',
      sql`${t.sex} is null or ${t.sex} in ('male', 'female', 'other', 'prefer-not-to-say')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * One-time links sent by e-mail. Only the SHA-256 of the token is stored, so a database leak does not
 * hand out working links; each row is used once and expires.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/**
 * Session tokens ended by logout before they expire (security finding 7). Tokens are stateless JWTs, so
 * the authenticator looks each one up here with the user's state, in the same query; a row is useless
 * once the token has expired and is pruned then.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: writtenAt('revoked_at'),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);
