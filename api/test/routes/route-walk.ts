import { randomUUID } from 'node:crypto';
import { sessionFor } from '../../src/accounts/account.service.ts';
import { findUserById } from '../../src/accounts/user.repository.ts';
import type { RouteDefinition } from '../../src/http/route.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { createActors, type Actor, type Actors, type SignedInUser } from '../fixtures/accounts.ts';

/**
 * What the two generic suites (permission matrix, bad input) share: the callers, a fresh token per
 * route (a route may end the session it is called with: logout, password change), the path of a route
 * with its parameters filled, and the check that an answer is the envelope.
 */
/**
 * A suite's server and its callers. The suites run with rate limits scaled up, so that a limit never
 * hides what validation does.
 */
export async function startRouteWalk(): Promise<{ app: TestApp; actors: Actors }> {
  const app = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  return { app, actors: await createActors(app) };
}

/** A new token for the same user, as a new sign-in would give. */
export async function freshToken(app: TestApp, who: SignedInUser, admin = false): Promise<string> {
  const row = await findUserById(app.ctx.database.db, who.user.id);
  if (!row) throw new Error(`no user ${who.user.id}`);
  return (await sessionFor(app.ctx, row, admin ? 'admin' : 'learner')).token;
}

/**
 * Tokens for one route, fresh for every caller: a route may end the token it is called with (logout
 * revokes it, a password change supersedes it), even the suspended learner's, issued before suspension.
 */
export async function tokensFor(
  app: TestApp,
  actors: Actors,
): Promise<Record<Actor, string | null>> {
  const [learner, anotherLearner, admin, deactivated] = await Promise.all([
    freshToken(app, actors.learner),
    freshToken(app, actors.anotherLearner),
    freshToken(app, actors.admin, true),
    freshToken(app, actors.deactivated),
  ]);
  return { visitor: null, learner, anotherLearner, admin, deactivated };
}

export const routeName = (r: Pick<RouteDefinition, 'method' | 'mount' | 'path'>) =>
  `${r.method.toUpperCase()} ${r.mount}${r.path}`;

export const pathParams = (r: Pick<RouteDefinition, 'path'>) =>
  [...r.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);

/** The route's URL with each parameter taken from `values`, else a random UUID (a wildcard: a file). */
export function fillPath(r: RouteDefinition, values: Record<string, string> = {}): string {
  const filled = r.path
    .replace(/\*(\w+)/g, (_m, name: string) => values[name] ?? 'index.m3u8')
    .replace(/:(\w+)/g, (_m, name: string) => values[name] ?? randomUUID());
  return `${r.mount}${filled}`;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

export async function send(
  app: TestApp,
  method: string,
  urlPath: string,
  options: {
    token?: string | null;
    body?: NonNullable<RequestInit['body']>;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(`${app.url}${urlPath}`, {
    method: method.toUpperCase(),
    headers,
    body: options.body,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/**
 * What is wrong with an answer, or null: a 5xx, or an answer that should be the envelope and is not.
 * Errors are always the envelope; a success may be something else when the route says so (`produces`).
 */
export function problemWith(route: RouteDefinition, res: Answer): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  const mustBeEnvelope =
    res.status >= 400 || (route.produces === 'json' && res.status < 300 && res.status !== 204);
  if (!mustBeEnvelope) return null;
  const body = res.json as { success?: unknown; data?: unknown; message?: unknown } | null;
  const ok =
    body !== null &&
    typeof body === 'object' &&
    typeof body.success === 'boolean' &&
    'data' in body &&
    typeof body.message === 'string' &&
    body.success === res.status < 400 &&
    /^application\/json/.test(res.contentType);
  return ok ? null : `answered ${res.status} without the envelope: ${res.text.slice(0, 200)}`;
}
