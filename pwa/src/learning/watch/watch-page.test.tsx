import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseVideoItem, CourseVideosData } from '@academy/shared';
import type { PlayerProblem } from '../../media/player-types.ts';
import { fail, networkFailure, never, ok, type StubRequest } from '../../test/api-stub.ts';
import { courseDetail } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import WatchPage from './watch-page.tsx';

/**
 * jsdom plays no media: the player's seam (`openShakaSession`, media/shaka-session.ts) is a stand-in
 * whose load succeeds, or fails with the problem a test sets. The rest of the page is real.
 */
const player = vi.hoisted(() => ({ loads: [] as string[], refuse: null as string | null }));
vi.mock('../../media/shaka-session.ts', () => ({
  classifyError: (problem: unknown) => ({ problem, expired: false }),
  openShakaSession: async () => {
    // Shaka cannot run here: the player stops at once with that problem (no retries).
    if (player.refuse) throw player.refuse as PlayerProblem;
    return {
      load: async (url: string) => {
        player.loads.push(url);
      },
      destroy: () => undefined,
    };
  },
}));
vi.mock('../../media/lesson-prefetch.ts', () => ({ prefetchLesson: () => undefined }));

const route = '/course/:id/watch/:videoId';
const LESSONS = 'GET /api/videos/course/:id/version/1';
const COURSE = 'GET /api/courses/:id';
/** The protection session every playing lesson opens (its watermark). */
const DRM = 'GET /api/drm/videos/:id';
const drmSession = (request: StubRequest) =>
  ok({
    video: {
      ...video(request.params.id ?? 'video-1', 1),
      drm: {
        enabled: true,
        scheme: 'hls-aes-128',
        keyUrl: null,
        sessionId: 'drm-session-1',
        sessionExpiresAt: '2026-11-26T23:00:00.000Z',
        watermarkData: 'a1b2c3d4e5f6',
        viewerCode: null,
        encryptedUrl: null,
      },
    },
  });

function video(id: string, order: number, overrides: Partial<CourseVideoItem> = {}) {
  return {
    _id: id,
    id,
    courseId: 'course-1',
    title: order === 1 ? 'What is a browser?' : 'Servers and requests',
    description: '',
    duration: 300,
    order,
    isFreePreview: order === 1,
    status: 'active',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    sizes: [],
    videoUrl: order === 1 ? `/media/${id}/v1/master.m3u8?sig=a` : null,
    url: null,
    posterUrl: null,
    expiresAt: order === 1 ? '2026-11-26T23:00:00.000Z' : null,
    hasAccess: order === 1,
    isLocked: order !== 1,
    lockReason: order === 1 ? null : 'sign_in_required',
    progress: 0,
    completed: false,
    ...overrides,
  } satisfies CourseVideoItem;
}
const lessons = (videos: CourseVideoItem[]): CourseVideosData => ({
  courseId: 'course-1',
  videos,
  userHasPurchased: false,
  videoCount: videos.length,
  totalDuration: 600,
});
const TWO = lessons([video('video-1', 1), video('video-2', 2)]);

function open(videoId: string, api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') {
  return renderScreen(WatchPage, {
    route,
    at: `/course/course-1/watch/${videoId}`,
    language,
    api: {
      [COURSE]: ok(courseDetail()),
      [DRM]: drmSession,
      'DELETE /api/drm/sessions/:id': ok(null),
      ...api,
    },
  });
}

beforeEach(() => {
  player.loads = [];
  player.refuse = null;
});

describe('WatchPage', () => {
  it('says it is loading the lesson', async () => {
    await open('video-1', { [LESSONS]: never, [COURSE]: never });
    expect(screen.getByRole('status').textContent).toBe('Loading the lesson…');
    expect(document.title).toBe('Watch | Selam Academy');
  });

  it('plays a free preview to a visitor, titled by the lesson', async () => {
    await open('video-1', { [LESSONS]: ok(TWO) });
    expect(await screen.findByRole('heading', { name: /What is a browser\?/ })).toBeTruthy();
    expect(document.title).toBe('What is a browser? | Selam Academy');
    await vi.waitFor(() => expect(player.loads).toEqual(['/media/video-1/v1/master.m3u8?sig=a']));
    expect(screen.queryByTestId('player-error')).toBeNull();
    expect(screen.getByRole('link', { name: 'Introduction to the Web' }).getAttribute('href')).toBe(
      '/course/course-1',
    );
  });

  it('says what went wrong when the lesson will not play', async () => {
    player.refuse = 'unsupported';
    await open('video-1', { [LESSONS]: ok(TWO) });
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain(
      'This video format is not supported. Please contact support.',
    );
  });

  it('tells a visitor that a paid lesson is locked, with the ways to sign in or see the course', async () => {
    const page = await open('video-2', { [LESSONS]: ok(TWO) });
    expect(await screen.findByText('This lesson is part of a paid course')).toBeTruthy();
    expect(
      screen.getByText(
        'This video requires course purchase. Please sign in or purchase the course.',
      ),
    ).toBeTruthy();
    expect(player.loads).toEqual([]);
    await page.user.click(screen.getByRole('link', { name: 'View the course' }));
    expect(page.location()).toBe('/course/course-1');
  });

  it('lists the lessons in the playlist and opens another', async () => {
    const page = await open('video-1', {
      [LESSONS]: ok(
        lessons([
          video('video-1', 1),
          video('video-3', 2, {
            isLocked: false,
            hasAccess: true,
            isFreePreview: true,
            videoUrl: '/m/3.m3u8',
            title: 'Free lesson two',
          }),
        ]),
      ),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Show course content' }));
    const playlist = screen
      .getByRole('heading', { name: 'Course Content' })
      .closest('section, aside, div[aria-labelledby]')!;
    expect(within(playlist as HTMLElement).getByText('Free lesson two')).toBeTruthy();
    await page.user.click(within(playlist as HTMLElement).getByText('Free lesson two'));
    expect(page.location()).toBe('/course/course-1/watch/video-3');
  });

  it('explains a failed load and loads again on Retry', async () => {
    const page = await open('video-1', { [LESSONS]: fail(500, 'The academy could not answer.') });
    expect(await screen.findByText('Failed to load course')).toBeTruthy();
    page.api.set({ [LESSONS]: ok(TWO) });
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /What is a browser\?/ })).toBeTruthy();
  });

  it('says the list will load when the connection returns, offline', async () => {
    await open('video-1', { [LESSONS]: networkFailure, [COURSE]: networkFailure });
    expect(
      await screen.findByText(
        'You are offline. The lesson list will load when the connection returns.',
      ),
    ).toBeTruthy();
  });

  it('says when the course does not exist', async () => {
    await open('video-1', { [LESSONS]: fail(404, 'Course not found') });
    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    const page = await open('video-1', { [LESSONS]: ok(TWO) }, 'ti');
    expect(await screen.findByRole('button', { name: 'ትሕዝቶ ኮርስ ኣርኢ' })).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'ትሕዝቶ ኮርስ ኣርኢ' }));
    expect(screen.getByRole('heading', { name: 'ትሕዝቶ ኮርስ' })).toBeTruthy();
  });
});
