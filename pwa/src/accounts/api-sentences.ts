/**
 * Sentences the accounts API writes itself (api/src/accounts: success messages, e-mailed link
 * problems, Google refusals, rate limits), each with its key under `server.` in the accounts namespace,
 * so a Tigrinya screen shows them in Tigrinya. A sentence missing here is still shown, in English.
 * The shared ACCOUNT_MESSAGES are translated separately (`messages.`).
 */
export const API_SENTENCES: Record<string, string> = {
  'Registration successful! We have sent you an email: please open its link to verify your account.':
    'registered',
  'Your email has been verified. Welcome!': 'email_verified',
  'If an account with this email exists, we have sent a link to reset your password. Please check your inbox.':
    'reset_link_sent',
  'Your password has been reset. You can now sign in with your new password.': 'password_reset',
  'Registration completed successfully!': 'google_completed',
  'This verification link is invalid. Please request a new one.': 'verify_invalid',
  'This verification link has already been used. Please sign in.': 'verify_used',
  'This verification link has expired. Please request a new one.': 'verify_expired',
  'This password reset link is invalid. Please request a new one.': 'reset_invalid',
  'This password reset link has already been used. Please request a new one.': 'reset_used',
  'This password reset link has expired. Please request a new one.': 'reset_expired',
  'Current password is incorrect': 'current_password_incorrect',
  'Your account signs in with Google and has no password yet. Use "Forgot password" on the sign-in page to set one.':
    'google_no_password',
  'This registration link has expired or was already used. Please try signing in with Google again.':
    'google_link_expired',
  'Google sign-in failed. Please try again.': 'google_failed',
  'Google sign-in was cancelled.': 'google_cancelled',
  'Your Google sign-in took too long or was started in another browser. Please try again.':
    'google_state',
  'Google sign-in is not available on this site.': 'google_unavailable',
  'Google did not share your email address. Please allow access to your email and try again.':
    'google_no_email',
  'An account with this email already exists, and Google has not verified the address, so we cannot link them. Please sign in with your password.':
    'google_unverified_conflict',
  'This email address is already linked to a different Google account.': 'google_other_account',
  'Your Google account’s email address is not verified. Please verify it with Google, or register with your email and a password.':
    'google_email_unverified',
};

/**
 * Rate-limit answers end with a wait that changes ("in 12 minutes"), so they are known by how they
 * start; the translation gives the gist without the exact wait.
 */
export const API_SENTENCE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['Too many sign-in attempts.', 'too_many_signin'],
  ['Too many accounts were created from this network.', 'too_many_accounts'],
  ['Too many password reset requests.', 'too_many_resets'],
  ['Too many verification emails requested.', 'too_many_verifications'],
  ['Too many attempts.', 'too_many_attempts'],
];

/** The `server.` key for an API sentence, or null when we do not know it. */
export function apiSentenceKey(message: string): string | null {
  const exact = API_SENTENCES[message];
  if (exact) return exact;
  return API_SENTENCE_PREFIXES.find(([prefix]) => message.startsWith(prefix))?.[1] ?? null;
}
