import { beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/docs/openapi.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { routeName } from './route-walk.ts';

/**
 * The registry is the list the generic suites and the API documentation walk, so it must hold every
 * route Express answers: a route added beside `defineRoute` (a raw `router.get`, a webhook mounted on
 * its own) fails here until it is declared. And every route of the registry is in the OpenAPI document
 * and on the documentation page.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every (method, path) Express has a route for, in every router (paths relative to their mount). */
function expressRoutes(stack: Layer[]): string[] {
  const out: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of Object.keys(layer.route.methods)) {
        // `_all` are the per-path catch-alls that answer 405 with Allow (route.ts).
        if (method === '_all') continue;
        for (const p of paths) out.push(`${method.toUpperCase()} ${p}`);
      }
    } else if (layer.handle?.stack) {
      out.push(...expressRoutes(layer.handle.stack));
    }
  }
  return out;
}

describe('the route registry', () => {
  it('holds every route Express answers', () => {
    const router = (app.app as unknown as { router: { stack: Layer[] } }).router;
    const declared = new Set(app.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const undeclared = expressRoutes(router.stack).filter((r) => !declared.has(r));
    expect(undeclared).toEqual([]);
    expect(app.routes.length).toBeGreaterThan(40);
  });

  it('declares each method and path once', () => {
    const names = app.routes.map(routeName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('is the OpenAPI 3.1 document at /api/openapi.json, every route with its access rule', async () => {
    const res = await app.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const missing = app.routes.filter(
      (r) => res.body.paths[openApiPath(r)]?.[r.method]?.['x-access'] !== r.access,
    );
    expect(missing.map(routeName)).toEqual([]);
    const documented = Object.values(res.body.paths as Record<string, object>).flatMap((item) =>
      Object.keys(item),
    );
    expect(documented).toHaveLength(app.routes.length);
    // Input schemas come from the routes' zod schemas.
    const login = res.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const course = res.body.paths['/api/courses/{id}'].put;
    expect(course.security).toEqual([{ bearer: [] }]);
    expect(course.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });

  it('is a readable page at /api/docs listing every route, with no script and nothing from elsewhere', async () => {
    const res = await app.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const missing = app.routes.filter(
      (r) => !res.text.includes(`<code>${openApiPath(r).replace(/&/g, '&amp;')}</code>`),
    );
    expect(missing.map(routeName)).toEqual([]);
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!tus\.io)/);
    const css = await app.request('GET', '/api/docs.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
