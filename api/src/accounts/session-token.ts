import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from '../http/route.ts';

/** Learner sessions last a week; admin sessions a working day, as admin tokens can do more harm. */
export const TOKEN_LIFETIME = { learner: '7d', admin: '12h' } as const;
const ISSUER = 'academy';

export interface SessionClaims {
  userId: string;
  audience: Principal['audience'];
  tokenVersion: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function issueSessionToken(
  secret: string,
  user: { id: string; tokenVersion: number; role: Principal['role'] },
  audience: Principal['audience'],
): Promise<string> {
  return new SignJWT({ tv: user.tokenVersion, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME[audience])
    .sign(keyOf(secret));
}

/** The token's claims, or null when it is malformed, forged, expired or of another issuer. */
export async function readSessionToken(
  secret: string,
  token: string,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: ['learner', 'admin'],
      algorithms: ['HS256'],
    });
    const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (audience !== 'learner' && audience !== 'admin') return null;
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    return { userId: payload.sub, audience, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
