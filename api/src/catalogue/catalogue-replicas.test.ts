import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/fixtures/accounts.ts';
import {
  announceCatalogueChangeFromAnotherProcess,
  createCourse,
} from '../../test/fixtures/catalogue.ts';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { courses } from './course.table.ts';

/**
 * Several API processes share one database, each with its own cache of catalogue pages. A change made
 * in one process reaches the others as a PostgreSQL notification; here the "other process" is a plain
 * connection that changes a title behind the app's back and then notifies, as another replica does.
 * (The cluster test checks the same between real processes behind nginx.)
 */

let app: TestApp;
let courseId: string;

const visitorTitles = async () =>
  ((await app.request('GET', '/api/courses')).body.data.courses as { title: string }[]).map(
    (c) => c.title,
  );

beforeAll(async () => {
  app = await startTestApp();
  const admin = await createAdmin(app);
  courseId = (await createCourse(app, admin.user.id, { title: 'Before' })).id;
});

describe('the catalogue cache across processes', () => {
  it('drops its pages when another process announces a change', async () => {
    expect(await visitorTitles()).toEqual(['Before']);
    // Another replica's write: this process's cache does not know yet.
    await app.ctx.database.db
      .update(courses)
      .set({ title: 'After' })
      .where(eq(courses.id, courseId));
    expect(await visitorTitles()).toEqual(['Before']);

    await announceCatalogueChangeFromAnotherProcess(app);
    // Within the cache's 10 s time-to-live: only the notification can explain the new title.
    await eventually(async () => (await visitorTitles())[0] === 'After', 5_000);
    expect(await visitorTitles()).toEqual(['After']);
  });
});
