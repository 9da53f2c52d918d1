import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context.ts';
import { clientAddress, createRateLimiter, waitPhrase } from '../http/rate-limit.ts';

/** Per address and client: one attacker cannot lock a learner out from elsewhere, nor try many passwords. */
const ipAndEmail = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `${clientAddress(req)}|${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''}`;
};

/**
 * The accounts rate limits, kept in PostgreSQL so they hold across API replicas. Every attempt counts,
 * successful or not. Numbers: a learner mistyping a password a few times never meets them; a script does.
 * Registration allows 20 an hour per network address because an internet café or school shares one.
 */
export function accountRateLimits(ctx: Pick<AppContext, 'database' | 'config'>) {
  const again = (seconds: number) => `Please try again ${waitPhrase(seconds)}.`;
  return {
    login: createRateLimiter(ctx, {
      name: 'login',
      points: 10,
      durationSeconds: 15 * 60,
      key: ipAndEmail,
      message: (s) => `Too many sign-in attempts. ${again(s)}`,
    }),
    adminLogin: createRateLimiter(ctx, {
      name: 'admin-login',
      points: 10,
      durationSeconds: 15 * 60,
      key: ipAndEmail,
      message: (s) => `Too many sign-in attempts. ${again(s)}`,
    }),
    register: createRateLimiter(ctx, {
      name: 'register',
      points: 20,
      durationSeconds: 60 * 60,
      key: clientAddress,
      message: (s) => `Too many accounts were created from this network. ${again(s)}`,
    }),
    forgotPassword: createRateLimiter(ctx, {
      name: 'forgot-password',
      points: 5,
      durationSeconds: 60 * 60,
      key: ipAndEmail,
      message: (s) =>
        `Too many password reset requests. Please check your inbox (and spam folder), or try again ${waitPhrase(s)}.`,
    }),
    resendVerification: createRateLimiter(ctx, {
      name: 'resend-verification',
      points: 5,
      durationSeconds: 60 * 60,
      key: ipAndEmail,
      message: (s) =>
        `Too many verification emails requested. Please check your inbox (and spam folder), or try again ${waitPhrase(s)}.`,
    }),
    /**
     * Across all accounts, per network address: one address may not try passwords against any number
     * of accounts nor mail links to any number of people. Generous enough for a school or internet café
     * behind one address: only refused sign-ins count, 100 in 15 minutes.
     */
    loginByAddress: createRateLimiter(ctx, {
      name: 'login-address',
      points: 100,
      durationSeconds: 15 * 60,
      key: clientAddress,
      countsAnswer: (status) => status === 401,
      message: (s) => `Too many failed sign-ins from this network. ${again(s)}`,
    }),
    forgotPasswordByAddress: createRateLimiter(ctx, {
      name: 'forgot-password-address',
      points: 50,
      durationSeconds: 60 * 60,
      key: clientAddress,
      message: (s) => `Too many password reset requests from this network. ${again(s)}`,
    }),
    resendVerificationByAddress: createRateLimiter(ctx, {
      name: 'resend-verification-address',
      points: 50,
      durationSeconds: 60 * 60,
      key: clientAddress,
      message: (s) => `Too many verification emails requested from this network. ${again(s)}`,
    }),
    /** Per account (the signed-in learner), like sign-in: a stolen session cannot guess the password. */
    changePassword: createRateLimiter(ctx, {
      name: 'change-password',
      points: 10,
      durationSeconds: 15 * 60,
      key: (req) => `${(req.res?.locals.principal as { userId?: string } | undefined)?.userId}`,
      message: (s) => `Too many password change attempts. ${again(s)}`,
    }),
    /** Link and completion endpoints: a token cannot be guessed, but each attempt still costs work. */
    linkUse: createRateLimiter(ctx, {
      name: 'link-use',
      points: 30,
      durationSeconds: 15 * 60,
      key: clientAddress,
      message: (s) => `Too many attempts. ${again(s)}`,
    }),
  } satisfies Record<string, RequestHandler>;
}
