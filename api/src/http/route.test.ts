import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendFail } from './envelope.ts';
import { apiFallback, errorHandler, INTERNAL_ERROR_MESSAGE } from './error-handler.ts';
import { conflict, tooManyRequests } from './http-error.ts';
import { anonymousAuthenticator, defineRoute, NOT_JSON_MESSAGE, registerRoutes } from './route.ts';

/**
 * The contract of `defineRoute` itself, over real HTTP: how input is validated and worded, and what
 * happens to errors thrown anywhere in a route (sync or async, in `before`, `limits` or the handler).
 */

const seen: string[] = [];
const slowFailure: RequestHandler = async () => {
  await new Promise((r) => setTimeout(r, 5));
  throw new Error('middleware exploded at /srv/app/secret.ts:12');
};
const countingLimit: RequestHandler = (_req, _res, next) => {
  seen.push('limit');
  next();
};

const routes = [
  defineRoute({
    method: 'get',
    path: '/items',
    access: 'public',
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      sort: z.enum(['new', 'old']).optional(),
      q: z.string().max(5).optional(),
    }),
    handler: ({ query }) => ({ data: query }),
  }),
  defineRoute({
    method: 'post',
    path: '/items',
    access: 'public',
    body: z.object({
      title: z.string().trim().min(1),
      tags: z.array(z.string()).max(2).optional(),
    }),
    limits: [countingLimit],
    handler: ({ body }) => ({ status: 201, data: { item: body }, message: 'Created' }),
  }),
  defineRoute({
    method: 'get',
    path: '/items/:id',
    access: 'public',
    params: z.object({ id: z.uuid() }),
    handler: () => ({ data: undefined }),
  }),
  defineRoute({
    method: 'delete',
    path: '/items/:id',
    access: 'learner',
    handler: () => ({ data: null }),
  }),
  defineRoute({
    method: 'get',
    path: '/fail/async-before',
    access: 'public',
    before: [slowFailure],
    handler: () => ({ data: 'unreachable' }),
  }),
  defineRoute({
    method: 'get',
    path: '/fail/http-error',
    access: 'public',
    handler: async () => {
      await Promise.resolve();
      throw conflict('That title is taken.');
    },
  }),
  defineRoute({
    method: 'get',
    path: '/fail/rate',
    access: 'public',
    handler: () => {
      throw tooManyRequests('Slow down.', 42);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/fail/crash',
    access: 'public',
    handler: () => {
      const data = JSON.parse('{') as unknown;
      return { data };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/fail/after-start',
    access: 'public',
    handler: async ({ res }) => {
      res.status(200).type('text').write('partial');
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('stream broke');
    },
  }),
];

let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.set('query parser', 'extended'); // as create-app sets it
  const api = Router();
  api.use(express.json({ limit: '1kb' }));
  registerRoutes(api, routes, anonymousAuthenticator);
  api.use(apiFallback);
  app.use('/api', api);
  app.use((_req, res) => sendFail(res, 404, 'Not found'));
  app.use(errorHandler);
  server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function call(
  method: string,
  path: string,
  init: { json?: unknown; headers?: Record<string, string>; body?: string } = {},
) {
  const headers = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

describe('input validation', () => {
  it('coerces and defaults query parameters', async () => {
    const res = await call('GET', '/items?page=3&sort=old');
    expect(res.json).toEqual({ success: true, data: { page: 3, sort: 'old' }, message: 'OK' });
  });

  it('names the query parameter in plain words when it is wrong', async () => {
    const cases: Array<[string, string, string]> = [
      ['/items?page=abc', 'page', 'Query parameter "page" must be a number'],
      ['/items?page=0', 'page', 'Query parameter "page" must be at least 1'],
      ['/items?sort=random', 'sort', 'Query parameter "sort" must be one of: new, old'],
      ['/items?q=toolong', 'q', 'Query parameter "q" must be at most 5 characters'],
      ['/items?q=a&q=b', 'q', 'Query parameter "q" must be given only once'],
      ['/items?q[x]=1', 'q', 'Query parameter "q" must be text'],
    ];
    for (const [path, field, message] of cases) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json, path).toEqual({
        success: false,
        data: null,
        message,
        errors: { [field]: message },
      });
    }
  });

  it('names the body field, and every wrong field in errors', async () => {
    const res = await call('POST', '/items', { json: { title: '  ', tags: ['a', 'b', 'c'] } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      message: '"title" must not be empty',
      errors: { title: '"title" must not be empty', tags: '"tags" must be at most 2 items' },
    });
    const missing = await call('POST', '/items', { json: {} });
    expect(missing.json?.message).toBe('"title" is required');
    const wrongShape = await call('POST', '/items', { json: [{ title: 'x' }] });
    expect(wrongShape.json?.message).toBe('The request body must be a JSON object');
  });

  it('answers 415 when a body is sent in another format, rather than "title is required"', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await call('POST', '/items', {
        body: 'title=Hello',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.json).toEqual({ success: false, data: null, message: NOT_JSON_MESSAGE });
    }
    const noType = await call('POST', '/items', { body: '{"title":"x"}' });
    expect(noType.status).toBe(415);
  });

  it('checks path parameters and wraps an undefined result as data null', async () => {
    const bad = await call('GET', '/items/42');
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('"id" in the address must be a valid id');
    const good = await call('GET', '/items/0b0b2f3e-8f0a-4a8e-9d47-1c1f0d3c9a11');
    expect(good.json).toEqual({ success: true, data: null, message: 'OK' });
  });

  it('runs limits only once the input is valid', async () => {
    seen.length = 0;
    await call('POST', '/items', { json: { title: '' } });
    expect(seen).toEqual([]);
    const created = await call('POST', '/items', { json: { title: 'Intro' } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      success: true,
      data: { item: { title: 'Intro' } },
      message: 'Created',
    });
    expect(seen).toEqual(['limit']);
  });
});

describe('errors', () => {
  it('refuses a protected route to a visitor before anything else runs', async () => {
    const res = await call('DELETE', '/items/0b0b2f3e-8f0a-4a8e-9d47-1c1f0d3c9a11');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, data: null, message: 'Authentication required' });
  });

  it('turns a rejected promise in async middleware into the generic 500, details withheld', async () => {
    const res = await call('GET', '/fail/async-before');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ success: false, data: null, message: INTERNAL_ERROR_MESSAGE });
    expect(res.text).not.toMatch(/exploded|secret|\.ts|at /);
  });

  it('gives an HttpError its status, message and headers', async () => {
    const taken = await call('GET', '/fail/http-error');
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ success: false, data: null, message: 'That title is taken.' });
    const rate = await call('GET', '/fail/rate');
    expect(rate.status).toBe(429);
    expect(rate.headers.get('retry-after')).toBe('42');
  });

  it('hides what a crashing handler threw', async () => {
    const res = await call('GET', '/fail/crash');
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/JSON|position|SyntaxError/);
  });

  it('cuts the connection when a handler fails after the response began, and keeps serving', async () => {
    await expect(call('GET', '/fail/after-start')).rejects.toThrow();
    const next = await call('GET', '/items');
    expect(next.status).toBe(200);
  });

  it('answers 405 with Allow for a known path and a JSON 404 for an unknown one', async () => {
    const wrongMethod = await call('PUT', '/items');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(wrongMethod.json).toEqual({
      success: false,
      data: null,
      message: 'PUT is not allowed on /api/items. Allowed: GET, HEAD, POST.',
    });
    const options = await call('OPTIONS', '/items/0b0b2f3e-8f0a-4a8e-9d47-1c1f0d3c9a11');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS');
    const unknown = await call('GET', '/nothing/here?x=1');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      success: false,
      data: null,
      message: 'No API route for GET /api/nothing/here',
    });
  });
});
