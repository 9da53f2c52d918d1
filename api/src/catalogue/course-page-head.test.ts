import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { courses } from './course.table.ts';
import { coursePageHead } from './course-page-head.ts';

/**
 * The course page's image named in the page's head (its largest paint on a phone), for active
 * courses with an image only.
 */
let app: TestApp;
let head: (pathname: string) => Promise<string | null>;
const hash = 'a'.repeat(32);

beforeAll(async () => {
  app = await startTestApp();
  head = coursePageHead(app.ctx);
});
afterAll(() => app.close());

async function courseWith(fields: {
  thumbnailHash: string | null;
  status?: 'active' | 'inactive';
}) {
  const admin = await createAdmin(app);
  const course = await createCourse(app, admin.user.id);
  await app.ctx.database.db
    .update(courses)
    .set({ thumbnailHash: fields.thumbnailHash, status: fields.status ?? 'active' })
    .where(eq(courses.id, course.id));
  return course;
}

describe('the course page head', () => {
  it("preloads an active course's image, by id and by slug", async () => {
    const course = await courseWith({ thumbnailHash: hash });
    const tag = `<link rel="preload" as="image" fetchpriority="high" href="/api/courses/thumbnails/${hash}/`;
    expect(await head(`/course/${course.id}`)).toContain(tag);
    expect(await head(`/course/${course.slug}`)).toContain(tag);
  });

  it('names nothing for a course without an image, an inactive one, an unknown course or another page', async () => {
    const bare = await courseWith({ thumbnailHash: null });
    const draft = await courseWith({ thumbnailHash: hash, status: 'inactive' });
    expect(await head(`/course/${bare.id}`)).toBeNull();
    expect(await head(`/course/${draft.id}`)).toBeNull();
    expect(await head('/course/00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await head('/course/%E0%A4%A')).toBeNull();
    expect(await head(`/course/${draft.id}/watch/1`)).toBeNull();
  });
});
