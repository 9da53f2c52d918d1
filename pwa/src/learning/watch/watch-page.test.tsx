import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseProgressData, CourseVideoItem, CourseVideosData } from '@academy/shared';
import type { PlayerProblem } from '../../media/player-types.ts';
import { fail, held, networkFailure, never, ok } from '../../test/api-stub.ts';
import { courseDetail, LEARNER, drmSessionAnswer } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import WatchPage from './watch-page.tsx';

/**
 * happy-dom plays no media: the player's seam (`openShakaSession`, media/shaka-session.ts) is a stand-in
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
const drmSession = drmSessionAnswer((id) => video(id, 1));

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

/** A learner's progress on TWO before watching anything. */
const NOTHING_WATCHED: CourseProgressData = {
  courseId: 'course-1',
  videos: [],
  overallProgress: 0,
  courseProgress: {
    courseId: 'course-1',
    totalVideos: 2,
    completedVideos: 0,
    totalProgress: 0,
    overallProgress: 0,
    isCompleted: false,
    lastWatchedVideo: null,
    lastWatchedPosition: 0,
    completedAt: null,
  },
};

function open(
  videoId: string,
  api: Parameters<typeof renderScreen>[1]['api'],
  language?: 'ti',
  learner?: typeof LEARNER,
) {
  return renderScreen(WatchPage, {
    route,
    at: `/course/course-1/watch/${videoId}`,
    language,
    learner,
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

  it('lists the lessons in the playlist and opens another, which shows no poster while it loads', async () => {
    const page = await open('video-1', {
      [LESSONS]: ok(
        lessons([
          video('video-1', 1, { posterUrl: '/m/1.jpg' }),
          video('video-3', 2, {
            isLocked: false,
            hasAccess: true,
            isFreePreview: true,
            videoUrl: '/m/3.m3u8',
            posterUrl: '/m/3.jpg',
            title: 'Free lesson two',
          }),
        ]),
      ),
    });
    // The page opened on a link: its poster is the first picture.
    await vi.waitFor(() =>
      expect(document.querySelector('video')?.getAttribute('poster')).toBe('/m/1.jpg'),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Show course content' }));
    const playlist = screen
      .getByRole('heading', { name: 'Course Content' })
      .closest('section, aside, div[aria-labelledby]')!;
    expect(within(playlist as HTMLElement).getByText('Free lesson two')).toBeTruthy();
    await page.user.click(within(playlist as HTMLElement).getByText('Free lesson two'));
    expect(page.location()).toBe('/course/course-1/watch/video-3');
    // Chosen in the open app, it plays at once: its first frame, not the poster's bytes, comes first.
    await vi.waitFor(() => expect(player.loads).toContain('/m/3.m3u8'));
    expect(document.querySelector('video')?.hasAttribute('poster')).toBe(false);
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

  it('keeps a learner’s lessons still until their progress arrives, so a click on a locked one goes to checkout after 2 s', async () => {
    // The progress answer adds the header's lines: in a browser they moved the lessons 40 px down
    // between a click's aim and the press, which landed on the open lesson above (no notice).
    const progress = held(ok<CourseProgressData>(NOTHING_WATCHED));
    const page = await open(
      'video-1',
      {
        [LESSONS]: ok(TWO),
        'GET /api/progress/course/:id': progress.reply,
        'GET /api/progress/resume/:courseId/:videoId': ok({
          resumePosition: 0,
          watchedDuration: 0,
        }),
      },
      undefined,
      LEARNER,
    );
    await page.user.click(await screen.findByRole('button', { name: 'Show course content' }));
    expect(screen.getByTestId('playlist').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByTestId('playlist-lesson')).toEqual([]);

    progress.release();
    const locked = (await screen.findAllByTestId('playlist-lesson'))[1]!;
    expect(screen.getByTestId('playlist-progress').textContent).toContain('0/2 completed');
    vi.useFakeTimers();
    fireEvent.click(locked);
    expect(screen.getByTestId('locked-notice').textContent).toContain('Redirecting to checkout');
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(page.location()).toBe('/course/course-1/watch/video-1');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(page.location()).toBe('/course/course-1/checkout');
    vi.useRealTimers();
  });
});
