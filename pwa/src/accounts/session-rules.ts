import { ApiError } from '../api/api-client.ts';

/**
 * How the PWA reads an answer about the learner's session (spec 000 §4). Pure and free of the validation
 * library, because the navbar (first load) runs the session check.
 */

const includesAny = (message: string, needles: readonly string[]) => {
  const lower = message.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
};

/** Login: a message containing 'not active', 'suspended' or 'inactive' opens the Account Suspended modal. */
export function isSuspendedLoginMessage(message: string | null | undefined): boolean {
  return !!message && includesAny(message, ['not active', 'suspended', 'inactive']);
}

/** Login: a message containing 'verify your email' asks the learner to verify first. */
export function isVerifyEmailMessage(message: string | null | undefined): boolean {
  return !!message && includesAny(message, ['verify your email']);
}

/**
 * What a failed session check (GET /api/auth/me) means:
 * - `suspended`: not ok with a message about an inactive, not active or suspended account or an
 *   invalidated token: the Account Suspended modal, token and user removed, closing goes to /login;
 * - `signed-out`: any other refusal: token and user removed, straight to /login;
 * - `offline`: the request never got an answer: the token stays, the session is only marked invalid.
 */
export type SessionFailure = 'suspended' | 'signed-out' | 'offline';

export function classifySessionFailure(error: unknown): SessionFailure {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'offline';
    if (includesAny(error.message, ['inactive', 'not active', 'suspended', 'invalidated'])) {
      return 'suspended';
    }
    // A server that is down or restarting (5xx, or a proxy's HTML page) says nothing about the token.
    if (error.status >= 500) return 'offline';
    return 'signed-out';
  }
  // fetch's own failures (time-out, abort) are not answers from the server either.
  return 'offline';
}
