import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseVideoItem, CourseVideosData } from '@academy/shared';
import type { PlayerProblem } from '../../media/player-types.ts';
import { ok } from '../../test/api-stub.ts';
import { courseDetail, drmSessionAnswer } from '../../test/fixtures.ts';
import { goOffline, renderScreen } from '../../test/render-screen.tsx';
import WatchPage from './watch-page.tsx';

/**
 * A failed playback is honest (issue 27 §3): the watch page's failure box for each kind of failure,
 * and an `ended` far before the lesson's end that is not taken as the end. happy-dom plays no media: the
 * player's seam (`openShakaSession`) loads, or fails with the problem a test sets (no retries).
 */
const player = vi.hoisted(() => ({ loads: [] as string[], refuse: null as string | null }));
vi.mock('../../media/shaka-session.ts', () => ({
  classifyError: (problem: unknown) => ({ problem, expired: false }),
  openShakaSession: async () => {
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

const LESSONS = 'GET /api/videos/course/:id/version/1';
const NEXT = 'GET /api/progress/next-video/:courseId/:videoId';
const URL_1 = '/media/video-1/v1/master.m3u8?sig=a';

function lesson(id: string, order: number): CourseVideoItem {
  const free = order === 1;
  return {
    _id: id,
    id,
    courseId: 'course-1',
    title: free ? 'What is a browser?' : 'Servers and requests',
    description: '',
    duration: 300,
    order,
    isFreePreview: free,
    status: 'active',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    sizes: [],
    videoUrl: free ? URL_1 : null,
    url: null,
    posterUrl: null,
    expiresAt: free ? '2026-11-26T23:00:00.000Z' : null,
    hasAccess: free,
    isLocked: !free,
    lockReason: free ? null : 'sign_in_required',
    progress: 0,
    completed: false,
  };
}
const TWO: CourseVideosData = {
  courseId: 'course-1',
  videos: [lesson('video-1', 1), lesson('video-2', 2)],
  userHasPurchased: false,
  videoCount: 2,
  totalDuration: 600,
};
const drmSession = drmSessionAnswer((id) => lesson(id, 1));

function open(language?: 'ti') {
  return renderScreen(WatchPage, {
    route: '/course/:id/watch/:videoId',
    at: '/course/course-1/watch/video-1',
    language,
    api: {
      'GET /api/courses/:id': ok(courseDetail()),
      [LESSONS]: ok(TWO),
      'GET /api/drm/videos/:id': drmSession,
      'DELETE /api/drm/sessions/:id': ok(null),
      [NEXT]: ok({ nextVideo: lesson('video-2', 2) }),
    },
  });
}

const DEVICE =
  'This lesson could not be played on this device. Try again, or open it in another browser.';
const NETWORK = 'This lesson could not be loaded. Check your connection and try again.';
const PURCHASE = /requires course purchase/;

beforeEach(() => {
  player.loads = [];
  player.refuse = null;
});

describe('a lesson this device cannot play', () => {
  it('says so, with Retry and the reason folded away, and plays on Retry', async () => {
    player.refuse = 'decode';
    const page = await open();
    const box = await screen.findByTestId('player-error');
    expect(box.getAttribute('role')).toBe('alert');
    expect(screen.getByText(DEVICE)).toBeTruthy();
    const details = box.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Technical details');
    expect(details.textContent).toContain(
      'Video format not supported. Please try a different browser.',
    );
    expect(document.body.textContent).not.toMatch(PURCHASE);

    player.refuse = null;
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(player.loads).toEqual([URL_1]));
    expect(screen.queryByTestId('player-error')).toBeNull();
  });

  it('says so in Tigrinya', async () => {
    player.refuse = 'unsupported';
    await open('ti');
    await screen.findByTestId('player-error');
    expect(screen.getByText(/እዚ ትምህርቲ ኣብዚ መሳርሒ ክጻወት ኣይከኣለን።/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'እንደገና ፈትን' })).toBeTruthy();
    expect(screen.getByText('ቴክኒካዊ ዝርዝር')).toBeTruthy();
  });
});

describe('a lesson the network could not bring', () => {
  it('asks to check the connection, with Retry', async () => {
    player.refuse = 'network';
    await open();
    const box = await screen.findByTestId('player-error');
    expect(box.getAttribute('data-kind')).toBe('network');
    expect(screen.getByText(NETWORK)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('blames the connection for any failure while offline', async () => {
    player.refuse = 'unknown';
    await open();
    await screen.findByTestId('player-error');
    act(() => goOffline());
    expect(screen.getByText(NETWORK)).toBeTruthy();
  });
});

describe('an `ended` far before the end of the lesson', () => {
  it('is a failed playback: no next lesson, no locked-lesson notice, Retry loads it again', async () => {
    const page = await open();
    await vi.waitFor(() => expect(player.loads).toEqual([URL_1]));
    const video = document.querySelector('video')!;
    // What WebKitGTK does with a lesson it cannot play: stays at 0 s, then ends.
    act(() => {
      video.dispatchEvent(new Event('ended'));
    });
    expect(await screen.findByText(DEVICE)).toBeTruthy();
    expect(screen.getByTestId('player-error').textContent).toContain(
      'Playback ended long before the end of the lesson',
    );
    expect(page.api.calls(NEXT)).toHaveLength(0);
    expect(page.location()).toBe('/course/course-1/watch/video-1');
    expect(document.body.textContent).not.toMatch(PURCHASE);

    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(player.loads).toEqual([URL_1, URL_1]));
    expect(screen.queryByTestId('player-error')).toBeNull();
  });

  it('is the end when it is the lesson’s end: the next lesson is asked for', async () => {
    const page = await open();
    await vi.waitFor(() => expect(player.loads).toEqual([URL_1]));
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 299.6 });
    act(() => {
      video.dispatchEvent(new Event('ended'));
    });
    await vi.waitFor(() => expect(page.api.calls(NEXT)).toHaveLength(1));
    expect(screen.queryByTestId('player-error')).toBeNull();
  });
});
