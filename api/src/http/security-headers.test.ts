import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const ALLOWED = 'https://app.example.com';

let app: TestApp;
let closedApp: TestApp;
beforeAll(async () => {
  [app, closedApp] = await Promise.all([
    startTestApp({ CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` }),
    startTestApp(),
  ]);
});

describe('security headers', () => {
  it('sends helmet headers on API answers, and no X-Powered-By', async () => {
    const res = await app.request('GET', '/api/health');
    const h = res.headers;
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('content-security-policy')).toContain("default-src 'self'");
    expect(h.get('content-security-policy')).toContain("object-src 'none'");
    expect(h.get('x-powered-by')).toBeNull();
  });

  it('limits browser features with Permissions-Policy, and styles and fonts to our own origin', async () => {
    const res = await app.request('GET', '/api/health');
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
    expect(policy).toContain('fullscreen=(self)');
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['script-src']).not.toContain('https:');
  });

  it('sends them on errors too', async () => {
    const res = await app.request('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('keeps personal answers out of shared caches', async () => {
    const res = await app.request('GET', '/api/no-such');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('CORS', () => {
  it('allows a configured origin, exposing the request id and Retry-After', async () => {
    const res = await app.request('GET', '/api/health', { headers: { origin: ALLOWED } });
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
    // A cache must not hand one origin's answer to another, nor one user's to another.
    const vary = res.headers.get('vary')?.split(/,\s*/) ?? [];
    expect(vary).toEqual(expect.arrayContaining(['Origin', 'Authorization', 'Accept-Language']));
  });

  it('answers a configured origin’s preflight', async () => {
    const res = await app.request('OPTIONS', '/api/contact/submit', {
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
  });

  it('gives any other origin no CORS headers, so its browser refuses to read the answer', async () => {
    const simple = await app.request('GET', '/api/health', {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('OPTIONS', '/api/contact/submit', {
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no other origin at all when CORS_ORIGINS is empty', async () => {
    const res = await closedApp.request('GET', '/api/health', { headers: { origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('X-Request-Id', () => {
  it('generates an id for every answer, different each time', async () => {
    const [a, b] = await Promise.all([
      app.request('GET', '/api/health'),
      app.request('GET', '/api/unknown'),
    ]);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(a.headers.get('x-request-id')).toMatch(uuid);
    expect(b.headers.get('x-request-id')).toMatch(uuid);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('echoes the id a client or proxy sent, so logs on both sides line up', async () => {
    const res = await app.request('GET', '/api/health', {
      headers: { 'x-request-id': 'edge-4f2a-91' },
    });
    expect(res.headers.get('x-request-id')).toBe('edge-4f2a-91');
  });

  it('replaces an id that could forge log lines or is too long', async () => {
    for (const sent of ['bad id; drop', 'x'.repeat(65)]) {
      const res = await app.request('GET', '/api/health', { headers: { 'x-request-id': sent } });
      expect(res.headers.get('x-request-id')).not.toBe(sent);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
