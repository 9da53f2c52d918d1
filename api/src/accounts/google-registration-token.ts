import { jwtVerify, SignJWT } from 'jose';

/**
 * The proof that finishing a Google sign-up (the phone-number step) comes from the browser that came back
 * from Google (security finding 11): the callback hands it out in the redirect, and completion accepts
 * nothing else. Before, the pending account's `userId` was enough, so anyone who learned it could finish
 * the sign-up with their own phone number and receive the session.
 *
 * Signed with the server's secret for its own audience, so it can never pass as a session token; valid
 * 15 minutes, and only for the sign-in that issued it (a later Google sign-in opens a new window).
 */
const AUDIENCE = 'google-registration';
const ISSUER = 'academy';
export const REGISTRATION_TOKEN_MINUTES = 15;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function issueRegistrationToken(
  secret: string,
  user: { id: string; googlePendingUntil: Date | null },
): Promise<string> {
  return new SignJWT({ pu: user.googlePendingUntil?.getTime() ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${REGISTRATION_TOKEN_MINUTES}m`)
    .sign(keyOf(secret));
}

/** The pending account the token was issued for, or null when it is forged, expired or of another kind. */
export async function readRegistrationToken(
  secret: string,
  token: string,
): Promise<{ userId: string; pendingUntil: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.pu !== 'number') return null;
    return { userId: payload.sub, pendingUntil: payload.pu };
  } catch {
    return null;
  }
}
