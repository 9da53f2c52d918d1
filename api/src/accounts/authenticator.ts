import type { Request } from 'express';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import type { Db } from '../db/database.ts';
import { unauthenticated } from '../errors/domain-error.ts';
import type { Access, Authenticator, Principal } from '../http/route.ts';
import { readSessionToken } from './session-token.ts';
import { findSessionState } from './user.repository.ts';

/**
 * Reads `Authorization: Bearer <jwt>` and checks the user on every request, so a deactivation or a
 * password change ends sessions at once rather than when the token expires.
 *
 * - No, malformed, forged, expired, revoked (logout) or superseded (token version) token: no principal (a visitor; a
 *   protected route answers 401 "Authentication required").
 * - A valid token of a deactivated account: 401 with the "not active" message, so the PWA's session
 *   check and any call show the Account Suspended modal. When the caller says the route is public
 *   (`access`), it is read as a visitor instead, so the catalogue still loads; routes that do not pass
 *   `access` get the 401 everywhere.
 * - An admin-audience token of a user who is no longer an admin: no principal.
 */
export function createAuthenticator(deps: { db: Db; jwtSecret: string }): Authenticator {
  const authenticateToken = async (token: string, access?: Access): Promise<Principal | null> => {
    const claims = await readSessionToken(deps.jwtSecret, token);
    if (!claims) return null;
    const state = await findSessionState(deps.db, claims.userId, claims.tokenId);
    if (!state || state.revoked) return null;
    if (state.status !== 'active') {
      if (access === 'public') return null;
      throw unauthenticated(ACCOUNT_MESSAGES.accountNotActive);
    }
    if (state.tokenVersion !== claims.tokenVersion) return null;
    if (claims.audience === 'admin' && state.role !== 'admin') return null;
    return {
      userId: claims.userId,
      audience: claims.audience,
      role: state.role,
      tokenId: claims.tokenId,
    };
  };
  return {
    async authenticate(req: Request, access?: Access): Promise<Principal | null> {
      const header = req.get('authorization');
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) return null;
      return authenticateToken(match[1], access);
    },
    authenticateToken,
  };
}
