import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { adminVideo, courseVideos } from '../admin-video-fixtures.ts';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminPlayerPage from './admin-player-page.tsx';

/** happy-dom plays no media: Shaka's session (the player's seam) is a stand-in whose load succeeds. */
const player = vi.hoisted(() => ({ loads: [] as string[] }));
vi.mock('../../media/shaka-session.ts', () => ({
  classifyError: (problem: unknown) => ({ problem, expired: false }),
  openShakaSession: async () => ({
    load: async (url: string) => {
      player.loads.push(url);
    },
    destroy: () => undefined,
  }),
}));
vi.mock('../../media/lesson-prefetch.ts', () => ({ prefetchLesson: () => undefined }));

const route = '/admin/courses/:courseId/videos/:videoId';
const VIDEO = 'GET /api/videos/:id';
const VIDEOS = 'GET /api/admin/courses/:id/videos';
const BROWSER = adminVideo('v1', 'What is a browser?');
const SERVERS = adminVideo('v2', 'Servers and requests', { order: 2 });
const playerPage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminPlayerPage, {
    route,
    at: '/admin/courses/c1/videos/v1',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: {
      [VALIDATE]: ok({ admin: ADMIN }),
      [VIDEOS]: ok(courseVideos([BROWSER, SERVERS])),
      ...api,
    },
  });

describe('AdminPlayerPage', () => {
  it('says it is loading the video', async () => {
    await playerPage({ [VIDEO]: never });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.title).toBe('Video player | Admin | Selam Academy');
  });

  it("plays the lesson, titled by it, beside the course's lessons", async () => {
    const page = await playerPage({ [VIDEO]: ok({ video: BROWSER }) });
    await vi.waitFor(() => expect(player.loads).toContain(BROWSER.videoUrl));
    expect(document.title).toBe('What is a browser? | Admin | Selam Academy');
    expect(screen.queryByTestId('player-error')).toBeNull();
    const playlist = screen
      .getByRole('heading', { name: 'Course videos' })
      .closest('[aria-labelledby]')!;
    await page.user.click(await within(playlist as HTMLElement).findByText('Servers and requests'));
    expect(page.location()).toBe('/admin/courses/c1/videos/v2');
  });

  it('says a lesson is still being processed', async () => {
    await playerPage({
      [VIDEO]: ok({
        video: {
          ...BROWSER,
          status: 'processing',
          progress: 40,
          videoUrl: null,
          url: null,
          version: null,
        },
      }),
    });
    expect(await screen.findByText('This video is still being processed.')).toBeTruthy();
  });

  it('says when the video does not exist', async () => {
    await playerPage({ [VIDEO]: fail(404, 'Video not found') });
    expect(await screen.findByText('Video not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Admin Courses' })).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await playerPage({ [VIDEO]: ok({ video: BROWSER }) }, 'ti');
    expect(await screen.findByRole('link', { name: 'ናብ ቪድዮታት ተመለስ' })).toBeTruthy();
  });
});
