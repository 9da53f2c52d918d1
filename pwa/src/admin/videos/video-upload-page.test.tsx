import { screen, within } from '@testing-library/react';
import type { UploadOptions } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { adminVideo, courseVideos } from '../admin-video-fixtures.ts';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import VideoUploadPage from './video-upload-page.tsx';

/**
 * The upload's transport is tus-js-client, whose protocol is tested with the API's tus server; here a
 * stand-in server takes the whole file at once and answers the new video's id, as the API does.
 */
const tus = vi.hoisted(() => ({
  sent: [] as { name: string; metadata: Record<string, string> }[],
}));
vi.mock('tus-js-client', () => ({
  defaultOptions: { urlStorage: { removeUpload: async () => undefined } },
  Upload: class {
    url: string | null = null;
    constructor(
      private readonly file: File,
      private readonly options: UploadOptions,
    ) {}
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    start() {
      tus.sent.push({ name: this.file.name, metadata: this.options.metadata ?? {} });
      setTimeout(() => {
        this.options.onProgress?.(this.file.size, this.file.size);
        this.options.onSuccess?.({
          lastResponse: {
            getHeader: (name: string) =>
              ({ 'Upload-Video-Id': 'v9', 'Upload-Video-Version': '1' })[name],
          },
        } as never);
      });
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const route = '/admin/courses/:courseId/videos/upload';
const VIDEOS = 'GET /api/admin/courses/:id/videos';
const uploadPage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(VideoUploadPage, {
    route,
    at: '/admin/courses/c1/videos/upload',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('VideoUploadPage', () => {
  it('says it is loading the course', async () => {
    await uploadPage({ [VIDEOS]: never });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.title).toBe('Upload Video | Admin | Selam Academy');
  });

  it('uploads a lesson with its details and says it is being processed', async () => {
    tus.sent = [];
    const page = await uploadPage({
      [VIDEOS]: ok(courseVideos([adminVideo('v1', 'What is a browser?')])),
    });
    await screen.findByRole('heading', { level: 1, name: 'Upload Video' });
    await page.user.type(screen.getByLabelText(/^Video title/), 'Servers and requests');
    await page.user.type(screen.getByLabelText(/^Video description/), 'How a request travels.');
    const file = new File(['lesson'], 'lesson-2.mp4', { type: 'video/mp4' });
    await page.user.upload(screen.getByLabelText(/Choose a video file/), file);
    const form = screen.getByLabelText(/^Video title/).closest('form')!;
    await page.user.click(within(form).getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Video Uploaded Successfully')).toBeTruthy();
    expect(tus.sent).toEqual([
      {
        name: 'lesson-2.mp4',
        metadata: expect.objectContaining({
          courseId: 'c1',
          title: 'Servers and requests',
          order: '2',
          filename: 'lesson-2.mp4',
        }) as Record<string, string>,
      },
    ]);
  });

  it('asks for the title and the file before sending anything', async () => {
    tus.sent = [];
    const page = await uploadPage({ [VIDEOS]: ok(courseVideos([])) });
    const form = (await screen.findByLabelText(/^Video title/)).closest('form')!;
    await page.user.click(within(form).getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findAllByText('Video title is required')).not.toHaveLength(0);
    expect(screen.getAllByText('Video file is required')).not.toHaveLength(0);
    expect(tus.sent).toEqual([]);
  });

  it('says when the course does not exist', async () => {
    await uploadPage({ [VIDEOS]: fail(404, 'Course not found') });
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await uploadPage({ [VIDEOS]: ok(courseVideos([])) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ቪድዮ ጸዓን' })).toBeTruthy();
  });
});
