import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import passport from 'passport';
import {
  Strategy as GoogleStrategy,
  type Profile,
  type StrategyOptions,
  type VerifyCallback,
} from 'passport-google-oauth20';
import type { AppContext } from '../context.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { identityOf, resolveGoogleIdentity, type GoogleOutcome } from './google-account.service.ts';
import { issueRegistrationToken } from './google-registration-token.ts';

const STATE_COOKIE = 'academy_google_state';
const COOKIE_PATH = '/api/auth/google';
const STATE_LIFETIME_SECONDS = 10 * 60;
const FAILED = 'Google sign-in failed. Please try again.';

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * OAuth `state` and the PKCE verifier without a server session: a short-lived signed cookie on the
 * callback path holds both, and the callback must present the state it names. A callback started in
 * another browser (login CSRF) or replayed after ten minutes is refused.
 */
function cookieStateStore(secret: string, secure: boolean) {
  const key = new TextEncoder().encode(`${secret}:google-state`);
  const setCookie = (res: Response, value: string, maxAge: number) =>
    res.append(
      'Set-Cookie',
      `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  return {
    // passport-oauth2 picks the PKCE-aware form by the number of parameters (5 and 4).
    store(
      req: Request,
      verifier: string,
      _state: unknown,
      _meta: unknown,
      done: (err: Error | null, state?: string) => void,
    ) {
      const nonce = randomBytes(16).toString('base64url');
      new SignJWT({ n: nonce, v: verifier })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${STATE_LIFETIME_SECONDS}s`)
        .sign(key)
        .then((value) => {
          setCookie(req.res!, value, STATE_LIFETIME_SECONDS);
          done(null, nonce);
        }, done);
    },
    verify(
      req: Request,
      state: string | undefined,
      _meta: unknown,
      done: (err: Error | null, ok: string | false, info?: { message: string }) => void,
    ) {
      const cookie = readCookie(req, STATE_COOKIE);
      setCookie(req.res!, '', 0);
      const refuse = () =>
        done(null, false, {
          message:
            'Your Google sign-in took too long or was started in another browser. Please try again.',
        });
      if (!cookie || !state) return refuse();
      jwtVerify(cookie, key, { algorithms: ['HS256'] }).then(({ payload }) => {
        if (payload.n !== state || typeof payload.v !== 'string') return refuse();
        done(null, payload.v);
      }, refuse);
    },
  };
}

/**
 * Google sign-in (spec 000 §2, 001 §2): `GET /api/auth/google` sends the browser to Google; the callback
 * sends it back to the PWA with `/auth/google-callback?token=...` or `?error=...`, or, for a new account
 * without a phone number, to `/complete-google-registration?registrationToken&email&name` (a signed,
 * 15-minute token: security finding 11). The provider's URLs
 * come from configuration so tests run the whole flow against a local OAuth2 server.
 */
export function googleRoutes(ctx: AppContext): RouteDefinition[] {
  const google = ctx.config.google;
  const pwa = (path: string, query: Record<string, string>) =>
    `${ctx.config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;
  const fail = (message: string) => pwa('/auth/google-callback', { error: message });

  // A private Passport instance: several apps (tests) may live in one process with different settings.
  const auth = new passport.Passport();
  if (google) {
    auth.use(
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          authorizationURL: google.authUrl,
          tokenURL: google.tokenUrl,
          userProfileURL: google.userInfoUrl,
          callbackURL: `${ctx.config.publicUrl}/api/auth/google/callback`,
          scope: ['openid', 'email', 'profile'],
          pkce: true,
          // The typings know only the 2- and 3-argument store forms; passport-oauth2 supports the PKCE ones.
          store: cookieStateStore(
            ctx.config.jwtSecret,
            ctx.config.publicUrl.startsWith('https:'),
          ) as unknown as StrategyOptions['store'],
        } as StrategyOptions,
        (_access: string, _refresh: string, profile: Profile, done: VerifyCallback) => {
          resolveGoogleIdentity(ctx, identityOf(profile)).then(
            (outcome) => done(null, outcome),
            done,
          );
        },
      ),
    );
  }

  const run = (req: Request, res: Response) =>
    new Promise<void>((resolve) => {
      res.once('finish', () => resolve());
      res.once('close', () => resolve());
      if (!google) {
        res.redirect(fail('Google sign-in is not available on this site.'));
        return;
      }
      auth.authenticate(
        'google',
        { session: false, prompt: 'select_account' },
        (err: unknown, outcome: GoogleOutcome | false, info?: { message?: string }) => {
          if (err) {
            ctx.logger.warn({ err }, 'Google sign-in failed');
            res.redirect(fail(FAILED));
          } else if (!outcome) {
            // No outcome: the user cancelled at Google, or the state check failed.
            res.redirect(fail(info?.message || 'Google sign-in was cancelled.'));
          } else if (outcome.kind === 'refused') {
            res.redirect(fail(outcome.message));
          } else if (outcome.kind === 'signed-in') {
            res.redirect(pwa('/auth/google-callback', { token: outcome.token }));
          } else {
            const { user } = outcome;
            issueRegistrationToken(ctx.config.jwtSecret, user).then(
              (registrationToken) =>
                res.redirect(
                  pwa('/complete-google-registration', {
                    registrationToken,
                    email: user.email,
                    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
                  }),
                ),
              () => res.redirect(fail(FAILED)),
            );
          }
        },
      )(req, res, (err: unknown) => {
        ctx.logger.warn({ err }, 'Google sign-in failed');
        if (!res.headersSent) res.redirect(fail(FAILED));
      });
    });

  return ['/auth/google', '/auth/google/callback'].map((path) =>
    defineRoute({
      method: 'get',
      path,
      access: 'public',
      produces: 'redirect',
      handler: async ({ req, res }) => {
        await run(req, res);
        return undefined;
      },
    }),
  );
}
