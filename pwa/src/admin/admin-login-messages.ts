import { ApiError } from '../api/api-client.ts';

/**
 * What the admin login form says when signing in fails (spec 001 §5 and §8). Known server messages
 * become a fixed key so the copy can be shown in either language; any other server message is shown
 * as the server wrote it.
 */
export type AdminLoginProblem =
  | { key: 'invalidCredentials' }
  | { key: 'missingFields' }
  | { key: 'invalidEmail' }
  | { key: 'passwordTooShort' }
  | { key: 'loginFailed' }
  | { key: 'network' }
  | { key: 'server'; message: string };

export function mapAdminLoginMessage(message: string | null | undefined): AdminLoginProblem {
  const text = (message ?? '').trim();
  if (!text) return { key: 'loginFailed' };
  const lower = text.toLowerCase();
  if (lower === 'invalid admin credentials') return { key: 'invalidCredentials' };
  if (lower === 'email and password are required') return { key: 'missingFields' };
  if (lower.includes('valid email')) return { key: 'invalidEmail' };
  if (/at least 6 char/.test(lower)) return { key: 'passwordTooShort' };
  return { key: 'server', message: text };
}

/** Turns whatever the login call threw into the problem to show. */
export function adminLoginProblem(error: unknown): AdminLoginProblem {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { key: 'network' };
    // A bare status text from a proxy or a crash is not worth showing; the spec's fallback is.
    if (/^Request failed with status \d+$/.test(error.message)) return { key: 'loginFailed' };
    return mapAdminLoginMessage(error.message);
  }
  return { key: 'loginFailed' };
}
