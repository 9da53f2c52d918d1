import { Writable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { createLogger } from '../logging/logger.ts';
import { groupLinkClock } from './group-link.service.ts';

/** Spec 000 §4, §7, §8: the single-use, 30-minute WhatsApp join link, and who may have one. */

const INVITE = 'https://chat.whatsapp.com/SelamTestInvite42';
const logText: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText.push(chunk.toString());
    done();
  },
});

let app: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;
let groupCourse: string;
let plainCourse: string;

beforeAll(async () => {
  app = await startTestApp(
    { PUBLIC_URL: 'https://academy.example' },
    { logger: createLogger('debug', 'api', sink) },
  );
  admin = await createAdmin(app);
  owner = await createLearner(app);
  stranger = await createLearner(app);
  groupCourse = (
    await createCourse(app, admin.user.id, { hasWhatsappGroup: true, whatsappGroupLink: INVITE })
  ).id;
  plainCourse = (await createCourse(app, admin.user.id)).id;
  await givePurchase(app, owner.user.id, groupCourse);
  await givePurchase(app, owner.user.id, plainCourse);
});

afterEach(() => {
  groupLinkClock.now = () => new Date();
});

async function joinLink(user: SignedInUser | null, courseId = groupCourse) {
  return app.request('GET', `/api/courses/${courseId}/group-token`, {
    headers: user ? bearer(user) : {},
  });
}

/** Opens the join link as a browser would, without following the redirect. */
async function open(joinUrl: string) {
  const local = joinUrl.replace('https://academy.example', app.url);
  const res = await fetch(local, { redirect: 'manual', headers: { 'accept-language': 'en' } });
  return { status: res.status, location: res.headers.get('location') };
}

describe('the join link', () => {
  it('is a link on our server that redirects once to the invite link', async () => {
    const res = await joinLink(owner);
    expect(res.status).toBe(200);
    const { joinUrl, expiresAt } = res.body.data;
    expect(joinUrl).toMatch(
      /^https:\/\/academy\.example\/api\/group-links\/join\?token=[\w-]{20,}$/,
    );
    expect(res.text).not.toContain(INVITE);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const first = await open(joinUrl);
    expect(first.status).toBe(302);
    expect(first.location).toBe(INVITE);

    const second = await open(joinUrl);
    expect(second.status).toBe(302);
    expect(second.location).toBe(`/group-link-expired?course=${groupCourse}`);
  });

  it('works for 30 minutes only', async () => {
    const start = Date.now();
    groupLinkClock.now = () => new Date(start);
    const early = (await joinLink(owner)).body.data.joinUrl;
    const late = (await joinLink(owner)).body.data.joinUrl;
    groupLinkClock.now = () => new Date(start + 29 * 60_000);
    expect((await open(early)).status).toBe(302);
    groupLinkClock.now = () => new Date(start + 30 * 60_000 + 1);
    expect((await open(late)).location).toBe(`/group-link-expired?course=${groupCourse}`);
  });

  it('opens once even when clicked twice at the same moment', async () => {
    const { joinUrl } = (await joinLink(owner)).body.data;
    const both = await Promise.all([open(joinUrl), open(joinUrl)]);
    expect(both.map((r) => r.location === INVITE).sort()).toEqual([false, true]);
  });

  it('an unknown or missing token shows the expired page', async () => {
    const unknown = await open('https://academy.example/api/group-links/join?token=nope');
    expect(unknown.location).toBe('/group-link-expired');
    const missing = await open('https://academy.example/api/group-links/join');
    expect(missing.location).toBe('/group-link-expired');
  });
});

describe('who gets one', () => {
  it('a visitor is asked to log in', async () => {
    const res = await joinLink(null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to access the WhatsApp group');
  });

  it('a learner who does not own the course is refused', async () => {
    const res = await joinLink(stranger);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(INVITE);
  });

  it('a course without a group has none', async () => {
    expect((await joinLink(owner, plainCourse)).status).toBe(404);
  });

  it('an unknown course is not found', async () => {
    expect((await joinLink(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('admins are told to use a learner sign-in', async () => {
    expect((await joinLink(admin)).status).toBe(403);
  });
});

it('the invite link reaches no one else: not course answers, not logs', async () => {
  for (const headers of [{}, bearer(stranger), bearer(owner)]) {
    const course = await app.request('GET', `/api/courses/${groupCourse}`, { headers });
    expect(course.status).toBe(200);
    expect(course.text).not.toContain(INVITE);
    const list = await app.request('GET', '/api/courses', { headers });
    expect(list.text).not.toContain(INVITE);
  }
  const { joinUrl } = (await joinLink(owner)).body.data;
  await open(joinUrl);
  await new Promise((r) => setTimeout(r, 100));
  const logs = logText.join('');
  expect(logs).toContain('/api/group-links/join?token=[redacted]');
  expect(logs).not.toContain(INVITE);
  expect(logs).not.toContain(new URL(joinUrl).searchParams.get('token'));
});
