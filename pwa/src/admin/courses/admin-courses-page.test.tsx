import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDeleteResult } from '@academy/shared';
import { adminCourse, adminCourseList } from '../admin-course-fixtures.ts';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminCoursesPage from './admin-courses-page.tsx';

const route = '/admin/courses';
const COURSES = 'GET /api/courses';
const DELETE = 'DELETE /api/courses/:id';
const WEB = adminCourse({ _id: 'c1', id: 'c1', title: 'Introduction to the Web' });
const PHOTO = adminCourse({ _id: 'c2', id: 'c2', title: 'Photo Editing Basics', price: 0 });
const coursesPage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminCoursesPage, {
    route,
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('AdminCoursesPage', () => {
  it('is busy while the courses load', async () => {
    await coursesPage({ [COURSES]: never });
    const list = await screen.findByRole('region', { name: 'Courses' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(document.title).toBe('Course Management | Admin | Selam Academy');
  });

  it('lists the courses with their View and Edit links and the way to upload', async () => {
    const page = await coursesPage({ [COURSES]: ok(adminCourseList([WEB, PHOTO])) });
    expect(await screen.findByText('Introduction to the Web')).toBeTruthy();
    expect(screen.getByText('2 courses')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Edit Photo Editing Basics' }).getAttribute('href'),
    ).toBe('/admin/courses/c2/edit');
    expect(screen.getByRole('link', { name: 'Upload New Course' }).getAttribute('href')).toBe(
      '/admin/upload',
    );
    await page.user.click(screen.getByRole('link', { name: 'View Introduction to the Web' }));
    expect(page.location()).toBe('/admin/courses/c1');
  });

  it('deletes a course after asking', async () => {
    const result: CourseDeleteResult = {
      outcome: 'deleted',
      courseId: 'c1',
      purchases: 0,
      course: null,
    };
    const page = await coursesPage({
      [COURSES]: ok(adminCourseList([WEB])),
      [DELETE]: ok(result),
    });
    await page.user.click(
      await screen.findByRole('button', { name: 'Delete Introduction to the Web' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this course?' });
    page.api.set({ [COURSES]: ok(adminCourseList([])) });
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText('Course deleted successfully')).toBeTruthy();
    expect(page.api.calls(DELETE)[0]?.path).toBe('/api/courses/c1');
    expect(await screen.findByText('No courses yet.')).toBeTruthy();
  });

  it('says when there is no course yet', async () => {
    await coursesPage({ [COURSES]: ok(adminCourseList([])) });
    expect(await screen.findByText('No courses yet.')).toBeTruthy();
    expect(screen.getByText('Upload your first course to fill the catalogue.')).toBeTruthy();
  });

  it('explains a failed load and loads again on Retry', async () => {
    const page = await coursesPage({ [COURSES]: fail(500, 'Internal error') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch courses');
    page.api.set({ [COURSES]: ok(adminCourseList([WEB])) });
    await page.user.click(
      within(alert.parentElement!).getByRole('button', { name: /Retry|Try Again/ }),
    );
    expect(await screen.findByText('Introduction to the Web')).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await coursesPage({ [COURSES]: ok(adminCourseList([])) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ምሕደራ ኮርሳት' })).toBeTruthy();
    expect(await screen.findByText('ገና ኮርስ የለን።')).toBeTruthy();
  });
});
