import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@academy/shared';
import { fail, never, ok } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AdminArea from './admin-area.tsx';
import AdminDashboardPage from './admin-dashboard-page.tsx';
import { ADMIN, VALIDATE } from './admin-test-fixtures.ts';

const route = '/admin/dashboard';
const STATS = 'GET /api/admin/stats';
const FIGURES: AdminStats = {
  totalUsers: 120,
  totalLearners: 117,
  totalCourses: 9,
  activeCourses: 7,
  totalVideos: 64,
  totalEnrollments: 300,
  testCheckoutInProduction: false,
};
const dashboard = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminDashboardPage, {
    route,
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });
const statistics = () => screen.getByRole('region', { name: 'Statistics' });

describe('AdminDashboardPage', () => {
  it('welcomes the admin by name and shows the statistics once they arrive', async () => {
    await dashboard({ [STATS]: ok(FIGURES) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(document.title).toBe('Admin Dashboard | Admin | Selam Academy');
    expect(screen.getByText('Welcome back, Aster Haile.')).toBeTruthy();
    await within(statistics()).findByText('120');
    expect(within(statistics()).getByText('117 learners')).toBeTruthy();
    expect(within(statistics()).getByText('7 active')).toBeTruthy();
    expect(within(statistics()).getByText('64')).toBeTruthy();
  });

  it('is busy while the statistics load', async () => {
    await dashboard({ [STATS]: never });
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(statistics().getAttribute('aria-busy')).toBe('true');
  });

  it('explains failed statistics and loads them again on Retry', async () => {
    const page = await dashboard({ [STATS]: fail(500, 'Internal error') });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load statistics');
    page.api.set({ [STATS]: ok(FIGURES) });
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(statistics()).findByText('120')).toBeTruthy();
  });

  it('leads to the upload, courses and users screens', async () => {
    const page = await dashboard({ [STATS]: ok(FIGURES) });
    const actions = (await screen.findByRole('heading', { name: 'Quick actions' })).parentElement!;
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/upload',
      '/admin/courses',
      '/admin/users',
    ]);
    await page.user.click(within(actions).getByRole('link', { name: /Manage Users/ }));
    expect(page.location()).toBe('/admin/users');
  });

  it('speaks Tigrinya', async () => {
    await dashboard({ [STATS]: ok(FIGURES) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ዳሽቦርድ ኣመሓዳሪ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ቅልጡፍ ተግባራት' })).toBeTruthy();
  });
});
