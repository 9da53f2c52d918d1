import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import type { RouteDefinition } from '../../src/http/route.ts';
import type { TestApp } from '../harness.ts';
import { ACTORS, type Actor, type Actors } from '../fixtures/accounts.ts';
import { OWNED_RESOURCES } from './owned-resources.ts';
import {
  fillPath,
  problemWith,
  routeName,
  send,
  startRouteWalk,
  tokensFor,
  type Answer,
} from './route-walk.ts';

/**
 * The permission matrix of EVERY route in the registry: visitor, learner, another learner, a
 * deactivated learner and an admin each call it, and the outcome expected of each follows from the
 * route's declared access (and its ownership hint, `owned`). A new route needs no row here.
 *
 * - public: nobody is refused as unauthenticated (a suspended token at most gets the suspended message).
 * - learner: visitor 401, suspended 401 with the suspended message, admin token 403, learners pass.
 * - admin: visitor 401, suspended 401, learner tokens 403, the admin passes.
 * - owned: the owner passes (not 401/403/404), another learner gets 403 or 404.
 * "Passes" means the access check let the call through: the answer may still be 400 or 404 for the
 * made-up ids and empty input, but never 401/403, never a 5xx, and always the envelope on failure.
 */
let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  ({ app, actors } = await startRouteWalk());
});

const MESSAGES = {
  unauthenticated: 'Authentication required',
  suspended: ACCOUNT_MESSAGES.accountNotActive,
  adminOnly: 'Access denied. Admin privileges required.',
  learnerOnly: 'This route needs a learner sign-in.',
};

type Expectation = { status?: number[]; notStatus?: number[]; message?: string };

function expectation(route: RouteDefinition, actor: Actor, owned: boolean): Expectation {
  if (actor === 'deactivated') {
    return route.access === 'public'
      ? { notStatus: [403] }
      : { status: [401], message: MESSAGES.suspended };
  }
  if (owned && actor === 'anotherLearner') return { status: [403, 404] };
  if (owned && actor === 'learner') return { notStatus: [401, 403, 404] };
  if (route.access === 'public') return { notStatus: [401] };
  if (actor === 'visitor') {
    return { status: [401], message: route.signInMessage ?? MESSAGES.unauthenticated };
  }
  const audience = actor === 'admin' ? 'admin' : 'learner';
  if (audience === route.access) return { notStatus: [401, 403] };
  return {
    status: [403],
    message: route.access === 'admin' ? MESSAGES.adminOnly : MESSAGES.learnerOnly,
  };
}

/** The least a caller can send: the route's kind of body, empty. */
function emptyBody(route: RouteDefinition): {
  body?: NonNullable<RequestInit['body']>;
  contentType?: string;
} {
  if (route.bodyKind === 'json') return { body: '{}', contentType: 'application/json' };
  if (route.bodyKind === 'multipart') return { body: new FormData() };
  return {};
}

function check(route: RouteDefinition, actor: Actor, res: Answer, owned: boolean): string[] {
  const problems: string[] = [];
  const label = `${routeName(route)} as ${actor}`;
  const problem = problemWith(route, res);
  if (problem) problems.push(`${label}: ${problem}`);
  const want = expectation(route, actor, owned);
  const message = (res.json as { message?: string } | null)?.message;
  if (want.status && !want.status.includes(res.status)) {
    problems.push(
      `${label}: expected ${want.status.join(' or ')}, got ${res.status} ${message ?? ''}`,
    );
  }
  if (want.notStatus?.includes(res.status)) {
    problems.push(`${label}: must not answer ${res.status} (${message ?? ''})`);
  }
  if (want.message && res.status < 500 && message !== want.message) {
    problems.push(`${label}: expected "${want.message}", got "${message}"`);
  }
  if (route.access === 'public' && actor === 'deactivated' && res.status === 401) {
    if (message !== MESSAGES.suspended) problems.push(`${label}: 401 "${message}"`);
  }
  return problems;
}

describe('the permission matrix of every route in the registry', () => {
  it('walks a registry that has the routes of every capability', () => {
    expect(app.routes.length).toBeGreaterThan(40);
  });

  // Five callers for every route of the app, one request after another: minutes on a loaded machine.
  it(
    'gives each caller of each route what its access rule says',
    { timeout: 240_000 },
    async () => {
      const problems: string[] = [];
      for (const route of app.routes) {
        if (route.owned && !OWNED_RESOURCES[route.owned.resource]) {
          problems.push(
            `${routeName(route)}: no fixture for owned resource "${route.owned.resource}" in api/test/routes/owned-resources.ts`,
          );
          continue;
        }
        const tokens = await tokensFor(app, actors);
        const ownedId = route.owned
          ? await OWNED_RESOURCES[route.owned.resource]!(app, actors)
          : undefined;
        const url = fillPath(route, route.owned ? { [route.owned.param]: ownedId! } : {});
        const answers = await Promise.all(
          ACTORS.map((actor) =>
            send(app, route.method, url, { token: tokens[actor], ...emptyBody(route) }),
          ),
        );
        ACTORS.forEach((actor, i) =>
          problems.push(...check(route, actor, answers[i]!, !!route.owned)),
        );
      }
      expect(problems).toEqual([]);
    },
  );
});
