import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from '../http/route.ts';

/** Learner sessions last a week; admin sessions a working day, as admin tokens can do more harm. */
export const TOKEN_LIFETIME = { learner: '7d', admin: '12h' } as const;
const ISSUER = 'academy';

export interface SessionClaims {
  userId: string;
  audience: Principal['audience'];
  tokenVersion: number;
  /** The token's own id (`jti`): logout revokes this one token, on every API process at once. */
  tokenId: string;
  /** When the token expires (its `exp`); a revocation is kept until then. */
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    .setJti(randomUUID())
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
    // A token without an id could not be revoked at logout, so it is not accepted (only tokens issued
    // before logout became revocable lack one; their holders sign in once more).
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    if (typeof payload.exp !== 'number') return null;
    return {
      userId: payload.sub,
      audience,
      tokenVersion: payload.tv,
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}
