import { ACCOUNT_MESSAGES } from '@academy/shared';
import type { Profile } from 'passport-google-oauth20';
import { issueSessionToken } from './session-token.ts';
import type { AccountsContext } from './account.service.ts';
import {
  findUserByEmail,
  findUserByGoogleId,
  insertUser,
  updateUser,
  type UserPatch,
} from './user.repository.ts';
import type { UserRow } from './user.table.ts';

/** How long a new Google user has to give a phone number after signing in. */
export const GOOGLE_COMPLETION_WINDOW_MS = 60 * 60 * 1000;

export type GoogleOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'needs-phone'; user: UserRow }
  | { kind: 'refused'; message: string };

/** The fields we read from Google's OpenID Connect userinfo answer. */
export interface GoogleIdentity {
  googleId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export function identityOf(profile: Profile): GoogleIdentity {
  const json = (profile._json ?? {}) as Record<string, unknown>;
  const email = profile.emails?.[0]?.value?.trim().toLowerCase() || null;
  const verifiedClaim = profile.emails?.[0]?.verified ?? json.email_verified;
  const display = (profile.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const firstName =
    profile.name?.givenName?.trim() || display[0] || email?.split('@')[0] || 'Learner';
  const lastName = profile.name?.familyName?.trim() || display.slice(1).join(' ');
  return {
    googleId: profile.id,
    email,
    // Some providers send the claim as the string "true".
    emailVerified: verifiedClaim === true || verifiedClaim === 'true',
    firstName,
    lastName,
  };
}

async function signIn(ctx: AccountsContext, row: UserRow): Promise<GoogleOutcome> {
  if (row.status !== 'active')
    return { kind: 'refused', message: ACCOUNT_MESSAGES.accountNotActive };
  if (row.phoneNumber === null) {
    // Each Google sign-in reopens the phone-number step for an account that never finished it.
    const pending = await updateUser(ctx.database.db, row.id, {
      googlePendingUntil: new Date(Date.now() + GOOGLE_COMPLETION_WINDOW_MS),
    });
    return { kind: 'needs-phone', user: pending };
  }
  const signedIn = await updateUser(ctx.database.db, row.id, { lastLoginAt: new Date() });
  return {
    kind: 'signed-in',
    token: await issueSessionToken(ctx.config.jwtSecret, signedIn, 'learner'),
  };
}

/**
 * Linking Google to an account whose address nobody had proved (probe finding 24.1). Whoever chose
 * its password may not own the address: an attacker can register the victim's e-mail first and wait
 * for the victim to sign in with Google. Google's proof of the address wins: the unproven password is
 * dropped (the owner sets one through "Forgot password", as any Google account does) and every
 * session issued before ends. We link rather than refuse, because refusing would leave the owner
 * with an account whose only way in is the attacker's password or a verification link that would
 * keep that password working.
 */
function forgetUnprovenPassword(row: UserRow): UserPatch {
  return {
    passwordHash: null,
    authProvider: 'google',
    tokenVersion: row.tokenVersion + 1,
  };
}

/**
 * Finds or creates the account for a Google identity:
 * - the account already linked to this Google id;
 * - else an account with the same e-mail, linked only when Google says it verified that address
 *   (otherwise whoever controls an unverified Google address could take over the account); an
 *   unverified account loses the password nobody proved;
 * - else a new, verified Google account, which still needs a phone number.
 */
export async function resolveGoogleIdentity(
  ctx: AccountsContext,
  identity: GoogleIdentity,
): Promise<GoogleOutcome> {
  const db = ctx.database.db;
  const linked = await findUserByGoogleId(db, identity.googleId);
  if (linked) return signIn(ctx, linked);

  if (!identity.email) {
    return {
      kind: 'refused',
      message:
        'Google did not share your email address. Please allow access to your email and try again.',
    };
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) {
      return {
        kind: 'refused',
        message:
          'An account with this email already exists, and Google has not verified the address, so we cannot link them. Please sign in with your password.',
      };
    }
    if (existing.googleId && existing.googleId !== identity.googleId) {
      return {
        kind: 'refused',
        message: 'This email address is already linked to a different Google account.',
      };
    }
    if (existing.status !== 'active') {
      return { kind: 'refused', message: ACCOUNT_MESSAGES.accountNotActive };
    }
    const linkedNow = await updateUser(db, existing.id, {
      googleId: identity.googleId,
      isVerified: true,
      ...(existing.isVerified ? {} : forgetUnprovenPassword(existing)),
    });
    return signIn(ctx, linkedNow);
  }

  if (!identity.emailVerified) {
    return {
      kind: 'refused',
      message:
        'Your Google account’s email address is not verified. Please verify it with Google, or register with your email and a password.',
    };
  }
  const created = await insertUser(db, {
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    phoneNumber: null,
    passwordHash: null,
    isVerified: true,
    authProvider: 'google',
    googleId: identity.googleId,
  });
  if (!created) {
    return { kind: 'refused', message: 'Google sign-in failed. Please try again.' };
  }
  return signIn(ctx, created);
}
