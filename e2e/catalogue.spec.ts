import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config.ts';
import { academyApi, demoTokens, expect, openIn, test } from './fixtures.ts';

/**
 * The catalogue in the browser (spec 000 §2 Home, Catalogue, Course detail, §4, §7; 001 §2, §4, §5,
 * §8): an admin edits a course made through the API (thumbnail, status, tags, validation), a visitor
 * finds it by search and by every filter and opens it, the home page features it, thumbnails are
 * restored from the history, courses are deleted from Course Management, and the catalogue works on
 * a phone, against the real server and its demo data.
 */

let api: APIRequestContext;
let adminToken: string;
let learnerToken: string;

const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  // One sign-in each serves every test (sign-in is rate limited).
  ({ learner: learnerToken, admin: adminToken } = await demoTokens(api));
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  // The cookie banner is the shell's; answered once so it covers nothing.
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
});

const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });

interface CreatedCourse {
  _id: string;
  title: string;
}

async function createCourse(overrides: Record<string, unknown> = {}): Promise<CreatedCourse> {
  const tag = runTag();
  const res = await api.post('/api/courses', {
    headers: asAdmin(),
    data: {
      title: `Drone Filming ${tag}`,
      description: 'Fly safely and film smooth aerial shots for weddings and travel videos.',
      price: 149,
      category: 'photo',
      level: 'advanced',
      tags: [`sky${tag}`, 'aerial'],
      instructor: 'Aman Tesfay',
      status: 'inactive',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.course;
}

/** A real PNG of one colour, made here so each upload is a different image. */
function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function uploadThumbnailByApi(courseId: string, image: Buffer): Promise<string> {
  const res = await api.put(`/api/courses/thumbnail/${courseId}`, {
    headers: asAdmin(),
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: image } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.thumbnailURL;
}

/** Opens a page as the signed-in admin (the token stored before any script runs). */
async function openAsAdmin(page: Page, path: string, language: 'ti' | 'en' = 'en') {
  await page.addInitScript((token) => localStorage.setItem('adminToken', token), adminToken);
  await openIn(page, path, language);
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  return page;
}

const cards = (page: Page) => page.getByTestId('course-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test('an admin finishes a course on the edit page and a visitor finds it, opens it and sees it featured', async ({
  page,
  browser,
}) => {
  // Two whole journeys, the admin's and then a visitor's through six filters, the course page and the
  // home page: 47–56 s on a quiet machine, which left CI's two busy workers no room under the default 60 s.
  test.setTimeout(2 * 60_000);
  const course = await createCourse();
  const uniqueTag = `sky${course.title.split(' ').pop()}`;

  // ── The admin: validation, tags, thumbnail, status ──
  await openAsAdmin(page, `/admin/courses/${course._id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
  await expect(page.getByTestId('edit-stats')).toContainText('Version');
  const title = page.getByRole('textbox', { name: 'Course title', exact: true });
  await expect(title).toHaveValue(course.title);

  await title.fill('');
  await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('-5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const overlay = page.getByTestId('save-overlay');
  await expect(overlay.getByRole('heading', { name: 'Validation Error' })).toBeVisible();
  await expect(overlay).toContainText('Please fix the following errors:');
  await expect(overlay).toContainText('Course title is required');
  await expect(overlay).toContainText('Price must be a positive number');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Course title is required');
  await title.fill(course.title);
  await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('149');

  const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
  await tags.fill(`${uniqueTag}, aerial, drone, travel`);
  await tags.blur();
  await expect(page.getByText('Only the first 3 tags will be saved')).toBeVisible();
  await expect(tags).toHaveValue(`${uniqueTag}, aerial, drone`);

  // A file that is not an image is refused before any upload.
  await page.getByTestId('thumbnail-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await page.getByTestId('thumbnail-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await png({ r: 20, g: 120, b: 200 }),
  });
  await expect(page.getByText('New thumbnail, not uploaded yet')).toBeVisible();
  await page.getByRole('button', { name: 'Upload thumbnail' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Thumbnail updated successfully');
  await expect(page.getByTestId('thumbnail-current').locator('img')).toHaveAttribute(
    'src',
    /\/api\/courses\/thumbnails\/[0-9a-f]{32}\/1280x720\.webp$/,
  );

  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('active');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(overlay.getByRole('heading', { name: 'Course Updated Successfully' })).toBeVisible();
  await overlay.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course._id}$`));
  await expect(page.getByTestId('course-status').first()).toHaveText('Active');
  await expect(page.getByTestId('course-overview')).toContainText(uniqueTag);
  await page.getByRole('tab', { name: /Videos/ }).click();
  await expect(page.getByTestId('videos-empty')).toContainText('No videos yet');
  await expect(page.getByRole('link', { name: 'Add Video' })).toHaveAttribute(
    'href',
    '/admin/upload',
  );

  // ── A visitor: search, each filter, the course page, the home page ──
  const visitor = await visitorPage(browser);
  await openIn(visitor, '/courses', 'en');
  await expect(visitor.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await visitor.getByLabel('Search courses', { exact: true }).fill(course.title);
  await expect(visitor).toHaveURL(/search=Drone/);
  await expect(cards(visitor)).toHaveCount(1);
  await expect(card(visitor, course.title)).toBeVisible();
  await expect(visitor.getByTestId('catalogue-count')).toHaveText('Showing 1 of 1 courses');
  await expect(visitor.getByTestId('chip-search')).toBeVisible();
  await visitor.getByRole('button', { name: 'Clear search' }).click();
  await expect(visitor).not.toHaveURL(/search=/);

  await visitor.getByRole('button', { name: /^Filters/ }).click();
  const filters: Array<[label: string, value: string, chip: string, hidden: string]> = [
    ['Category', 'photo', 'Category: Photo Editing', 'Everyday English'],
    ['Skill level', 'advanced', 'Level: Advanced', 'Photo Editing in Lightroom'],
    ['Tag', uniqueTag, `Tag: ${uniqueTag}`, 'Photo Editing in Lightroom'],
    ['Price range', 'over-100', 'Price: Over $100', 'YouTube for Beginners'],
  ];
  for (const [label, value, chip, hidden] of filters) {
    await visitor.getByLabel(label, { exact: true }).selectOption(value);
    await expect(visitor.getByRole('button', { name: `Remove filter ${chip}` })).toBeVisible();
    await expect(visitor.getByTestId('filter-badge')).toHaveText('1');
    await expect(card(visitor, course.title)).toBeVisible();
    await expect(card(visitor, hidden)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(visitor.getByTestId('filter-badge')).toHaveCount(0);
  }

  // Several filters at once, kept in the address through a reload.
  await visitor.getByLabel('Category', { exact: true }).selectOption('photo');
  await visitor.getByLabel('Skill level', { exact: true }).selectOption('advanced');
  await expect(visitor).toHaveURL(/category=photo&level=advanced/);
  await visitor.reload();
  await expect(visitor.getByLabel('Category', { exact: true })).toHaveValue('photo');
  await expect(visitor.getByLabel('Skill level', { exact: true })).toHaveValue('advanced');
  await expect(visitor.getByTestId('filter-badge')).toHaveText('2');
  await expect(card(visitor, course.title)).toBeVisible();
  await expect(cards(visitor)).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Remove filter Level: Advanced' }).click();
  await expect(visitor).not.toHaveURL(/level=/);
  await expect(card(visitor, 'Photo Editing in Lightroom')).toBeVisible();
  // Nothing matches: the "none match" message, not the "no courses at all" one.
  await visitor.getByLabel('Price range', { exact: true }).selectOption('free');
  await expect(visitor.getByTestId('empty-no-match')).toContainText('No courses match your search');

  await openIn(visitor, `/courses?tag=${uniqueTag}`, 'en');
  const found = card(visitor, course.title);
  await expect(found.getByTestId('course-price')).toHaveText('$149');
  await expect(found).toContainText('Aman Tesfay');
  await expect(found).toContainText('0 lessons');
  await expect(found.locator('img')).toHaveAttribute('src', /480x270\.webp$/);
  await expect(found.locator('img')).toHaveAttribute('loading', 'lazy');
  await found.getByRole('link', { name: course.title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/course/${course._id}$`));
  await expect(visitor.getByRole('heading', { name: course.title, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('detail-price')).toHaveText('$149');
  await expect(visitor.getByTestId('detail-was-price')).toHaveText('$223.50');
  await expect(visitor.getByTestId('detail-saving')).toHaveText('Save $75');
  await expect(visitor.getByTestId('curriculum-empty')).toContainText('Lessons are on their way');
  await expect(visitor.getByText('Already have an account?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(visitor).toHaveURL(/\/login$/);

  await openIn(visitor, '/', 'en');
  const featured = visitor.getByTestId('featured-courses');
  await expect(featured.getByTestId('course-card')).toHaveCount(3);
  // Newest first: the course just activated leads the list.
  await expect(featured.getByTestId('course-card').first()).toContainText(course.title);
  await visitor.context().close();
});

test('the catalogue refreshes on the course:created event, and pagination appears past one page', async ({
  page,
}) => {
  // Six demo courses and this one: more than one page of six.
  await createCourse({ status: 'active', title: `Portrait Lighting ${runTag()}` });
  await openIn(page, '/courses?limit=6', 'en');
  await expect(page.getByTestId('catalogue-pager')).toBeVisible();
  await expect(page.getByTestId('page-info')).toHaveText(/^Page 1 of \d+$/);
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('page-info')).toHaveText(/^Page 2 of \d+$/);
  // Any filter change returns to page 1.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Skill level', { exact: true }).selectOption('beginner');
  await expect(page).not.toHaveURL(/page=/);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  // The order lives in the address like the filters and survives a reload.
  await page.getByLabel('Sort by', { exact: true }).selectOption('popular');
  await expect(page).toHaveURL(/sort=popular/);
  await page.reload();
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('popular');
  await expect(cards(page).first().getByTestId('course-id')).toHaveText(/^ID [0-9a-f-]{36}$/);

  // A course created elsewhere shows once the browser event fires, past the one-minute HTTP cache.
  await page.getByLabel('Per page', { exact: true }).selectOption('48');
  await expect(page).toHaveURL(/limit=48/);
  // Every course on one page once the bigger page has arrived.
  await expect(page.getByTestId('catalogue-count')).toHaveText(/^Showing (\d+) of \1 courses$/);
  const before = await cards(page).count();
  const fresh = await createCourse({ status: 'active', title: `Night Photography ${runTag()}` });
  await page.evaluate(() => window.dispatchEvent(new Event('course:created')));
  await expect(card(page, fresh.title)).toBeVisible();
  await expect(cards(page)).toHaveCount(before + 1);
});

test('a signed-in learner sees the purchased banner on a bought course and goes to checkout from another', async ({
  page,
}) => {
  const me = await api.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  const owned: string[] = (await me.json()).data.purchasedCourses;
  expect(owned.length).toBeGreaterThan(0);
  const list = await api.get('/api/courses?limit=48');
  const notOwned = ((await list.json()).data.courses as CreatedCourse[]).find(
    (c) => !owned.includes(c._id),
  )!;

  await page.addInitScript((token) => localStorage.setItem('token', token), learnerToken);
  await openIn(page, `/course/${owned[0]}`, 'en');
  await expect(page.getByTestId('purchased-banner')).toContainText('Course purchased');
  await expect(page.getByRole('link', { name: 'Start learning' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Enroll/ })).toHaveCount(0);

  await page.goto(`/course/${notOwned._id}`);
  await expect(page.getByText('Already have an account?')).toHaveCount(0);
  // Enroll opens the checkout straight away: without Stripe keys, the built-in test checkout.
  await page.getByRole('button', { name: /Enroll/ }).click();
  await expect(page).toHaveURL(/\/api\/payment\/test-checkout\/[0-9a-f-]{36}/);

  await page.goto('/course/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
});

test('an old thumbnail is restored from the history', async ({ page }) => {
  const course = await createCourse();
  const first = await uploadThumbnailByApi(course._id, await png({ r: 200, g: 40, b: 40 }));
  const second = await uploadThumbnailByApi(course._id, await png({ r: 40, g: 160, b: 60 }));
  expect(second).not.toBe(first);

  await openAsAdmin(page, `/admin/courses/${course._id}/edit`);
  const current = page.getByTestId('thumbnail-current').locator('img');
  await expect(current).toHaveAttribute('src', second);
  const history = page.getByTestId('thumbnail-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Current');
  await history
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(page.getByTestId('toasts')).toContainText('Thumbnail restored');
  await expect(current).toHaveAttribute('src', first);
  await expect(history.nth(1)).toContainText('Current');

  const saved = await api.get(`/api/courses/${course._id}`, { headers: asAdmin() });
  expect((await saved.json()).data.course.thumbnailURL).toBe(first);
});

test('an admin deletes a course from Course Management after confirming', async ({ page }) => {
  const course = await createCourse({ title: `Studio Lighting ${runTag()}` });
  await openAsAdmin(page, '/admin/dashboard');
  const totalCourses = page.getByTestId('stat-totalCourses');
  await expect(totalCourses).toContainText(/\d+/);
  const stats = await (await api.get('/api/admin/stats', { headers: asAdmin() })).json();
  await expect(totalCourses).toContainText(String(stats.data.totalCourses));

  await page.getByRole('link', { name: 'Manage Courses' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await page.getByLabel('Search courses', { exact: true }).fill(course.title);
  await expect(page).toHaveURL(/q=Studio/);
  const item = page.getByTestId('admin-course-card').filter({ hasText: course.title });
  await expect(page.getByTestId('admin-course-card')).toHaveCount(1);
  await expect(item.getByTestId('course-status')).toHaveText('Inactive');

  // Cancelling keeps the course.
  await item.getByRole('button', { name: `Delete ${course.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this course?' });
  await expect(dialog).toContainText(course.title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: `Delete ${course.title}` }).click();
  await dialog.getByRole('button', { name: 'Delete course' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Course deleted successfully');
  await expect(page.getByText('No courses match your search or filter.')).toBeVisible();
  const gone = await api.get(`/api/courses/${course._id}`, { headers: asAdmin() });
  expect(gone.status()).toBe(404);

  await page.goto(`/admin/courses/${course._id}`);
  await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Courses' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
});

test('the dashboard statistics follow the course:created event', async ({ page }) => {
  await openAsAdmin(page, '/admin/dashboard');
  const value = page.getByTestId('stat-totalCourses').getByTestId('stat-value');
  await expect(value).toHaveText(/^\d+$/);
  const before = Number(await value.textContent());
  await createCourse();
  await page.evaluate(() => window.dispatchEvent(new Event('course:created')));
  await expect(value).toHaveText(String(before + 1));
});

test('the catalogue works on a phone, in Tigrinya @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, '/courses', 'ti');
  await expect(page.getByRole('heading', { name: 'ኮርሳት', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: /^መጻረዪታት/ }).click();
  await page.getByLabel('ዋጋ', { exact: true }).selectOption('free');
  await expect(page.getByRole('button', { name: 'መጻረዪ ዋጋ፦ ብነጻ ኣልግሱ' })).toBeVisible();
  await expect(card(page, 'Basic Computer Skills')).toBeVisible();
  await expect(card(page, 'Basic Computer Skills').getByTestId('course-price')).toHaveText('ብነጻ');
  await expect(card(page, 'Everyday English')).toHaveCount(0);
  const overflowFiltered = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowFiltered).toBeLessThanOrEqual(0);

  await card(page, 'Basic Computer Skills').getByRole('link').click();
  await expect(page.getByTestId('price-card')).toContainText('ብነጻ ተመዝገቡ');
});

test.describe('the catalogue offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens from the service worker cache, which never keeps a signed-in list', async ({
    page,
    context,
  }) => {
    await openIn(page, '/courses', 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Under the worker, a visitor's list goes through its stale-while-revalidate cache. (The page
    // itself may not ask again after a reload: the data layer's saved copy is still fresh.)
    await expect(cards(page).first()).toBeVisible();
    await page.evaluate(() => fetch('/api/courses?page=1&limit=12'));
    const cachedPaths = () =>
      page.evaluate(async () => {
        const cache = await caches.open('api-courses');
        return (await cache.keys()).map((request) => {
          const url = new URL(request.url);
          return url.pathname + url.search;
        });
      });
    await expect.poll(cachedPaths).toContain('/api/courses?page=1&limit=12');

    // A learner's list carries purchase marks: asked with a token, it is not kept.
    await page.evaluate(async (token) => {
      await fetch('/api/courses?page=1&limit=24', {
        headers: { Authorization: `Bearer ${token}` },
      });
    }, learnerToken);
    expect(await cachedPaths()).not.toContain('/api/courses?page=1&limit=24');

    const online = await cards(page).count();
    await context.setOffline(true);
    try {
      await page.goto('/courses');
      await expect(cards(page)).toHaveCount(online);
      await expect(page.getByTestId('catalogue-count')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
