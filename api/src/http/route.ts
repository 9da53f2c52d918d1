import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z, ZodType } from 'zod';
import { asHttpError } from './domain-errors.ts';
import { sendOk } from './envelope.ts';
import { badRequest, forbidden, HttpError, unauthorized } from './http-error.ts';
import { assertNoNul } from './nul-guard.ts';
import { friendlyMessages, type InputLocation } from './validation-messages.ts';

/**
 * Who may call a route. Every route states one; there is no default.
 * - `public`: anyone; a valid token, when sent, is still read so the handler can personalise.
 * - `learner`: a signed-in learner token (admin tokens are a different audience and never pass).
 * - `admin`: an admin token from /api/admin/login.
 */
export type Access = 'public' | 'learner' | 'admin';

export interface Principal {
  userId: string;
  /** The token's audience: learner and admin tokens are issued separately and never interchange. */
  audience: 'learner' | 'admin';
  role: 'learner' | 'admin';
  /** The token's id (`jti`): what a push subscription is bound to, so that logout can end it. */
  tokenId: string;
}

/** Reads the bearer token. Filled in by the accounts capability; answers null when no valid token. */
export interface Authenticator {
  /** `access` lets a public route treat a suspended or stale token as a visitor instead of failing. */
  authenticate(req: Request, access?: Access): Promise<Principal | null>;
  /**
   * A session token found elsewhere than the request's header, read as `authenticate` reads that
   * header's (the `viewer` cookie the server draws a learner's pages by, never an API call's).
   */
  authenticateToken(token: string, access?: Access): Promise<Principal | null>;
}

export const anonymousAuthenticator: Authenticator = {
  authenticate: async () => null,
  authenticateToken: async () => null,
};

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export interface RouteContext<B, Q, P> {
  req: Request;
  res: Response;
  body: B;
  query: Q;
  params: P;
  principal: Principal | null;
}

/** What a handler gives back: data for the envelope, or `undefined` when it wrote the response itself. */
export type RouteResult = { data: unknown; message?: string; status?: number } | undefined;

/**
 * What the request body is, when it is not JSON checked by `body` (the bad-input suite and the API
 * documentation read it): `multipart` form data (file fields named), `tus` (the resumable upload
 * protocol), `raw` bytes (e.g. a signed webhook), `none` (no body at all).
 */
export type BodyKind = 'json' | 'multipart' | 'tus' | 'raw' | 'none';

/**
 * What a success answer is when it is not the JSON envelope (errors are always the envelope):
 * `document` is JSON of another shape (the OpenAPI document).
 */
export type Produces =
  'json' | 'document' | 'binary' | 'html' | 'text' | 'redirect' | 'event-stream' | 'tus';

/**
 * For the "another learner" column of the permission suite: a path parameter naming something that
 * belongs to one learner (a course he bought, his certificate). Another learner must get 403 or 404
 * for it. `resource` names a fixture in `api/test/route-suites/owned-resources.ts` that creates one.
 * Learner routes without it act on the caller's own data only (`/me`-style).
 */
export interface OwnedParam {
  param: string;
  resource: string;
}

/** What the registry, the generic suites and the OpenAPI document know of a route. */
export interface RouteMeta {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  /** One line for the API documentation. */
  summary?: string;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  bodyKind: BodyKind;
  /** For multipart routes: the fields that take a file. */
  files?: string[];
  produces: Produces;
  owned?: OwnedParam;
  /** Where the router is mounted: `/api` for the API, `` for pages such as the dev mailbox. */
  mount: string;
  /** The 401 sentence for a caller without a sign-in, where the spec words it (the group link, §8). */
  signInMessage?: string;
  /** A video upload: its body may take the server's long request timeout (see body-guard.ts). */
  videoUpload?: boolean;
}

export interface RouteSpec<BS, QS, PS> {
  method: RouteMeta['method'];
  path: string;
  access: Access;
  summary?: string;
  /** Defaults to `json` when `body` is given, else `none`. */
  bodyKind?: BodyKind;
  files?: string[];
  produces?: Produces;
  owned?: OwnedParam;
  signInMessage?: string;
  videoUpload?: boolean;
  /** Defaults to `/api`. */
  mount?: string;
  body?: BS;
  query?: QS;
  params?: PS;
  /** Middleware that must run before validation, e.g. a multipart parser or a rate limiter. */
  before?: RequestHandler[];
  /**
   * Rate limiters that run once the input is valid, so that a visitor's typos do not use up their
   * allowance (e.g. the contact form). Limiters in `before` count every attempt instead.
   */
  limits?: RequestHandler[];
  handler: (
    ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>>,
  ) => Promise<RouteResult> | RouteResult;
}

export interface RouteDefinition extends RouteMeta {
  register(router: Router, authenticator: Authenticator): void;
}

export function validationError(error: z.ZodError): ReturnType<typeof badRequest> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Invalid request';
  return badRequest(first, errors);
}

function parse<S>(schema: S | undefined, value: unknown, where: InputLocation): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = (schema as unknown as ZodType).safeParse(value ?? {}, {
    error: friendlyMessages(where),
  });
  if (!result.success) throw validationError(result.error);
  return result.data as Infer<S>;
}

/** Whether the request carries a body at all (a declared length above zero, or a chunked one). */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

interface ValidInput {
  body: unknown;
  query: unknown;
  params: unknown;
}

/** Declares a route with its access rule and input schemas; the only way routes are added. */
export function defineRoute<
  BS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  PS extends ZodType | undefined = undefined,
>(spec: RouteSpec<BS, QS, PS>): RouteDefinition {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(spec.body ? { body: spec.body as ZodType } : {}),
    ...(spec.query ? { query: spec.query as ZodType } : {}),
    ...(spec.params ? { params: spec.params as ZodType } : {}),
    bodyKind: spec.bodyKind ?? (spec.body ? 'json' : 'none'),
    ...(spec.files ? { files: spec.files } : {}),
    produces: spec.produces ?? 'json',
    ...(spec.owned ? { owned: spec.owned } : {}),
    ...(spec.signInMessage ? { signInMessage: spec.signInMessage } : {}),
    ...(spec.videoUpload ? { videoUpload: true } : {}),
    mount: spec.mount ?? '/api',
    register(router, authenticator) {
      // Authorise first, so that nothing (an upload, a rate-limit point) is spent on a caller who may not act.
      const authorise = async (req: Request, res: Response, next: NextFunction) => {
        try {
          const principal = await authenticator.authenticate(req, spec.access);
          if (spec.access !== 'public') {
            if (!principal) throw unauthorized(spec.signInMessage ?? 'Authentication required');
            if (spec.access === 'admin' && principal.audience !== 'admin') {
              throw forbidden('Access denied. Admin privileges required.');
            }
            if (spec.access === 'learner' && principal.audience !== 'learner') {
              throw forbidden('This route needs a learner sign-in.');
            }
          }
          res.locals.principal = principal;
          next();
        } catch (err) {
          next(asHttpError(err));
        }
      };
      // No parser took a body that was sent (a wrong Content-Type): say so, rather than "Name is required".
      const validate = (req: Request, res: Response, next: NextFunction) => {
        if (spec.body && req.body === undefined && hasBody(req)) {
          throw new HttpError(415, NOT_JSON_MESSAGE);
        }
        assertNoNul({ params: req.params, query: req.query, body: req.body });
        const input: ValidInput = {
          params: parse(spec.params, req.params, 'params'),
          query: parse(spec.query, req.query, 'query'),
          body: parse(spec.body, req.body, 'body'),
        };
        res.locals.input = input;
        next();
      };
      const handle = async (req: Request, res: Response) => {
        const input = res.locals.input as ValidInput;
        let result: RouteResult;
        try {
          result = await spec.handler({
            req,
            res,
            principal: (res.locals.principal as Principal | null) ?? null,
            params: input.params as Infer<PS>,
            query: input.query as Infer<QS>,
            body: input.body as Infer<BS>,
          });
        } catch (err) {
          // Services answer in the domain's words (a refusal, an invalid input): here they become HTTP.
          throw asHttpError(err);
        }
        if (result && !res.headersSent) {
          sendOk(res, result.data, result.message, result.status);
        }
      };
      // Express 5 passes both thrown errors and rejected promises of each step to the error handler.
      router[spec.method](
        spec.path,
        authorise,
        ...(spec.before ?? []),
        validate,
        ...(spec.limits ?? []),
        handle,
      );
    },
  };
}

/**
 * Registers routes on a router, then, for each path, a catch-all that notes which methods it takes:
 * a request that no route answered reaches the router's fallback knowing them, for a 405 with `Allow`
 * (or an OPTIONS answer) instead of a 404.
 */
export function registerRoutes(
  router: Router,
  routes: RouteDefinition[],
  authenticator: Authenticator,
): void {
  for (const route of routes) route.register(router, authenticator);
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = methodsByPath.get(route.path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    methodsByPath.set(route.path, methods);
  }
  for (const [routePath, methods] of methodsByPath) {
    router.all(routePath, (_req, res, next) => {
      const allowed = (res.locals.allowedMethods as Set<string> | undefined) ?? new Set<string>();
      for (const method of methods) allowed.add(method);
      res.locals.allowedMethods = allowed;
      next();
    });
  }
}
