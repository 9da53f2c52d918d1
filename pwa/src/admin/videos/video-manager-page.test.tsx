import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { adminVideo, courseVideos } from '../admin-video-fixtures.ts';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import VideoManagerPage from './video-manager-page.tsx';

const route = '/admin/courses/:courseId/videos';
const VIDEOS = 'GET /api/admin/courses/:id/videos';
const PREVIEW = 'PUT /api/videos/:id/free-preview';
const BROWSER = adminVideo('v1', 'What is a browser?');
const SERVERS = adminVideo('v2', 'Servers and requests', { order: 2 });
const manager = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(VideoManagerPage, {
    route,
    at: '/admin/courses/c1/videos',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('VideoManagerPage', () => {
  it('says it is loading the lessons', async () => {
    await manager({ [VIDEOS]: never });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.title).toBe('Manage Videos | Admin | Selam Academy');
  });

  it("lists the course's lessons with the way to upload another", async () => {
    await manager({ [VIDEOS]: ok(courseVideos([BROWSER, SERVERS])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Videos' })).toBeTruthy();
    expect(screen.getAllByText('Introduction to the Web').length).toBeGreaterThan(0);
    expect(screen.getByText('What is a browser?')).toBeTruthy();
    expect(screen.getByText('Servers and requests')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Video' }).getAttribute('href')).toBe(
      '/admin/courses/c1/videos/upload',
    );
  });

  it('makes a lesson a free preview with its switch', async () => {
    const page = await manager({
      [VIDEOS]: ok(courseVideos([BROWSER])),
      [PREVIEW]: ok(
        { video: { ...BROWSER, isFreePreview: true } },
        { message: 'Video is now a free preview' },
      ),
    });
    const toggle = await screen.findByRole('switch', { name: 'Free preview' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    page.api.set({ [VIDEOS]: ok(courseVideos([{ ...BROWSER, isFreePreview: true }])) });
    await page.user.click(toggle);
    expect(page.api.calls(PREVIEW)[0]?.body).toEqual({ isFreePreview: true });
    expect(await screen.findByText('Video is now a free preview')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Free preview' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('says when the course has no lesson yet', async () => {
    await manager({ [VIDEOS]: ok(courseVideos([])) });
    expect(await screen.findByText('No videos yet')).toBeTruthy();
    expect(screen.getByText('Upload the first lesson of this course.')).toBeTruthy();
  });

  // A 5xx is retried three times with back-off by this query (video-queries.ts), so its error screen
  // is the course gate's, covered by the course page tests; a missing course is final at once.
  it('says when the course does not exist', async () => {
    await manager({ [VIDEOS]: fail(404, 'Course not found') });
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await manager({ [VIDEOS]: ok(courseVideos([BROWSER])) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ቪድዮታት ኣመሓድር' })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body;
    expect(within(header).getByRole('link', { name: 'ቪድዮ ጸዓን' })).toBeTruthy();
  });
});
