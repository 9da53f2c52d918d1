import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseVideoItem, CourseVideosData } from '@academy/shared';
import { ok } from '../../test/api-stub.ts';
import { drmSessionAnswer } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import CoursePreview from './course-preview.tsx';
import type * as LoadLessonPlayer from './load-lesson-player.ts';

/**
 * happy-dom plays no media: the player's seam (`openShakaSession`, media/shaka-session.ts) is a stand-in
 * that counts the players opened and the lessons loaded, and Shaka's loader counts its downloads. The
 * rest is real.
 */
const player = vi.hoisted(() => ({ opened: 0, loads: [] as string[], shakaLoads: 0 }));
vi.mock('../../media/shaka-loader.ts', () => ({
  loadShaka: async () => {
    player.shakaLoads += 1;
    return {};
  },
}));
vi.mock('../../media/shaka-session.ts', () => ({
  classifyError: (problem: unknown) => ({ problem, expired: false }),
  openShakaSession: async () => {
    player.opened += 1;
    return {
      load: async (url: string) => {
        player.loads.push(url);
      },
      destroy: () => undefined,
    };
  },
}));
vi.mock('../../media/lesson-prefetch.ts', () => ({ prefetchLesson: () => undefined }));
/** The player's code downloads for real, unless a test makes the next downloads fail (a dropped link). */
const download = vi.hoisted(() => ({ failures: 0 }));
vi.mock('./load-lesson-player.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LoadLessonPlayer>();
  return {
    loadLessonPlayer: async () => {
      if (download.failures > 0) {
        download.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return real.loadLessonPlayer();
    },
  };
});

const LESSONS = 'GET /api/videos/course/:id/version/1';
const DRM = 'GET /api/drm/videos/:id';

function lesson(id: string, order: number): CourseVideoItem {
  const open = order <= 2;
  return {
    _id: id,
    id,
    courseId: 'course-1',
    title: `Lesson ${order}`,
    description: '',
    duration: 300,
    order,
    isFreePreview: open,
    status: 'active',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    sizes: [],
    videoUrl: open ? `/media/${id}/v1/master.m3u8?sig=a` : null,
    url: null,
    posterUrl: open ? `/media/${id}/v1/poster.jpg?sig=a` : null,
    expiresAt: open ? '2026-11-26T23:00:00.000Z' : null,
    hasAccess: open,
    isLocked: !open,
    lockReason: open ? null : 'sign_in_required',
    progress: 0,
    completed: false,
  };
}
const LIST: CourseVideosData = {
  courseId: 'course-1',
  videos: [lesson('video-1', 1), lesson('video-2', 2), lesson('video-3', 3)],
  userHasPurchased: false,
  videoCount: 3,
  totalDuration: 900,
};
const drmSession = drmSessionAnswer((id) => lesson(id, 1));

function CoursePage() {
  return <CoursePreview courseId="course-1" />;
}

const open = () =>
  renderScreen(CoursePage, {
    route: '/course/:id',
    at: '/course/course-1',
    api: {
      [LESSONS]: ok(LIST),
      [DRM]: drmSession,
      'DELETE /api/drm/sessions/:id': ok(null),
    },
  });

beforeEach(() => {
  player.opened = 0;
  player.loads = [];
  player.shakaLoads = 0;
  download.failures = 0;
});

describe('CoursePreview', () => {
  it("shows the first open lesson's picture and a Play button, and opens no player until asked", async () => {
    await open();
    const preview = await screen.findByTestId('preview-facade');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(
      '/media/video-1/v1/poster.jpg?sig=a',
    );
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(player.shakaLoads).toBe(0);
    expect(player.opened).toBe(0);
  });

  it('plays the lesson when the visitor taps Play', async () => {
    const { user } = await open();
    await user.click(
      within(await screen.findByTestId('preview-facade')).getByRole('button', { name: 'Play' }),
    );
    const video = await screen.findByTestId('video-player');
    expect(screen.queryByTestId('preview-facade')).toBeNull();
    await vi.waitFor(() => expect(video.dataset.status).toBe('ready'));
    expect(player.loads).toEqual(['/media/video-1/v1/master.m3u8?sig=a']);
    expect(player.shakaLoads).toBeGreaterThan(0);
  });

  it('plays an open lesson chosen in the playlist', async () => {
    const { user } = await open();
    await screen.findByTestId('preview-facade');
    await user.click(screen.getAllByTestId('playlist-lesson')[1]!);
    const video = await screen.findByTestId('video-player');
    await vi.waitFor(() => expect(video.dataset.status).toBe('ready'));
    expect(player.loads).toEqual(['/media/video-2/v1/master.m3u8?sig=a']);
  });

  it("says the lesson could not be loaded when the player's code does not arrive, and plays on Retry", async () => {
    download.failures = 1;
    const { user } = await open();
    await user.click(
      within(await screen.findByTestId('preview-facade')).getByRole('button', { name: 'Play' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This lesson could not be loaded. Check your connection and try again.',
    );
    // The page around it stays: the lesson list is still there to choose from.
    expect(screen.getAllByTestId('playlist-lesson')).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const video = await screen.findByTestId('video-player');
    await vi.waitFor(() => expect(video.dataset.status).toBe('ready'));
    expect(player.loads).toEqual(['/media/video-1/v1/master.m3u8?sig=a']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
