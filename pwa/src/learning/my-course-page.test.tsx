import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseProgressData, VideoProgress } from '@academy/shared';
import { catalogueKeys } from '../courses/catalogue-queries.ts';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { courseDetail, LEARNER, myRating } from '../test/fixtures.ts';
import { LEARNER_TOKEN, renderScreen } from '../test/render-screen.tsx';
import MyCoursePage from './my-course-page.tsx';

const route = '/my-course/:id';
const at = '/my-course/course-1';
const COURSE = 'GET /api/courses/:id';
const PROGRESS = 'GET /api/progress/course/:id';
/** The rating widget in the side column (ratings/rating-widget.test.tsx tests it). */
const RATING = 'GET /api/courses/:id/rating';
const OWNED = courseDetail({ userHasPurchased: true });

function lesson(videoId: string, percent: number): VideoProgress {
  const isCompleted = percent >= 100;
  return {
    _id: `p-${videoId}`,
    videoId,
    watchedDuration: 0,
    totalDuration: 300,
    watchedPercentage: percent,
    completionPercentage: percent,
    isCompleted,
    lastPosition: 0,
    completedAt: null,
    lastUpdatedAt: null,
    acceptedUpdates: 1,
    progress: { isCompleted, completionPercentage: percent },
  };
}
const PROGRESS_DATA: CourseProgressData = {
  courseId: 'course-1',
  videos: [
    { _id: 'video-1', id: 'video-1', progress: lesson('video-1', 100) },
    { _id: 'video-2', id: 'video-2', progress: lesson('video-2', 40) },
  ],
  overallProgress: 50,
  courseProgress: {
    courseId: 'course-1',
    totalVideos: 2,
    completedVideos: 1,
    totalProgress: 50,
    overallProgress: 50,
    isCompleted: false,
    lastWatchedVideo: 'video-2',
    lastWatchedPosition: 120,
    completedAt: null,
  },
};

describe('MyCoursePage', () => {
  it('says it is loading the course', async () => {
    await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: never, [PROGRESS]: never },
    });
    expect(screen.getByText('Loading the course…').closest('[role="status"]')).toBeTruthy();
  });

  it('shows the bought course with each lesson’s progress and continues where the learner was', async () => {
    const page = await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: ok(OWNED), [PROGRESS]: ok(PROGRESS_DATA), [RATING]: ok(myRating()) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to the Web' }),
    ).toBeTruthy();
    expect(document.title).toBe('Introduction to the Web | Selam Academy');
    const first = screen.getByRole('link', { name: 'Play lesson 1: What is a browser?' });
    expect(await within(first).findByText('Completed')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Play lesson 2: Servers and requests' });
    expect(await within(second).findByText('40% watched')).toBeTruthy();
    expect(screen.getByText('1/2 lessons completed')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Continue learning' }));
    expect(page.location()).toBe('/course/course-1/watch/video-2');
  });

  it('points a learner who has not bought the course to its page', async () => {
    const page = await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: ok(courseDetail({ userHasPurchased: false })) },
    });
    expect(await screen.findByText('You have not bought this course yet')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'See the course' }));
    expect(page.location()).toBe('/course/course-1');
  });

  it('says when the course does not exist, with the way back', async () => {
    await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: fail(404, 'Course not found') },
    });
    expect(
      await screen.findByText('This course does not exist or is no longer offered.'),
    ).toBeTruthy();
    expect(document.title).toBe('Course not found | Selam Academy');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
  });

  it('explains a failed load and loads again on Try Again', async () => {
    const page = await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      api: {
        [COURSE]: fail(500, 'Internal error'),
        [PROGRESS]: ok(PROGRESS_DATA),
        [RATING]: ok(myRating()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load course');
    page.api.set({ [COURSE]: ok(OWNED) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to the Web' }),
    ).toBeTruthy();
  });

  it('offline, shows the course saved in an earlier visit', async () => {
    await renderScreen(MyCoursePage, {
      route,
      at,
      learner: LEARNER,
      offline: true,
      api: { [COURSE]: networkFailure, [PROGRESS]: networkFailure },
      seed: (client) => client.setQueryData(catalogueKeys.course('course-1', LEARNER_TOKEN), OWNED),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Introduction to the Web' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play lesson 1: What is a browser?' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await renderScreen(MyCoursePage, { route, at });
    expect(page.location()).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(MyCoursePage, {
      route,
      at,
      language: 'ti',
      learner: LEARNER,
      api: { [COURSE]: ok(courseDetail({ userHasPurchased: false })) },
    });
    expect(await screen.findByText('ነዚ ኮርስ ገና ኣይገዛእኩምዎን')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ናብ ዳሽቦርድ ተመለሱ' })).toBeTruthy();
  });
});
