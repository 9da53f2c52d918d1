import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { ok } from '../../test/api-stub.ts';
import { goOffline, renderScreen } from '../../test/render-screen.tsx';
import UploadCoursePage from './upload-course-page.tsx';

const route = '/admin/upload';
const uploadPage = (options: { language?: 'ti' } = {}) =>
  renderScreen(UploadCoursePage, {
    route,
    layout: AdminArea,
    admin: ADMIN,
    ...options,
    api: { [VALIDATE]: ok({ admin: ADMIN }) },
  });
const submit = () => screen.getByRole('button', { name: 'Upload Course' });

describe('UploadCoursePage', () => {
  it('lists every problem of an empty form together, sending nothing', async () => {
    const page = await uploadPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload New Course' }),
    ).toBeTruthy();
    expect(document.title).toBe('Upload New Course | Admin | Selam Academy');
    await page.user.click(submit());
    for (const problem of [
      'Course title is required',
      'Course description is required',
      'Course category is required',
      'Course level is required',
      'Course thumbnail is required',
    ])
      expect((await screen.findAllByText(problem)).length).toBeGreaterThan(0);
    // Only the admin session check went out.
    expect(page.api.calls().map((call) => call.path)).toEqual(['/api/admin/validate']);
  });

  it('numbers the video lessons as they are added and removed', async () => {
    const page = await uploadPage();
    await screen.findByRole('heading', { level: 1, name: 'Upload New Course' });
    const lessons = () => screen.queryAllByText(/^Video \d+$/).map((item) => item.textContent);
    const before = lessons().length;
    await page.user.click(screen.getByRole('button', { name: 'Add a video lesson' }));
    await page.user.click(screen.getByRole('button', { name: 'Add a video lesson' }));
    expect(lessons()).toHaveLength(before + 2);
    await page.user.click(screen.getByRole('button', { name: 'Remove video 1' }));
    expect(lessons()).toEqual(Array.from({ length: before + 1 }, (_, i) => `Video ${i + 1}`));
  });

  it('offline, keeps the form but will not start an upload', async () => {
    await uploadPage();
    await screen.findByRole('heading', { level: 1, name: 'Upload New Course' });
    expect(submit()).toHaveProperty('disabled', false);
    act(() => goOffline());
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('needs-network')).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await uploadPage({ language: 'ti' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ሓድሽ ኮርስ ጸዓን' })).toBeTruthy();
  });
});
