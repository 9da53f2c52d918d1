import { vi } from 'vitest';

/**
 * The network boundary for screen tests: `fetch` answered per method and path with the API's
 * `{ success, data, message }` envelopes (spec 000 §7), so a screen runs its real API client, queries
 * and error handling. Installed by `renderScreen({ api })` (render-screen.tsx); usable alone:
 *
 *   const api = stubApi({
 *     'GET /api/courses/:id': ok(course),                        // typed: ok<CourseDetail>(…)
 *     'POST /api/contact': (request) => ok(null, { message: `Thanks ${request.body.name}` }),
 *     'GET /api/certificates': never,                            // loading, for ever
 *     'GET /api/courses': fail(503, 'Service unavailable'),      // error envelope
 *     'GET /api/featured': networkFailure,                       // offline: fetch rejects
 *     'POST /api/x': send.reply,           // const send = held(ok(null)); later send.release()
 *   });
 *   api.calls('POST /api/contact')[0]?.body                      // what the screen sent
 *
 * Paths match the address without its query (`request.query` has it); `:name` segments match one
 * segment and land in `request.params`. A request no stub answers fails with a network error and is
 * listed in `api.unhandled`; `renderScreen` fails the test on it, so a screen cannot quietly depend on a
 * call the test did not think about. Where `shared/` has a zod schema for an answer, pass it
 * (`ok(config, { schema: siteConfigSchema })`) and a stub that drifts from the contract throws; the
 * other answers are typed by `ok<T>` against the shared TypeScript types.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /${string}`;

export interface StubRequest {
  method: Method;
  /** The address without origin and query: `/api/courses/abc`. */
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  headers: Headers;
}

/** What a stub does with a request; build one with `ok`, `fail`, `never` or `networkFailure`. */
export type Reply =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'never' }
  | { kind: 'network-failure' }
  | { kind: 'held'; until: Promise<Reply> };
export type Handler = Reply | ((request: StubRequest) => Reply);
export type ApiRoutes = Partial<Record<RouteKey, Handler>>;

/** A success envelope; `schema` (a shared zod schema) checks `data` against the contract. */
export function ok<T>(
  data: T,
  options: { message?: string; status?: number; schema?: { parse: (value: unknown) => T } } = {},
): Reply {
  if (options.schema) options.schema.parse(data);
  return {
    kind: 'answer',
    status: options.status ?? 200,
    body: { success: true, data, message: options.message ?? 'OK' },
  };
}

/** A failure envelope, as `defineRoute` sends it (field `errors` for a validation failure). */
export function fail(status: number, message: string, errors?: Record<string, string>): Reply {
  return {
    kind: 'answer',
    status,
    body: { success: false, data: null, message, ...(errors ? { errors } : {}) },
  };
}

/** The request stays pending (until the screen aborts it): the loading state. */
export const never: Reply = { kind: 'never' };
/** `fetch` rejects, as it does with no connection or a refused one. */
export const networkFailure: Reply = { kind: 'network-failure' };

/**
 * An answer held back until `release()`: the screen's in-between state (a busy button) can be seen,
 * then the answer arrives. `const send = held(ok(null)); … api: { 'POST /x': send.reply } … send.release()`.
 */
export function held(reply: Reply): { reply: Reply; release: () => void } {
  let release = () => undefined as void;
  const until = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { reply: { kind: 'held', until }, release: () => release() };
}

export interface ApiStub {
  /** The requests the screen made, all or those one route key answered, oldest first. */
  calls: (key?: RouteKey) => StubRequest[];
  /** "METHOD /path" of every request no stub answered. */
  unhandled: string[];
  /** Adds or replaces answers (a retry that succeeds, say). */
  set: (routes: ApiRoutes) => void;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Replaces `fetch` until `vi.unstubAllGlobals()` (renderScreen's cleanup does it). */
export function stubApi(initial: ApiRoutes = {}): ApiStub {
  const routes = new Map<string, Handler>();
  const add = (more: ApiRoutes) => {
    for (const [key, handler] of Object.entries(more)) if (handler) routes.set(key, handler);
  };
  add(initial);
  const log: { key: string | null; request: StubRequest }[] = [];
  const unhandled: string[] = [];

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')) as Method;
    const base = { method, path: url.pathname, query: url.searchParams };
    let matched: { key: string; handler: Handler; params: Record<string, string> } | null = null;
    for (const [key, handler] of routes) {
      const [keyMethod, pattern = ''] = key.split(' ');
      const params = keyMethod === method ? matchPath(pattern, url.pathname) : null;
      // A literal path wins over a pattern (`/api/courses/facets` over `/api/courses/:id`).
      if (params && (!matched || Object.keys(params).length < Object.keys(matched.params).length))
        matched = { key, handler, params };
    }
    const request: StubRequest = {
      ...base,
      params: matched?.params ?? {},
      body: readBody(init.body),
      headers: new Headers(init.headers),
    };
    log.push({ key: matched?.key ?? null, request });
    if (!matched) {
      unhandled.push(`${method} ${url.pathname}`);
      throw new TypeError('Failed to fetch');
    }
    let reply = typeof matched.handler === 'function' ? matched.handler(request) : matched.handler;
    while (reply.kind === 'held') reply = await reply.until;
    if (reply.kind === 'network-failure') throw new TypeError('Failed to fetch');
    if (reply.kind === 'never') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));

  return {
    calls: (key) => log.filter((entry) => !key || entry.key === key).map((e) => e.request),
    unhandled,
    set: add,
  };
}
