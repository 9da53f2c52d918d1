import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardCourse, DashboardData } from '@academy/shared';
import { progressKeys } from '../learning/progress-queries.ts';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { LEARNER_TOKEN, renderScreen } from '../test/render-screen.tsx';
import DashboardPage from './dashboard-page.tsx';

const route = '/dashboard';
const DASHBOARD = 'GET /api/progress/dashboard';
const ME = 'GET /api/auth/me';

function course(overrides: Partial<DashboardCourse>): DashboardCourse {
  return {
    _id: 'c1',
    id: 'c1',
    title: 'Introduction to the Web',
    description: 'How pages travel.',
    category: 'Programming',
    level: 'beginner',
    instructor: 'Aster Haile',
    thumbnail: null,
    progress: 0,
    totalLessons: 4,
    completedLessons: 0,
    duration: 1200,
    videos: [],
    isCompleted: false,
    completedAt: null,
    nextVideoId: 'v1',
    lastWatchedVideo: null,
    lastActivityAt: null,
    ...overrides,
  };
}
const WEB = course({ progress: 50, completedLessons: 2, nextVideoId: 'v3' });
const PHOTO = course({ _id: 'c2', id: 'c2', title: 'Photo Editing Basics', nextVideoId: 'p1' });
const data = (courses: DashboardCourse[]): DashboardData => ({ courses });
const cards = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('DashboardPage', () => {
  it('welcomes the learner and says it is loading their courses', async () => {
    await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      api: { [DASHBOARD]: never, [ME]: never },
    });
    expect(screen.getByText(/^Welcome back, Selam/)).toBeTruthy();
    expect(screen.getByText('Loading your courses…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Dashboard | Selam Academy');
  });

  it('lists the bought courses with their progress, tiles and the way back in', async () => {
    const page = await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      api: { [DASHBOARD]: ok(data([WEB, PHOTO])), [ME]: ok(LEARNER) },
    });
    expect(await screen.findByRole('heading', { name: 'Introduction to the Web' })).toBeTruthy();
    expect(cards()).toEqual(['Introduction to the Web', 'Photo Editing Basics']);
    const tiles = screen.getByRole('group', { name: 'Your learning at a glance' });
    expect(within(tiles).getByText('Total courses').parentElement?.textContent).toContain('2');
    const web = screen.getAllByRole('article')[0]!;
    expect(within(web).getByText('2/4 lessons')).toBeTruthy();
    expect(within(web).getByText('50%')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Ready to start')).toBeTruthy();
    await page.user.click(within(web).getByRole('link', { name: 'Continue' }));
    expect(page.location()).toBe('/course/c1/watch/v3');
  });

  it('narrows the list by search and says when nothing matches', async () => {
    const page = await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      api: { [DASHBOARD]: ok(data([WEB, PHOTO])), [ME]: ok(LEARNER) },
    });
    await screen.findByRole('heading', { name: 'Photo Editing Basics' });
    const search = screen.getByRole('searchbox', { name: 'Search your courses' });
    await page.user.type(search, 'photo');
    expect(cards()).toEqual(['Photo Editing Basics']);
    await page.user.type(search, 'graphy');
    expect(screen.getByText('No courses match your search or filter.')).toBeTruthy();
  });

  it('invites a learner without courses to browse the catalogue', async () => {
    const page = await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      api: { [DASHBOARD]: ok(data([])), [ME]: ok(LEARNER) },
    });
    expect(await screen.findByText('You have no courses yet')).toBeTruthy();
    const empty = screen.getByTestId('dashboard-empty');
    await page.user.click(within(empty).getByRole('link', { name: 'Browse courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('explains a failed load and loads again on Try Again', async () => {
    const page = await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      api: { [DASHBOARD]: fail(500, 'Internal error'), [ME]: ok(LEARNER) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard');
    page.api.set({ [DASHBOARD]: ok(data([WEB])) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Introduction to the Web' })).toBeTruthy();
  });

  it('offline, shows the courses saved in an earlier visit', async () => {
    await renderScreen(DashboardPage, {
      route,
      learner: LEARNER,
      offline: true,
      api: { [DASHBOARD]: networkFailure, [ME]: networkFailure },
      seed: (client) => client.setQueryData(progressKeys.dashboard(LEARNER_TOKEN), data([WEB])),
    });
    expect(screen.getByRole('heading', { name: 'Introduction to the Web' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('offline-banner').textContent).toContain("You're offline.");
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await renderScreen(DashboardPage, { route });
    expect(page.location()).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(DashboardPage, {
      route,
      language: 'ti',
      learner: LEARNER,
      api: { [DASHBOARD]: ok(data([])), [ME]: ok(LEARNER) },
    });
    expect(await screen.findByText('ገና ኮርስ የብልኩምን')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ኮርሳተይ' })).toBeTruthy();
  });
});
