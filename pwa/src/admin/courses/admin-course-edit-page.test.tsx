import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCourseDetail } from '../admin-course-fixtures.ts';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { fail, held, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminCourseEditPage from './admin-course-edit-page.tsx';

const route = '/admin/courses/:courseId/edit';
const COURSE = 'GET /api/courses/:id';
const SAVE = 'PUT /api/courses/:id';
const WEB = adminCourseDetail({ _id: 'c1', id: 'c1', title: 'Introduction to the Web' });
const editPage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminCourseEditPage, {
    route,
    at: '/admin/courses/c1/edit',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });
const titleField = () => screen.getByLabelText(/^Course title/);

describe('AdminCourseEditPage', () => {
  it('says it is loading the course', async () => {
    await editPage({ [COURSE]: never });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.title).toBe('Edit Course | Admin | Selam Academy');
  });

  it("starts from the course's saved values and saves the changes", async () => {
    const save = held(ok({ course: { ...WEB, title: 'The Web, Explained' } }));
    const page = await editPage({ [COURSE]: ok({ course: WEB }), [SAVE]: save.reply });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    expect(titleField()).toHaveProperty('value', 'Introduction to the Web');
    await page.fill('Course title', 'The Web, Explained');
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Saving your changes…')).not.toHaveLength(0);
    expect(page.api.calls(SAVE)[0]?.body).toMatchObject({ title: 'The Web, Explained' });
    save.release();
    const done = await screen.findByRole('dialog', { name: 'Course Updated Successfully' });
    await page.user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(page.location()).toBe('/admin/courses/c1');
  });

  it('refuses an empty title before sending anything', async () => {
    const page = await editPage({ [COURSE]: ok({ course: WEB }) });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    await page.user.clear(titleField());
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Course title is required')).not.toHaveLength(0);
    expect(page.api.calls(SAVE)).toEqual([]);
  });

  it("shows the server's refusal of a save", async () => {
    const page = await editPage({
      [COURSE]: ok({ course: WEB }),
      [SAVE]: fail(500, 'Failed to update course'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
  });

  it('says when the course does not exist', async () => {
    await editPage({ [COURSE]: fail(404, 'Course not found') });
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await editPage({ [COURSE]: ok({ course: WEB }) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ኮርስ ኣስተኻኽል' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ለውጥታት ኣቐምጥ' })).toBeTruthy();
  });
});
