import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserListItem, UserListPagination } from '@academy/shared';
import { fail, never, ok, type StubRequest } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AdminArea from './admin-area.tsx';
import AdminUsersPage from './admin-users-page.tsx';
import { ADMIN, VALIDATE } from './admin-test-fixtures.ts';

const route = '/admin/users';
const USERS = 'GET /api/user/admin/all';
const STATUS = 'PUT /api/user/admin/:id/status';

function user(id: string, name: string, overrides: Partial<AdminUserListItem> = {}) {
  return {
    _id: id,
    id,
    name,
    email: `${id}@example.com`,
    phoneNumber: null,
    profilePicture: null,
    status: 'active',
    role: 'learner',
    purchasedCourses: [],
    createdAt: '2026-10-01T10:00:00.000Z',
    isVerified: true,
    authProvider: 'local',
    ...overrides,
  } satisfies AdminUserListItem;
}
const SELAM = user('selam', 'Selam Tesfay', { purchasedCourses: ['c1', 'c2'] });
const DAWIT = user('dawit', 'Dawit Bekele', { status: 'inactive' });
const list = (users: AdminUserListItem[]) => {
  const pagination: UserListPagination = {
    currentPage: 1,
    totalPages: 1,
    totalUsers: users.length,
    hasPrevPage: false,
    hasNextPage: false,
    limit: 10,
  };
  return ok({ users, pagination });
};
const usersPage = (api: Parameters<typeof renderScreen>[1]['api'], language?: 'ti') =>
  renderScreen(AdminUsersPage, {
    route,
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });
const row = (email: string) =>
  screen.getAllByTestId('user-row').find((li) => li.dataset.email === email)!;

describe('AdminUsersPage', () => {
  it('says it is loading the users', async () => {
    await usersPage({ [USERS]: never });
    expect(await screen.findByText('Loading users…')).toBeTruthy();
    expect(document.title).toBe('User Management | Admin | Selam Academy');
  });

  it('lists the users with their status, role and courses', async () => {
    await usersPage({ [USERS]: list([SELAM, DAWIT]) });
    expect(await screen.findByText('Selam Tesfay')).toBeTruthy();
    expect(screen.getByText('2 users')).toBeTruthy();
    expect(within(row('selam@example.com')).getByText('2 courses')).toBeTruthy();
    expect(
      within(row('selam@example.com')).getByRole('button', { name: 'Deactivate' }),
    ).toBeTruthy();
    expect(
      within(row('dawit@example.com')).getByRole('button', { name: 'Reactivate' }),
    ).toBeTruthy();
  });

  it('deactivates an account and says so', async () => {
    const page = await usersPage({ [USERS]: list([SELAM]), [STATUS]: ok(null) });
    await screen.findByText('Selam Tesfay');
    page.api.set({ [USERS]: list([{ ...SELAM, status: 'inactive' }]) });
    await page.user.click(
      within(row('selam@example.com')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await screen.findByText('User account deactivated successfully')).toBeTruthy();
    expect(page.api.calls(STATUS)[0]?.body).toEqual({ status: 'inactive' });
    expect(
      await within(row('selam@example.com')).findByRole('button', { name: 'Reactivate' }),
    ).toBeTruthy();
  });

  it('searches at once on Enter and offers to clear a search that finds nobody', async () => {
    const page = await usersPage({
      [USERS]: (request: StubRequest) => list(request.query.get('search') ? [] : [SELAM]),
    });
    await screen.findByText('Selam Tesfay');
    await page.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No users match your search or filter.')).toBeTruthy();
    expect(page.api.calls(USERS).at(-1)?.query.get('search')).toBe('nobody');
    await page.user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByText('Selam Tesfay')).toBeTruthy();
  });

  it('explains a failed load', async () => {
    await usersPage({ [USERS]: fail(500, 'Internal error') });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch users');
  });

  it('speaks Tigrinya', async () => {
    await usersPage({ [USERS]: list([]) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ምሕደራ ተጠቀምቲ' })).toBeTruthy();
    expect(await screen.findByText('ገና ተጠቃሚ የለን።')).toBeTruthy();
  });
});
