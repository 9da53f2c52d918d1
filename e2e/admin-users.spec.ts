import type { APIRequestContext, Page } from '@playwright/test';
import { academyApi, expect, openIn, test } from './fixtures.ts';

/**
 * The admin area (spec 001 §2, §4, §5, §8): the guard, admin login with its mapped messages, the
 * dashboard, and the user list with search and deactivate / reactivate, against the real server and
 * the demo admin that `npm start` seeds.
 */
const ADMIN = { email: 'admin@academy.local', password: 'Admin123!' };

let api: APIRequestContext;
let adminToken: string;

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  // One API sign-in serves every test that is not about signing in (admin login is rate limited).
  const res = await api.post('/api/admin/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
  adminToken = (await res.json()).data.token;
});

test.afterAll(async () => {
  await api.dispose();
});

/** Opens a page as the signed-in admin by storing the token before any script runs. */
async function openAsAdmin(page: Page, path: string, language: 'ti' | 'en' = 'en') {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('__e2e_admin_set')) {
      localStorage.setItem('adminToken', token);
      sessionStorage.setItem('__e2e_admin_set', '1');
    }
  }, adminToken);
  await openIn(page, path, language);
}

/** A learner registered through the API, with names unique to this run. */
async function registerLearner() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const learner = {
    firstName: 'Selamawit',
    lastName: `Tekle${tag}`,
    email: `selam.${tag}@example.com`,
    phoneNumber: '+291712345678',
    password: 'Learner123!',
  };
  const res = await api.post('/api/auth/register', { data: learner });
  expect(res.status(), await res.text()).toBe(201);
  return { ...learner, name: `${learner.firstName} ${learner.lastName}` };
}

/** The phone layout folds the admin links into a menu button; the desktop layout shows them. */
async function openAdminNav(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  const menuButton = page.getByRole('button', { name: /Open menu|ምናሌ ክፈት/ });
  if (await menuButton.isVisible()) await menuButton.click();
}

test('an admin page without a token goes to the admin login', async ({ page }) => {
  await openIn(page, '/admin/users', 'en');
  await expect(page).toHaveURL(/\/admin\/login$/);
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('the admin pages load on the way there: a learner page fetches no admin code', async ({
  page,
}) => {
  // Every admin screen is reached through the admin area's layout and its page table (admin-area-*,
  // admin-pages-*): a learner page that loads neither has no admin screen's code.
  const adminFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/admin-(area|pages)-[\w-]+\.js$/.test(request.url()))
      adminFiles.push(request.url());
  });
  await openAsAdmin(page, '/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(adminFiles).toEqual([]);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(adminFiles.some((url) => /admin-pages-/.test(url))).toBe(true);

  // An address with no admin screen stays inside the admin layout.
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeAttached();
});

test('a wrong password shows the mapped message', async ({ page }) => {
  await openIn(page, '/admin/login', 'en');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('the demo admin signs in, is kept off the login page, and logs out', async ({ page }) => {
  await openIn(page, '/admin/login', 'en');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  // The learner token is a different key and stays untouched.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const name of ['Dashboard', 'Courses', 'Users']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const actions = page.getByRole('region', { name: 'Quick actions' });
  const quickLinks = {
    'Upload Course': '/admin/upload',
    'Manage Courses': '/admin/courses',
    'Manage Users': '/admin/users',
  };
  for (const [name, href] of Object.entries(quickLinks)) {
    await expect(actions.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      href,
    );
  }

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Admin menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Upload Course' })).toHaveAttribute(
    'href',
    '/admin/upload',
  );
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a token the server rejects is removed with the stored user', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__e2e_bad_token')) {
      localStorage.setItem('adminToken', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ name: 'Old Admin', role: 'admin' }));
      sessionStorage.setItem('__e2e_bad_token', '1');
    }
  });
  await openIn(page, '/admin/users', 'en');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the admin finds a new learner, deactivates and reactivates the account', async ({ page }) => {
  const learner = await registerLearner();
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  // Newest first by default: the learner who just registered is on the first page.
  const rows = page.getByTestId('user-row');
  await expect(rows.filter({ hasText: learner.email })).toBeVisible();

  await page.getByLabel('Search').fill(learner.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${learner.lastName}`));
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: learner.email });
  await expect(row).toContainText(learner.name);
  await expect(row).toContainText(learner.phoneNumber);
  await expect(row).toContainText('Learner');
  await expect(row.getByTestId('user-status').first()).toHaveText('Active');

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page
      .getByTestId('toasts')
      .getByRole('status')
      .filter({ hasText: 'User account deactivated successfully' }),
  ).toBeVisible();
  await expect(row.getByTestId('user-status').first()).toHaveText('Inactive');
  // A deactivated learner cannot sign in.
  const refused = await api.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(refused.ok()).toBeFalsy();

  // The status filter agrees with the badge.
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByText('No users match your search or filter.')).toBeVisible();
  await page.getByLabel('Status').selectOption('inactive');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(
    page
      .getByTestId('toasts')
      .getByRole('status')
      .filter({ hasText: 'User account reactivated successfully' }),
  ).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await expect(row.getByTestId('user-status').first()).toHaveText('Active');
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
});

test('an admin account cannot be deactivated from the list', async ({ page }) => {
  await openAsAdmin(page, `/admin/users?q=${encodeURIComponent(ADMIN.email)}`);
  const row = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Admin');
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  // The server refuses it too, whatever the screen shows.
  const self = (await (
    await api.get(`/api/user/admin/all?search=${encodeURIComponent(ADMIN.email)}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { data: { users: Array<{ _id: string }> } };
  const refused = await api.put(`/api/user/admin/${self.data.users[0]!._id}/status`, {
    data: { status: 'inactive' },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(refused.status()).toBe(403);
});

test('@phone the admin signs in and lists users in Tigrinya', async ({ page }) => {
  const learner = await registerLearner();
  await openIn(page, '/admin/login', 'ti');
  await expect(page.getByRole('heading', { name: 'ምእታው ኣመሓዳሪ' })).toBeVisible();
  await page.getByLabel('ኢመይል').fill(ADMIN.email);
  await page.getByLabel('ቃለ-ምስጢር', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'እቶ' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'ዳሽቦርድ ኣመሓዳሪ' })).toBeVisible();

  await openAdminNav(page);
  // Hidden links (the desktop bar on a phone) are not in the accessibility tree, so one locator serves both.
  await page.getByRole('link', { name: 'ተጠቀምቲ', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'ምሕደራ ተጠቀምቲ' })).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: learner.email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'ኣቋርጽ' })).toBeVisible();
  // Nothing may push the page sideways on a narrow phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
