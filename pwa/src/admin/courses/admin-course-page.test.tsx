import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCourseDetail } from '../admin-course-fixtures.ts';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminCoursePage from './admin-course-page.tsx';

const route = '/admin/courses/:courseId';
const COURSE = 'GET /api/courses/:id';
const WEB = adminCourseDetail({ _id: 'c1', id: 'c1', title: 'Introduction to the Web' });
const coursePage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminCoursePage, {
    route,
    at: '/admin/courses/c1',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('AdminCoursePage', () => {
  it('says it is loading the course', async () => {
    await coursePage({ [COURSE]: never });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.title).toBe('Course Management | Admin | Selam Academy');
  });

  it('shows the course with its overview, Edit and the way back', async () => {
    const page = await coursePage({ [COURSE]: ok({ course: WEB }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to the Web' }),
    ).toBeTruthy();
    expect(document.title).toBe('Introduction to the Web | Admin | Selam Academy');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe(
      '/admin/courses',
    );
    await page.user.click(screen.getByRole('link', { name: 'Edit Course' }));
    expect(page.location()).toBe('/admin/courses/c1/edit');
  });

  it('says when the course does not exist', async () => {
    await coursePage({ [COURSE]: fail(404, 'Course not found') });
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
    expect(screen.getByText('This course does not exist or has been deleted.')).toBeTruthy();
  });

  it('explains a failed load and loads again on Retry', async () => {
    const page = await coursePage({ [COURSE]: fail(500, 'Internal error') });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    page.api.set({ [COURSE]: ok({ course: WEB }) });
    await page.user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to the Web' }),
    ).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await coursePage({ [COURSE]: ok({ course: WEB }) }, 'ti');
    expect(await screen.findByRole('link', { name: 'ኮርስ ኣስተኻኽል' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'ክፋላት ኮርስ' });
    expect(within(tabs).getByRole('tab', { name: 'ሓፈሻዊ' })).toBeTruthy();
  });
});
