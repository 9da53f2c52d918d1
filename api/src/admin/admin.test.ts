import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asNewClient,
  createAdmin,
  createLearner,
  type SignedInUser,
} from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import {
  DEMO_ACCOUNTS,
  ensureConfiguredAdmin,
  seedDemoAccounts,
} from '../accounts/account-seed.ts';

let app: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  app = await startTestApp({
    ADMIN_EMAIL: 'Owner@Academy.Example',
    ADMIN_PASSWORD: 'owner-secret-12',
  });
  admin = await createAdmin(app);
});

const adminLogin = (body: unknown) =>
  app.request('POST', '/api/admin/login', { body, headers: asNewClient() });
const list = (query: string, token = admin.token) =>
  app.request('GET', `/api/user/admin/all${query}`, { headers: bearer(token) });
const setStatus = (id: string, status: unknown, token = admin.token) =>
  app.request('PUT', `/api/user/admin/${id}/status`, { headers: bearer(token), body: { status } });

describe('POST /api/admin/login', () => {
  it('answers token and user both in data and at the top of the envelope', async () => {
    const res = await adminLogin({ email: admin.user.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login successful',
      token: expect.any(String),
      user: { id: admin.user.id, role: 'admin', email: admin.user.email },
      data: { token: res.body.token, user: { id: admin.user.id, role: 'admin' } },
    });
    const validate = await app.request('GET', '/api/admin/validate', {
      headers: bearer(res.body.token),
    });
    expect(validate.status).toBe(200);
    expect(validate.body.data.admin).toMatchObject({ id: admin.user.id, role: 'admin' });
    expect(validate.body.admin).toEqual(validate.body.data.admin);
    // An admin token is not a learner session.
    expect(
      (await app.request('GET', '/api/auth/me', { headers: bearer(res.body.token) })).status,
    ).toBe(403);
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['both fields missing', {}, 400, ADMIN_MESSAGES.fieldsRequired],
    ['the password missing', { email: 'a@b.co' }, 400, ADMIN_MESSAGES.fieldsRequired],
    ['the e-mail missing', { password: 'secret12' }, 400, ADMIN_MESSAGES.fieldsRequired],
    [
      'a malformed e-mail',
      { email: 'admin@', password: 'secret12' },
      400,
      ADMIN_MESSAGES.emailInvalid,
    ],
    [
      'a 5-character password',
      { email: 'a@b.co', password: '12345' },
      400,
      ADMIN_MESSAGES.passwordTooShort,
    ],
    [
      'unknown credentials',
      { email: 'nobody@example.test', password: 'secret12' },
      401,
      ADMIN_MESSAGES.invalidCredentials,
    ],
  ];
  it.each(refusals)(
    'refuses %s with the message the admin screen maps',
    async (_l, body, status, message) => {
      const res = await adminLogin(body);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, message });
    },
  );

  it('gives a learner with a correct password the same answer as a wrong password', async () => {
    const learner = await createLearner(app);
    const res = await adminLogin({ email: learner.user.email, password: learner.password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid admin credentials');
    const wrong = await adminLogin({ email: admin.user.email, password: 'wrong-password' });
    expect(wrong.body.message).toBe('Invalid admin credentials');
  });

  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD at start, idempotently', async () => {
    await ensureConfiguredAdmin(app.ctx);
    await ensureConfiguredAdmin(app.ctx);
    const res = await adminLogin({ email: 'owner@academy.example', password: 'owner-secret-12' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'admin', isVerified: true });
    const found = await list('?search=owner%40academy');
    expect(found.body.data.pagination.totalUsers).toBe(1);
  });

  it('seeds the demo admin and learner, idempotently', async () => {
    await seedDemoAccounts(app.ctx);
    await seedDemoAccounts(app.ctx);
    const adminRes = await adminLogin(DEMO_ACCOUNTS.admin);
    expect(adminRes.status).toBe(200);
    const learnerRes = await app.request('POST', '/api/auth/login', {
      body: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
      headers: asNewClient(),
    });
    expect(learnerRes.status).toBe(200);
    expect(learnerRes.body.data.user).toMatchObject({ role: 'learner', isVerified: true });
    const found = await list('?search=academy.local');
    expect(found.body.data.pagination.totalUsers).toBe(2);
  });
});

describe('GET /api/user/admin/all', () => {
  it('pages ten users at a time, newest first, with the spec pagination fields', async () => {
    const tag = `pg${Date.now()}`;
    const made = [];
    for (let i = 0; i < 12; i += 1) {
      made.push(await createLearner(app, { lastName: `${tag} ${String(i).padStart(2, '0')}` }));
    }
    const first = await list(`?search=${tag}`);
    expect(first.status).toBe(200);
    expect(first.body.data.users).toHaveLength(10);
    expect(first.body.data.pagination).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalUsers: 12,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(first.body.data.users[0].id).toBe(made[11]!.user.id);
    const second = await list(`?search=${tag}&page=2`);
    expect(second.body.data.users.map((u: { id: string }) => u.id)).toEqual([
      made[1]!.user.id,
      made[0]!.user.id,
    ]);
    expect(second.body.data.pagination).toMatchObject({
      currentPage: 2,
      hasPrevPage: true,
      hasNextPage: false,
    });
    const small = await list(`?search=${tag}&limit=5&page=3`);
    expect(small.body.data.users).toHaveLength(2);
    expect(small.body.data.pagination.totalPages).toBe(3);
  });

  it('answers each user with the admin list fields and nothing secret', async () => {
    const learner = await createLearner(app, { firstName: 'Fields', lastName: 'Check' });
    const res = await list(`?search=${encodeURIComponent(learner.user.email)}`);
    const [row] = res.body.data.users;
    expect(row).toEqual({
      _id: learner.user.id,
      id: learner.user.id,
      name: 'Fields Check',
      email: learner.user.email,
      phoneNumber: '+12025550123',
      profilePicture: null,
      status: 'active',
      role: 'learner',
      purchasedCourses: [],
      createdAt: learner.user.createdAt,
      isVerified: true,
      authProvider: 'local',
    });
    expect(res.text).not.toMatch(/password|hash|tokenVersion/i);
  });

  it('searches name and e-mail case-insensitively, with % and _ taken literally', async () => {
    const tag = `srch${Date.now()}`;
    const a = await createLearner(app, { firstName: 'Kibrom', lastName: `Weldu ${tag}` });
    const b = await createLearner(app, { email: `${tag}.mail@example.test`, lastName: 'Other' });
    const byName = await list(`?search=${encodeURIComponent(`KIBROM WELDU ${tag}`)}`);
    expect(byName.body.data.users.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    const byEmail = await list(`?search=${tag}.MAIL`);
    expect(byEmail.body.data.users.map((u: { id: string }) => u.id)).toEqual([b.user.id]);
    expect((await list('?search=%25')).body.data.users).toHaveLength(0);
    expect((await list('?search=_')).body.data.users).toHaveLength(0);
  });

  it('filters by status and sorts by name, e-mail and status in both directions', async () => {
    const tag = `st${Date.now()}`;
    const zed = await createLearner(app, {
      firstName: 'Zed',
      lastName: tag,
      email: `a-${tag}@example.test`,
    });
    const amy = await createLearner(app, {
      firstName: 'amy',
      lastName: tag,
      email: `c-${tag}@example.test`,
    });
    const bob = await createLearner(app, {
      firstName: 'Bob',
      lastName: tag,
      email: `b-${tag}@example.test`,
    });
    expect((await setStatus(bob.user.id, 'inactive')).status).toBe(200);
    const ids = async (q: string) =>
      (await list(`?search=${tag}${q}`)).body.data.users.map((u: { id: string }) => u.id);
    expect(await ids('&sortBy=name&sortOrder=asc')).toEqual([
      amy.user.id,
      bob.user.id,
      zed.user.id,
    ]);
    expect(await ids('&sortBy=name&sortOrder=desc')).toEqual([
      zed.user.id,
      bob.user.id,
      amy.user.id,
    ]);
    expect(await ids('&sortBy=email&sortOrder=asc')).toEqual([
      zed.user.id,
      bob.user.id,
      amy.user.id,
    ]);
    expect((await ids('&sortBy=status&sortOrder=desc'))[0]).toBe(bob.user.id);
    expect(await ids('&status=inactive')).toEqual([bob.user.id]);
    expect((await ids('&status=active')).sort()).toEqual([amy.user.id, zed.user.id].sort());
    expect(await ids('&status=all')).toHaveLength(3);
  });

  it('refuses unknown query values with a message', async () => {
    expect((await list('?status=deleted')).status).toBe(400);
    expect((await list('?sortBy=password')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?limit=1000')).status).toBe(400);
  });
});

describe('PUT /api/user/admin/{id}/status', () => {
  it('deactivates at once and reactivates with the data and purchases kept', async () => {
    const learner = await createLearner(app, { city: 'Asmara', age: 22 });
    const course = await createCourse(app, admin.user.id);
    await givePurchase(app, learner.user.id, course.id, 2500);
    const off = await setStatus(learner.user.id, 'inactive');
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('User account deactivated successfully');
    expect(off.body.data.user).toMatchObject({ id: learner.user.id, status: 'inactive' });

    const me = await app.request('GET', '/api/auth/me', { headers: bearer(learner.token) });
    expect(me.status).toBe(401);
    expect(me.body.message).toContain('not active');
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: learner.user.email, password: learner.password },
      headers: asNewClient(),
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toContain('not active');

    const on = await setStatus(learner.user.id, 'active');
    expect(on.body.message).toBe('User account reactivated successfully');
    const back = await app.request('POST', '/api/auth/login', {
      body: { email: learner.user.email, password: learner.password },
      headers: asNewClient(),
    });
    expect(back.status).toBe(200);
    expect(back.body.data.user).toMatchObject({
      status: 'active',
      city: 'Asmara',
      age: 22,
      purchasedCourses: [course.id],
    });
    const listed = await list(`?search=${encodeURIComponent(learner.user.email)}`);
    expect(listed.body.data.users[0].purchasedCourses).toEqual([course.id]);
  });

  it('refuses to change an admin, an unknown user, or an unknown status', async () => {
    const other = await createAdmin(app);
    const res = await setStatus(other.user.id, 'inactive');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ADMIN_MESSAGES.adminCannotChange);
    expect((await setStatus(admin.user.id, 'inactive')).status).toBe(403);
    const validate = await app.request('GET', '/api/admin/validate', {
      headers: bearer(other.token),
    });
    expect(validate.status).toBe(200);

    const missing = await setStatus('00000000-0000-4000-8000-000000000000', 'inactive');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
    expect((await setStatus('not-a-uuid', 'inactive')).status).toBe(404);

    const learner = await createLearner(app);
    const bad = await setStatus(learner.user.id, 'banned');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_MESSAGES.statusInvalid);
  });
});
