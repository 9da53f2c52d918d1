import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { solidImage } from '../../test/images.ts';
import {
  createAdmin,
  createLearner,
  deactivate,
  type SignedInUser,
} from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';

/**
 * Who may call each catalogue route: visitor, learner, a learner who bought the course, a deactivated
 * learner and an admin (spec 001 §6: 401 log in again, 403 admin privileges required).
 */
let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let buyer: SignedInUser;
let suspended: SignedInUser;
let activeId: string;
let inactiveId: string;

type Caller = 'visitor' | 'learner' | 'buyer' | 'suspended' | 'admin';
const headersFor = (caller: Caller) =>
  bearer({ visitor: null, learner, buyer, suspended, admin }[caller]);

async function png(): Promise<Blob> {
  const bytes = await solidImage('png', { width: 64, height: 36, background: '#3366cc' });
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  learner = await createLearner(app);
  buyer = await createLearner(app);
  suspended = await createLearner(app);
  activeId = (await createCourse(app, admin.user.id)).id;
  inactiveId = (await createCourse(app, admin.user.id, { status: 'inactive' })).id;
  await givePurchase(app, buyer.user.id, inactiveId);
  await deactivate(app, suspended.user.id);
});

const ADMIN_ONLY: Record<Caller, number> = {
  visitor: 401,
  learner: 403,
  buyer: 403,
  suspended: 401,
  admin: 200,
};

describe('admin-only routes', () => {
  const routes: [string, string, () => Promise<{ body?: unknown; raw?: FormData }>][] = [
    ['POST', '/api/courses', async () => ({ body: { title: 'x' } })],
    ['PUT', '/api/courses/{active}', async () => ({ body: { price: 30 } })],
    [
      'PUT',
      '/api/courses/thumbnail/{active}',
      async () => {
        const form = new FormData();
        form.append('file', await png(), 'cover.png');
        return { raw: form };
      },
    ],
    ['GET', '/api/admin/stats', async () => ({})],
  ];
  for (const [method, template, payload] of routes) {
    for (const caller of Object.keys(ADMIN_ONLY) as Caller[]) {
      it(`${method} ${template} as ${caller} answers ${ADMIN_ONLY[caller]}`, async () => {
        const path = template.replace('{active}', activeId);
        const res = await app.request(method, path, {
          ...(await payload()),
          headers: headersFor(caller),
        });
        // The admin's POST fails validation (400) by design: passing access is what is checked.
        const expected = caller === 'admin' && method === 'POST' ? 400 : ADMIN_ONLY[caller];
        expect(res.status).toBe(expected);
        if (res.status === 403) {
          expect(res.body.message).toBe('Access denied. Admin privileges required.');
        }
      });
    }
  }

  it('DELETE as visitor, learner and suspended learner changes nothing', async () => {
    for (const caller of ['visitor', 'learner', 'suspended'] as const) {
      const res = await app.request('DELETE', `/api/courses/${activeId}`, {
        headers: headersFor(caller),
      });
      expect(res.status).toBe(ADMIN_ONLY[caller]);
    }
    const still = await app.request('GET', `/api/courses/${activeId}`);
    expect(still.status).toBe(200);
  });
});

describe('public routes', () => {
  const everyone: Caller[] = ['visitor', 'learner', 'buyer', 'suspended', 'admin'];
  for (const caller of everyone) {
    it(`the catalogue, facets, events and an active course answer ${caller}`, async () => {
      for (const path of [
        '/api/courses',
        '/api/courses/facets',
        '/api/courses/events',
        `/api/courses/${activeId}`,
      ]) {
        const res = await app.request('GET', path, { headers: headersFor(caller) });
        expect(res.status, path).toBe(200);
      }
    });
  }

  it('an inactive course is visible to admins and its buyer only', async () => {
    const expected: Record<Caller, number> = {
      visitor: 404,
      learner: 404,
      buyer: 200,
      // A public route reads a suspended learner's token as no token: a visitor.
      suspended: 404,
      admin: 200,
    };
    for (const caller of Object.keys(expected) as Caller[]) {
      const res = await app.request('GET', `/api/courses/${inactiveId}`, {
        headers: headersFor(caller),
      });
      expect(res.status, caller).toBe(expected[caller]);
    }
  });

  it('a learner token is not an admin token: a learner asking for inactive courses gets active ones', async () => {
    const res = await app.request('GET', '/api/courses?status=inactive&limit=48', {
      headers: headersFor('learner'),
    });
    const ids = res.body.data.courses.map((c: { id: string }) => c.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(inactiveId);
    expect(res.body.data.filters.status).toBe('active');
  });
});
