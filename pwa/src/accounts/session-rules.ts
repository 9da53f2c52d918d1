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
 * What a failed session check (GET /api/auth/me) means. Only the API itself can end a session: its
 * answer must come in its `{success, data, message}` envelope (issue 24: a captive portal's HTML page
 * with status 200, a proxy's 502 page, a body cut short or a read aborted by a reload signed learners out).
 * - `suspended`: the API refused with a message about an inactive, not active or suspended account or an
 *   invalidated token: the Account Suspended modal, token and user removed, closing goes to /login;
 * - `signed-out`: the API answered 401 otherwise (no, expired, revoked or superseded token): token and
 *   user removed, straight to /login;
 * - `offline`: anything else, offline or unreachable (no answer, an answer that is not the API's, the
 *   API failing with 5xx or another status that says nothing about the token): the token stays, the
 *   session is only marked invalid until the next check succeeds.
 */
export type SessionFailure = 'suspended' | 'signed-out' | 'offline';

export function classifySessionFailure(error: unknown): SessionFailure {
  // fetch's own failures (time-out, abort) are not answers from the server either.
  if (!(error instanceof ApiError) || !error.fromApi) return 'offline';
  if (error.status !== 401 && error.status !== 403) return 'offline';
  if (includesAny(error.message, ['inactive', 'not active', 'suspended', 'invalidated'])) {
    return 'suspended';
  }
  if (error.status === 401) return 'signed-out';
  return 'offline';
}
