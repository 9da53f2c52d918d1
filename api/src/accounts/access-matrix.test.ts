import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { solidImage } from '../../test/images.ts';
import {
  ACTORS,
  asNewClient,
  createActors,
  createLearner,
  DEFAULT_TEST_PASSWORD,
  type Actor,
  type Actors,
  type SignedInUser,
} from '../../test/fixtures/accounts.ts';

/**
 * Who may call each accounts and admin route: one row per route, one column per kind of caller.
 * Every row gets fresh callers, since some calls (password change, status change) end sessions.
 */
/** The callers, and the learner an admin route acts on. */
interface Callers extends Actors {
  target: SignedInUser;
}

interface Row {
  method: string;
  path: (c: Callers) => string;
  access: 'public' | 'learner' | 'admin';
  body?: (c: Callers) => unknown;
  form?: boolean;
  /** Status for every caller of a public route; success status of a protected one. */
  status: number;
}

let app: TestApp;
let png: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  png = await solidImage('png', { width: 64, height: 64, background: '#888' });
});

const uuid = '6f1e8d7c-1b2a-4c3d-9e8f-7a6b5c4d3e2f';
const ROUTES: Row[] = [
  // Public: a token changes nothing (the answers here are to harmless or invalid input).
  {
    method: 'POST',
    path: () => '/api/auth/register',
    access: 'public',
    body: () => ({}),
    status: 400,
  },
  {
    method: 'POST',
    path: () => '/api/auth/login',
    access: 'public',
    body: () => ({}),
    status: 400,
  },
  { method: 'POST', path: () => '/api/auth/logout', access: 'public', status: 200 },
  {
    method: 'POST',
    path: () => '/api/auth/verify-email',
    access: 'public',
    body: () => ({ token: 'nope' }),
    status: 400,
  },
  {
    method: 'POST',
    path: () => '/api/auth/resend-verification',
    access: 'public',
    body: () => ({ email: 'x@example.test' }),
    status: 200,
  },
  {
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    access: 'public',
    body: () => ({ email: 'x@example.test' }),
    status: 200,
  },
  {
    method: 'POST',
    path: () => '/api/auth/reset-password',
    access: 'public',
    body: () => ({ token: 'nope', newPassword: 'secret12' }),
    status: 400,
  },
  {
    method: 'POST',
    path: () => '/api/auth/complete-google-registration',
    access: 'public',
    body: () => ({ userId: uuid, phoneNumber: '+12025550100' }),
    status: 400,
  },
  { method: 'GET', path: () => '/api/auth/google', access: 'public', status: 302 },
  { method: 'GET', path: () => '/api/auth/google/callback', access: 'public', status: 302 },
  {
    method: 'GET',
    path: () => `/api/users/photos/${'a'.repeat(32)}.webp`,
    access: 'public',
    status: 404,
  },
  {
    method: 'POST',
    path: () => '/api/admin/login',
    access: 'public',
    body: () => ({}),
    status: 400,
  },
  // Learner: the signed-in learner's own data.
  { method: 'GET', path: () => '/api/auth/me', access: 'learner', status: 200 },
  { method: 'POST', path: () => '/api/auth/verify-token', access: 'learner', status: 200 },
  {
    method: 'PUT',
    path: () => '/api/auth/profile',
    access: 'learner',
    body: () => ({ city: 'Asmara' }),
    status: 200,
  },
  {
    method: 'PUT',
    path: () => '/api/auth/change-password',
    access: 'learner',
    body: () => ({ currentPassword: DEFAULT_TEST_PASSWORD, newPassword: 'another-secret' }),
    status: 200,
  },
  { method: 'GET', path: () => '/api/auth/users/me/photo', access: 'learner', status: 200 },
  { method: 'GET', path: () => '/api/users/me/photo', access: 'learner', status: 200 },
  { method: 'PUT', path: () => '/api/users/me/photo', access: 'learner', form: true, status: 200 },
  { method: 'DELETE', path: () => '/api/users/me/photo', access: 'learner', status: 200 },
  // Admin: only an admin token.
  { method: 'GET', path: () => '/api/admin/validate', access: 'admin', status: 200 },
  { method: 'GET', path: () => '/api/user/admin/all', access: 'admin', status: 200 },
  {
    method: 'PUT',
    path: (c) => `/api/user/admin/${c.target.user.id}/status`,
    access: 'admin',
    body: () => ({ status: 'inactive' }),
    status: 200,
  },
];

async function callers(): Promise<Callers> {
  const [actors, target] = await Promise.all([createActors(app), createLearner(app)]);
  return { ...actors, target };
}

async function call(row: Row, c: Callers, actor: Actor) {
  const headers: Record<string, string> = { ...asNewClient() };
  if (actor !== 'visitor') headers.authorization = `Bearer ${c[actor].token}`;
  let body: FormData | string | undefined;
  if (row.form) {
    const form = new FormData();
    form.append('profilePhoto', new Blob([png], { type: 'image/png' }), 'p.png');
    body = form;
  } else if (row.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body(c));
  }
  const res = await fetch(`${app.url}${row.path(c)}`, {
    method: row.method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : null };
}

/** What each caller gets on a protected route. */
function expected(row: Row, actor: Actor): number {
  if (actor === 'visitor') return 401;
  if (actor === 'deactivated') return 401;
  const audience = actor === 'admin' ? 'admin' : 'learner';
  return audience === row.access ? row.status : 403;
}

describe('access matrix of the accounts and admin routes', () => {
  it.each(
    ROUTES.map(
      (r) => [`${r.method} ${r.path({ target: { user: { id: ':id' } } } as Callers)}`, r] as const,
    ),
  )('%s', async (_name, row) => {
    const c = await callers();
    for (const actor of ACTORS) {
      const res = await call(row, c, actor);
      const label = `${actor} → ${res.status} ${res.body?.message ?? ''}`;
      if (row.access === 'public') {
        if (actor === 'deactivated' && res.status === 401) {
          // A suspended token never gets more than a visitor: here, the suspended message.
          expect(res.body.message, label).toBe(ACCOUNT_MESSAGES.accountNotActive);
        } else {
          expect(res.status, label).toBe(row.status);
        }
        continue;
      }
      expect(res.status, label).toBe(expected(row, actor));
      if (actor === 'deactivated') {
        expect(res.body.message, label).toBe('Your account is not active. Please contact support.');
      }
      if (res.status === 403) {
        expect(res.body.message, label).toBe(
          row.access === 'admin'
            ? 'Access denied. Admin privileges required.'
            : 'This route needs a learner sign-in.',
        );
      }
    }
  });
});

describe('another learner', () => {
  it('sees and changes only his own account', async () => {
    const c = await callers();
    const a = c.learner;
    const b = c.anotherLearner;
    const form = new FormData();
    form.append('profilePhoto', new Blob([png], { type: 'image/png' }), 'a.png');
    const aPhoto = (
      await app.request('PUT', '/api/users/me/photo', { headers: bearer(a), raw: form })
    ).body.data.profilePhotoUrl as string;

    const bMe = await app.request('GET', '/api/auth/me', { headers: bearer(b) });
    expect(bMe.body.data.id).toBe(b.user.id);
    await app.request('PUT', '/api/auth/profile', {
      headers: bearer(b),
      body: { city: 'Mendefera' },
    });
    await app.request('DELETE', '/api/users/me/photo', { headers: bearer(b) });
    const bPhoto = await app.request('GET', '/api/users/me/photo', { headers: bearer(b) });
    expect(bPhoto.body.data.photoUrl).toBeNull();

    const aMe = await app.request('GET', '/api/auth/me', { headers: bearer(a) });
    expect(aMe.body.data).toMatchObject({ id: a.user.id, city: null, profilePhotoUrl: aPhoto });
    expect((await fetch(`${app.url}${aPhoto}`)).status).toBe(200);

    // Nor can he finish someone else's registration with his own phone number.
    const takeover = await app.request('POST', '/api/auth/complete-google-registration', {
      body: { userId: a.user.id, phoneNumber: '+12025550999' },
      headers: { ...bearer(b), ...asNewClient() },
    });
    expect(takeover.status).toBe(400);
  });
});
