import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo } from '../../test/fixtures/media.ts';
import { courseEvents, courses } from './course.table.ts';

let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;

const validCourse = {
  title: 'Video Editing with DaVinci Resolve',
  description: 'Cut, colour and export your first film.',
  price: 49.99,
  category: 'video',
  level: 'beginner',
  tags: ['editing', 'davinci'],
  hasWhatsappGroup: false,
};

/** The form's message for each required field, when all of them are missing or wrong. */
const EVERY_FIELD_WRONG = {
  title: 'Course title is required',
  description: 'Course description is required',
  price: 'Price must be a positive number',
  category: 'Course category is required',
  level: 'Course level is required',
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app, { firstName: 'Hanna', lastName: 'Tesfay' });
  learner = await createLearner(app);
});

describe('POST /api/courses', () => {
  it('creates an active course and answers it with id and _id, slug, version 1 and its creator', async () => {
    const res = await app.request('POST', '/api/courses', {
      body: validCourse,
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(201);
    const course = res.body.data.course;
    expect(course).toMatchObject({
      title: validCourse.title,
      description: validCourse.description,
      price: 49.99,
      category: 'video',
      level: 'beginner',
      tags: ['editing', 'davinci'],
      status: 'active',
      slug: 'video-editing-with-davinci-resolve',
      version: 1,
      totalEnrollments: 0,
      videoCount: 0,
      totalDuration: 0,
      videos: [],
      thumbnailURL: null,
      thumbnailSmallURL: null,
      instructor: 'Selam Academy',
      hasWhatsappGroup: false,
      whatsappGroupLink: null,
      createdBy: { id: admin.user.id, _id: admin.user.id, name: 'Hanna Tesfay' },
      lastModifiedBy: { id: admin.user.id, name: 'Hanna Tesfay' },
      thumbnailHistory: [],
    });
    expect(course.id).toBe(course._id);
    expect(Date.parse(course.createdAt)).not.toBeNaN();
  });

  it('gives a second course with the same title a slug of its own', async () => {
    const first = await createCourse(app, admin.user.id, { title: 'Camera Basics' });
    const second = await app.request('POST', '/api/courses', {
      body: { ...validCourse, title: 'Camera Basics' },
      headers: bearer(admin.token),
    });
    expect(first.slug).toBe('camera-basics');
    expect(second.body.data.course.slug).toBe('camera-basics-2');
  });

  it('keeps Ge\u02bcez letters in the slug of a Tigrinya title', async () => {
    const course = await createCourse(app, admin.user.id, { title: 'ዩቲዩብ ቻነል ንጀመርቲ' });
    expect(course.slug).toBe('ዩቲዩብ-ቻነል-ንጀመርቲ');
    const bySlug = await app.request('GET', `/api/courses/${encodeURIComponent(course.slug)}`);
    expect(bySlug.body.data.course.id).toBe(course.id);
  });

  it('lists every missing field with the form messages at once', async () => {
    const res = await app.request('POST', '/api/courses', {
      body: { title: ' ', price: -1 },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Course title is required');
    expect(res.body.errors).toEqual(EVERY_FIELD_WRONG);
  });

  it('refuses a price that is not a number, and an unknown level', async () => {
    const res = await app.request('POST', '/api/courses', {
      body: { ...validCourse, price: 'abc', level: 'expert' },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.price).toBe('Price must be a positive number');
    expect(res.body.errors.level).toBe('Course level must be beginner, intermediate or advanced');
  });

  it('accepts a free course and a price sent as text, rounded to cents', async () => {
    const free = await app.request('POST', '/api/courses', {
      body: { ...validCourse, title: 'Free intro', price: 0 },
      headers: bearer(admin.token),
    });
    const text = await app.request('POST', '/api/courses', {
      body: { ...validCourse, title: 'Priced as text', price: '19.999' },
      headers: bearer(admin.token),
    });
    expect(free.body.data.course.price).toBe(0);
    expect(text.body.data.course.price).toBe(20);
  });

  it('requires a valid WhatsApp link when the group is on', async () => {
    const missing = await app.request('POST', '/api/courses', {
      body: { ...validCourse, hasWhatsappGroup: true, whatsappGroupLink: '' },
      headers: bearer(admin.token),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.whatsappGroupLink).toBe(
      'WhatsApp group link is required when the group is enabled',
    );
    const invalid = await app.request('POST', '/api/courses', {
      body: { ...validCourse, hasWhatsappGroup: true, whatsappGroupLink: 'not a link' },
      headers: bearer(admin.token),
    });
    expect(invalid.body.errors.whatsappGroupLink).toBe('WhatsApp group link must be a valid URL');
    const ok = await app.request('POST', '/api/courses', {
      body: {
        ...validCourse,
        hasWhatsappGroup: true,
        whatsappGroupLink: 'https://chat.whatsapp.com/AbCdEf123',
      },
      headers: bearer(admin.token),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.course.whatsappGroupLink).toBe('https://chat.whatsapp.com/AbCdEf123');
  });

  it('trims tags, drops empties and duplicates, lower-cases them and keeps the first 3', async () => {
    const res = await app.request('POST', '/api/courses', {
      body: { ...validCourse, tags: ' Premiere Pro, ,colour,premiere pro, audio, export' },
      headers: bearer(admin.token),
    });
    expect(res.body.data.course.tags).toEqual(['premiere pro', 'colour', 'audio']);
  });

  it('maps a legacy category name to its stock value', async () => {
    const res = await app.request('POST', '/api/courses', {
      body: { ...validCourse, category: 'YouTube Mastering' },
      headers: bearer(admin.token),
    });
    expect(res.body.data.course.category).toBe('youtube');
  });
});

describe('GET /api/courses/{id}', () => {
  it('answers the course wrapped in data.course with an empty videos list', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await app.request('GET', `/api/courses/${course.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { course: { id: course.id, videos: [] } },
    });
    // Admin-only facts stay with admins.
    expect(res.body.data.course).not.toHaveProperty('whatsappGroupLink');
    expect(res.body.data.course).not.toHaveProperty('createdBy');
    expect(res.body.data.course.userHasPurchased).toBe(false);
  });

  it('says "Course not found." for an unknown id, a malformed one and an unknown slug', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-course', '%20']) {
      const res = await app.request('GET', `/api/courses/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Course not found.');
    }
  });

  it('tells a learner who bought the course so', async () => {
    const course = await createCourse(app, admin.user.id);
    const buyer = await createLearner(app);
    await givePurchase(app, buyer.user.id, course.id, 2500);
    const res = await app.request('GET', `/api/courses/${course.id}`, {
      headers: bearer(buyer.token),
    });
    expect(res.body.data.course.userHasPurchased).toBe(true);
    expect(res.body.data.course.totalEnrollments).toBe(1);
  });
});

describe('PUT /api/courses/{id}', () => {
  it('changes every field, raises the version and records who changed it', async () => {
    const editor = await createAdmin(app, { firstName: 'Dawit', lastName: 'Kidane' });
    const course = await createCourse(app, admin.user.id, { title: 'Old title' });
    // Every field comes back as sent, but for the two sent as text that the API splits into lists.
    const asSent = {
      title: 'New title',
      description: 'New description',
      price: 10.5,
      category: 'photo',
      level: 'advanced',
      hasWhatsappGroup: true,
      whatsappGroupLink: 'https://chat.whatsapp.com/Xyz',
      status: 'inactive',
      instructor: 'Meron Haile',
      language: 'en',
      requirements: ['A laptop'],
    };
    const res = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { ...asSent, tags: 'lightroom, retouch', whatYouWillLearn: 'Editing\nExport\n' },
      headers: bearer(editor.token),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({
      ...asSent,
      slug: 'new-title',
      tags: ['lightroom', 'retouch'],
      whatYouWillLearn: ['Editing', 'Export'],
      version: 2,
      createdBy: { id: admin.user.id },
      lastModifiedBy: { id: editor.user.id, name: 'Dawit Kidane' },
    });
    const again = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { price: 12 },
      headers: bearer(editor.token),
    });
    expect(again.body.data.course).toMatchObject({ version: 3, price: 12, title: 'New title' });
  });

  it('answers the edit form messages for fields sent empty or wrong', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { title: '', description: '', price: -5, category: '', level: '' },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(EVERY_FIELD_WRONG);
  });

  it('shows visitors an edit at once, although their lists are cached', async () => {
    const course = await createCourse(app, admin.user.id, { title: 'Cachetest before' });
    const before = await app.request('GET', '/api/courses?search=cachetest');
    expect(before.body.data.courses.map((c: { title: string }) => c.title)).toEqual([
      'Cachetest before',
    ]);
    await app.request('PUT', `/api/courses/${course.id}`, {
      body: { title: 'Cachetest after' },
      headers: bearer(admin.token),
    });
    const after = await app.request('GET', '/api/courses?search=cachetest');
    expect(after.body.data.courses.map((c: { title: string }) => c.title)).toEqual([
      'Cachetest after',
    ]);
  });

  it('refuses turning the group on without a link, judged against the saved course', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { hasWhatsappGroup: true },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('WhatsApp group link is required when the group is enabled');
  });

  it('refuses an unknown status', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { status: 'deleted' },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.status).toBe('Course status must be active, inactive or archived');
  });

  it('answers "Course not found." for a course that does not exist', async () => {
    const res = await app.request('PUT', '/api/courses/00000000-0000-4000-8000-000000000000', {
      body: { title: 'x' },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found.');
  });
});

describe('DELETE /api/courses/{id}', () => {
  it('deletes a course nobody bought', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await app.request('DELETE', `/api/courses/${course.id}`, {
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Course deleted successfully',
      data: { outcome: 'deleted', courseId: course.id, purchases: 0, course: null },
    });
    const after = await app.request('GET', `/api/courses/${course.id}`, {
      headers: bearer(admin.token),
    });
    expect(after.status).toBe(404);
  });

  it("removes the lessons' stored files with a deleted course", async () => {
    const course = await createCourse(app, admin.user.id, { title: 'Course with a lesson' });
    const lesson = await storeReadyVideo(app, { courseId: course.id, adminId: admin.user.id });
    const master = `videos/${lesson.videoId}/v1/a1/master.m3u8`;
    expect(await app.ctx.storage.stat(master)).not.toBeNull();
    const res = await app.request('DELETE', `/api/courses/${course.id}`, {
      headers: bearer(admin.token),
    });
    expect(res.body.data).toMatchObject({ outcome: 'deleted' });
    expect(await app.ctx.storage.stat(master)).toBeNull();
  });

  it('archives a course with purchases: hidden from the catalogue, still open to its buyer', async () => {
    const course = await createCourse(app, admin.user.id, { title: 'Bought course' });
    const buyer = await createLearner(app);
    await givePurchase(app, buyer.user.id, course.id, 2500);
    const res = await app.request('DELETE', `/api/courses/${course.id}`, {
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: 'archived',
      purchases: 1,
      course: { id: course.id, status: 'archived', version: 2 },
    });
    expect(res.body.message).toMatch(/archived/i);
    const [row] = await app.ctx.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.status).toBe('archived');

    const visitor = await app.request('GET', `/api/courses/${course.id}`);
    expect(visitor.status).toBe(404);
    const otherLearner = await app.request('GET', `/api/courses/${course.id}`, {
      headers: bearer(learner.token),
    });
    expect(otherLearner.status).toBe(404);
    const owner = await app.request('GET', `/api/courses/${course.id}`, {
      headers: bearer(buyer.token),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.data.course).toMatchObject({ status: 'archived', userHasPurchased: true });

    const list = await app.request('GET', '/api/courses?search=Bought&limit=48');
    expect(list.body.data.courses.map((c: { id: string }) => c.id)).not.toContain(course.id);
  });

  it('answers "Course not found." for an unknown course', async () => {
    const res = await app.request('DELETE', '/api/courses/00000000-0000-4000-8000-000000000000', {
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found.');
  });
});

describe('course:created events', () => {
  const eventsOf = async (courseId: string) =>
    app.ctx.database.db.select().from(courseEvents).where(eq(courseEvents.courseId, courseId));

  it('records one event when a course is created active', async () => {
    const course = await createCourse(app, admin.user.id);
    expect(await eventsOf(course.id)).toHaveLength(1);
  });

  it('records the event when an inactive course first becomes active, and only then', async () => {
    const course = await createCourse(app, admin.user.id, { status: 'inactive' });
    expect(await eventsOf(course.id)).toHaveLength(0);
    const put = (status: string) =>
      app.request('PUT', `/api/courses/${course.id}`, {
        body: { status },
        headers: bearer(admin.token),
      });
    await put('active');
    await put('inactive');
    await put('active');
    const events = await eventsOf(course.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'course:created', dispatchedAt: null });
  });

  it('lets screens poll new events from a cursor, without titles of hidden courses', async () => {
    const start = await app.request('GET', '/api/courses/events');
    expect(start.status).toBe(200);
    expect(start.body.data.events).toEqual([]);
    const cursor = start.body.data.cursor as number;
    const shown = await createCourse(app, admin.user.id, { title: 'Fresh course' });
    const hidden = await createCourse(app, admin.user.id, { title: 'Soon hidden' });
    await app.request('PUT', `/api/courses/${hidden.id}`, {
      body: { status: 'inactive' },
      headers: bearer(admin.token),
    });
    const res = await app.request('GET', `/api/courses/events?since=${cursor}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.events).toEqual([
      expect.objectContaining({
        type: 'course:created',
        courseId: shown.id,
        title: 'Fresh course',
      }),
    ]);
    expect(res.body.data.cursor).toBeGreaterThan(cursor);
    const bad = await app.request('GET', '/api/courses/events?since=abc');
    expect(bad.status).toBe(400);
  });
});

describe('purchases', () => {
  it("appear in the learner's purchasedCourses and count once per learner", async () => {
    const first = await createCourse(app, admin.user.id);
    const second = await createCourse(app, admin.user.id);
    const student = await createLearner(app);
    await givePurchase(app, student.user.id, first.id);
    await givePurchase(app, student.user.id, second.id);
    await givePurchase(app, student.user.id, first.id);
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(student.token) });
    expect(me.body.data.purchasedCourses).toEqual([first.id, second.id]);
    const course = await app.request('GET', `/api/courses/${first.id}`);
    expect(course.body.data.course.totalEnrollments).toBe(1);
  });
});

describe('purchase marks on cached lists', () => {
  it('show a course as bought as soon as the learner bought it', async () => {
    const course = await createCourse(app, admin.user.id, { title: 'Markme course' });
    const student = await createLearner(app);
    const marks = async () =>
      (
        await app.request('GET', '/api/courses?search=markme', { headers: bearer(student.token) })
      ).body.data.courses.map((c: { userHasPurchased: boolean }) => c.userHasPurchased);
    expect(await marks()).toEqual([false]);
    await givePurchase(app, student.user.id, course.id);
    expect(await marks()).toEqual([true]);
    // The shared page was not changed for anyone else.
    const visitor = await app.request('GET', '/api/courses?search=markme');
    expect(visitor.body.data.courses[0].userHasPurchased).toBe(false);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, courses, videos and enrollments', async () => {
    const fresh = await startTestApp();
    const boss = await createAdmin(fresh);
    const a = await createLearner(fresh);
    await createLearner(fresh);
    const c1 = await createCourse(fresh, boss.user.id);
    await createCourse(fresh, boss.user.id, { status: 'inactive' });
    await givePurchase(fresh, a.user.id, c1.id);
    const res = await fresh.request('GET', '/api/admin/stats', { headers: bearer(boss.token) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalUsers: 3,
      totalLearners: 2,
      totalCourses: 2,
      activeCourses: 1,
      totalVideos: 0,
      totalEnrollments: 1,
      testCheckoutInProduction: false,
    });
  });

  it('tells the admins of a production server that takes pretend payments (issue 24)', async () => {
    const production = await startTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.com',
      TEST_CHECKOUT: 'true',
    });
    const boss = await createAdmin(production);
    const res = await production.request('GET', '/api/admin/stats', {
      headers: bearer(boss.token),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.testCheckoutInProduction).toBe(true);
  });
});
