import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../src/http/route.ts';
import type { TestApp } from '../harness.ts';
import type { Actors } from '../fixtures/accounts.ts';
import { badRequests } from './bad-input.ts';
import { problemWith, routeName, send, startRouteWalk, tokensFor } from './route-walk.ts';

/**
 * Bad input to EVERY route in the registry, generated from its zod schemas (bad-input.ts): wrong types,
 * missing fields, NUL and very long strings, arrays and objects for scalars, prototype keys, malformed
 * JSON and multipart, path traversal and ids that are not UUIDs. Each is sent by a caller the route
 * lets in (so validation and the handler are reached). Nothing may answer 5xx or leave the envelope.
 */
let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  ({ app, actors } = await startRouteWalk());
});

/** Sends the requests a few at a time: enough to be quick, few enough for a 2-core machine. */
async function inBatches<T, R>(
  items: T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return out;
}

async function walk(route: RouteDefinition): Promise<string[]> {
  const tokens = await tokensFor(app, actors);
  const token =
    route.access === 'admin' ? tokens.admin : route.access === 'learner' ? tokens.learner : null;
  const problems = await inBatches(badRequests(route), 6, async (bad) => {
    const res = await send(app, route.method, bad.url, {
      token,
      body: bad.body,
      contentType: bad.contentType,
      headers: bad.headers,
    });
    const problem = problemWith(route, res);
    return problem ? `${routeName(route)} ${bad.label}: ${problem}` : null;
  });
  return problems.filter((p): p is string => p !== null);
}

describe('bad input to every route in the registry', () => {
  // One test over the whole registry (known once the server runs): some 2,500 requests, ~40 s on 2 cores.
  it('never answers 5xx nor anything but the envelope', { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const route of app.routes) {
      requests += badRequests(route).length;
      problems.push(...(await walk(route)));
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });
});
