import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type Language,
  type CompleteGoogleRegistrationInput,
  type LoginInput,
  type RegisterInput,
  type RegisterResult,
  type ResetPasswordInput,
  type SessionResult,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Principal } from '../http/route.ts';
import { invalid, locked, suspended, unauthenticated } from '../errors/domain-error.ts';
import {
  passwordResetEmail,
  registrationAttemptEmail,
  verificationEmail,
} from './account-emails.ts';
import { consumeLinkToken, createLinkToken, retireLinkTokens } from './one-time-token.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { processPhoto, storePhoto } from './profile-photo.ts';
import { listPurchasedCourseIds } from './purchases.ts';
import { readRegistrationToken } from './google-registration-token.ts';
import { issueSessionToken, readSessionToken } from './session-token.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  revokeToken,
  updateUser,
  type UserPatch,
} from './user.repository.ts';
import { accountsPorts } from './accounts.ports.ts';
import { toAccountUser } from './user.mapper.ts';
import type { UserRow } from './user.table.ts';

export type AccountsContext = Pick<
  AppContext,
  'config' | 'database' | 'email' | 'storage' | 'logger'
>;

const LINK_MESSAGES = {
  verify_email: {
    invalid: 'This verification link is invalid. Please request a new one.',
    used: 'This verification link has already been used. Please sign in.',
    expired: 'This verification link has expired. Please request a new one.',
  },
  reset_password: {
    invalid: 'This password reset link is invalid. Please request a new one.',
    used: 'This password reset link has already been used. Please request a new one.',
    expired: 'This password reset link has expired. Please request a new one.',
  },
} as const;

const notActive = () => suspended(ACCOUNT_MESSAGES.accountNotActive);

export async function userView(ctx: Pick<AppContext, 'database'>, row: UserRow) {
  return toAccountUser(row, await listPurchasedCourseIds(ctx, row.id));
}

/** A signed-in answer: a fresh token for the audience and the user as the client sees it. */
export async function sessionFor(
  ctx: AccountsContext,
  row: UserRow,
  audience: Principal['audience'] = 'learner',
): Promise<SessionResult> {
  const token = await issueSessionToken(ctx.config.jwtSecret, row, audience);
  return { token, user: await userView(ctx, row) };
}

async function sendVerification(ctx: AccountsContext, row: UserRow): Promise<void> {
  const token = await createLinkToken(ctx.database.db, row.id, 'verify_email');
  await ctx.email.enqueue(verificationEmail(ctx.config, row, token));
}

/**
 * Someone registered with an address that has an account (probe finding 24.9): the answer is the one a
 * new address gets, so it tells nobody which addresses have accounts; the owner is told by e-mail how
 * to get in. An account that is not active gets nothing, as with a password reset.
 */
async function noticeExistingAccount(ctx: AccountsContext, row: UserRow): Promise<void> {
  if (row.status !== 'active') return;
  await ctx.email.enqueue(registrationAttemptEmail(ctx.config, row));
}

export async function register(
  ctx: AccountsContext,
  input: RegisterInput,
  photo: Buffer | undefined,
  language: Language,
): Promise<RegisterResult> {
  const answer: RegisterResult = { verificationRequired: true, email: input.email };
  const existing = await findUserByEmail(ctx.database.db, input.email);
  // The photo is checked before anything is stored, so a bad file leaves no half-made account (and
  // is refused alike for a taken address). The password is hashed either way: the slow hash would
  // otherwise tell a taken address by the time of the answer.
  const webp = photo ? await processPhoto(photo) : null;
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await noticeExistingAccount(ctx, existing);
    return answer;
  }
  const photoKey = webp ? await storePhoto(ctx.storage, webp) : null;
  const row = await insertUser(ctx.database.db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    passwordHash,
    profilePhotoKey: photoKey,
    authProvider: 'local',
    language,
  });
  if (!row) {
    // Lost a race with a simultaneous registration of the same address: that one is the account.
    if (photoKey) await ctx.storage.delete(photoKey).catch(() => undefined);
    const winner = await findUserByEmail(ctx.database.db, input.email);
    if (winner) await noticeExistingAccount(ctx, winner);
    return answer;
  }
  await sendVerification(ctx, row);
  return answer;
}

async function useLink(
  ctx: AccountsContext,
  token: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<UserRow> {
  const result = await consumeLinkToken(ctx.database.db, token, purpose);
  if (!result.ok) throw invalid(LINK_MESSAGES[purpose][result.reason]);
  const row = await findUserById(ctx.database.db, result.userId);
  if (!row) throw invalid(LINK_MESSAGES[purpose].invalid);
  if (row.status !== 'active') throw notActive();
  return row;
}

/** Verifies the address and signs the learner in (spec 000 §4: the token is stored, then /dashboard). */
export async function verifyEmail(ctx: AccountsContext, token: string): Promise<SessionResult> {
  const row = await useLink(ctx, token, 'verify_email');
  await retireLinkTokens(ctx.database.db, row.id, 'verify_email');
  const verified = await updateUser(ctx.database.db, row.id, { isVerified: true });
  return sessionFor(ctx, verified);
}

/** Sends a new link only to an existing, active, unverified account; the caller answers the same either way. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<void> {
  const row = await findUserByEmail(ctx.database.db, email);
  if (!row || row.isVerified || row.status !== 'active') return;
  await sendVerification(ctx, row);
}

/**
 * Queues the reset whatever the address: the request does the same work (and takes the same time)
 * for an address with an account and one without, so its timing tells nothing (the probe measured
 * 8.1 against 4.5 ms when only known addresses did the work).
 */
export async function forgotPassword(
  ctx: AccountsContext & Pick<AppContext, 'queue'>,
  email: string,
): Promise<void> {
  await ctx.queue.send('account.passwordReset', { email });
}

/** The job: sends a reset link when the account exists; older reset links stop working. */
export async function sendPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  const row = await findUserByEmail(ctx.database.db, email);
  if (!row || row.status !== 'active') return;
  await retireLinkTokens(ctx.database.db, row.id, 'reset_password');
  const token = await createLinkToken(ctx.database.db, row.id, 'reset_password');
  await ctx.email.enqueue(passwordResetEmail(ctx.config, row, token));
}

/**
 * Sets the new password and ends every existing session. Opening the e-mailed link proves the address,
 * so an unverified account becomes verified, and a Google-only account gains a password.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: ResetPasswordInput,
): Promise<void> {
  const row = await useLink(ctx, input.token, 'reset_password');
  await updateUser(ctx.database.db, row.id, {
    passwordHash: await hashPassword(input.newPassword),
    tokenVersion: row.tokenVersion + 1,
    isVerified: true,
  });
  await retireLinkTokens(ctx.database.db, row.id, 'reset_password');
}

/**
 * A learner's sign-in succeeded: records it, with any other `changes`, and opens a session. The app's
 * language at sign-in becomes the account's language for e-mails.
 */
async function signInLearner(
  ctx: AccountsContext,
  userId: string,
  language: Language | null,
  changes: UserPatch = {},
): Promise<SessionResult> {
  const signedIn = await updateUser(ctx.database.db, userId, {
    ...changes,
    lastLoginAt: new Date(),
    ...(language ? { language } : {}),
  });
  return sessionFor(ctx, signedIn, 'learner');
}

/**
 * Learner sign-in. The password is checked first, so that "not verified" and "not active" are only
 * told to someone who knows the password; a wrong address and a wrong password get the same message.
 */
export async function login(
  ctx: AccountsContext,
  input: LoginInput,
  language: Language | null,
): Promise<SessionResult> {
  const row = await findUserByEmail(ctx.database.db, input.email);
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) throw unauthenticated(ACCOUNT_MESSAGES.invalidCredentials);
  if (row.status !== 'active') throw notActive();
  if (row.role === 'admin') throw locked(ACCOUNT_MESSAGES.adminUseAdminLogin);
  if (!row.isVerified) throw locked(ACCOUNT_MESSAGES.verifyEmailFirst);
  return signInLearner(ctx, row.id, language);
}

/** Changes the password, ends every other session, and answers a fresh token for this one. */
export async function changePassword(
  ctx: AccountsContext,
  userId: string,
  input: ChangePasswordInput,
): Promise<SessionResult> {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw unauthenticated('Authentication required');
  if (!row.passwordHash) {
    throw invalid(
      'Your account signs in with Google and has no password yet. Use "Forgot password" on the sign-in page to set one.',
    );
  }
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw invalid('Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
  }
  const updated = await updateUser(ctx.database.db, row.id, {
    passwordHash: await hashPassword(input.newPassword),
    tokenVersion: row.tokenVersion + 1,
  });
  return sessionFor(ctx, updated, 'learner');
}

/** The phone number step of a Google sign-up (spec 001 §2), allowed within the window the sign-in opened. */
export async function completeGoogleRegistration(
  ctx: AccountsContext,
  input: CompleteGoogleRegistrationInput,
  language: Language | null,
): Promise<SessionResult> {
  const claims = await readRegistrationToken(ctx.config.jwtSecret, input.registrationToken);
  const row = claims ? await findUserById(ctx.database.db, claims.userId) : null;
  const pending =
    claims &&
    row?.googleId &&
    row.phoneNumber === null &&
    row.googlePendingUntil !== null &&
    row.googlePendingUntil.getTime() === claims.pendingUntil &&
    row.googlePendingUntil.getTime() > Date.now();
  if (!row || !pending) {
    throw invalid(
      'This registration link has expired or was already used. Please try signing in with Google again.',
    );
  }
  if (row.status !== 'active') throw notActive();
  // The app's language at the end of the sign-up, as for an e-mail registration.
  return signInLearner(ctx, row.id, language, {
    phoneNumber: input.phoneNumber,
    googlePendingUntil: null,
  });
}

/** The learner switched the app's language: later e-mails (reset, receipts) are written in it. */
export async function setLanguage(
  ctx: AccountsContext,
  userId: string,
  language: Language,
): Promise<void> {
  await updateUser(ctx.database.db, userId, { language });
}

/**
 * Logout: the presented token stops working on every API process at once (security finding 7), and
 * the push subscriptions made with it go, with the endpoint the app sent (probe finding 24.3). No
 * token, or one that is already invalid, is fine: the browser forgets its session either way.
 */
export async function revokeSession(
  ctx: AccountsContext,
  authorization: string | undefined,
  pushEndpoint?: string,
): Promise<void> {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (!match?.[1]) return;
  const claims = await readSessionToken(ctx.config.jwtSecret, match[1]);
  if (!claims) return;
  await revokeToken(ctx.database.db, claims);
  await accountsPorts.use().signedOut(ctx.database.db, claims, pushEndpoint || undefined);
}
