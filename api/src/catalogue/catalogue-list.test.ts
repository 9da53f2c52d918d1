import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import { courses } from './course.table.ts';

let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

type Card = { id: string; title: string };
const titles = (res: { body: { data: { courses: Card[] } } }) =>
  res.body.data.courses.map((c) => c.title);
const list = (query = '', headers: Record<string, string> = {}) =>
  app.request('GET', `/api/courses${query}`, { headers });

/**
 * One catalogue for the whole file: seven active courses across categories, prices, levels and tags
 * (one stored under a legacy category name, one Tigrinya), plus an inactive and an archived one.
 */
beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  buyer = await createLearner(app);
  const add = async (key: string, fields: Parameters<typeof createCourse>[2]) => {
    ids[key] = (await createCourse(app, admin.user.id, fields)).id;
  };
  await add('A', {
    title: 'YouTube Growth',
    category: 'youtube',
    price: 0,
    level: 'beginner',
    tags: ['youtube', 'growth'],
    description: 'Grow a channel from zero subscribers.',
    createdAt: day(1),
  });
  await add('B', {
    title: 'Channel Strategy',
    category: 'youtube',
    price: 49.99,
    level: 'intermediate',
    tags: ['growth'],
    description: 'Plan a year of uploads.',
    createdAt: day(2),
  });
  await add('C', {
    title: 'Video Editing Pro',
    category: 'video',
    price: 50,
    level: 'advanced',
    tags: ['premiere pro'],
    description: 'Advanced cutting and colour.',
    createdAt: day(3),
  });
  await add('D', {
    title: 'Photo Retouch',
    category: 'photo',
    price: 100,
    level: 'beginner',
    tags: ['lightroom'],
    description: 'Retouch portraits.',
    createdAt: day(4),
  });
  await add('E', {
    title: 'Camera Basics',
    category: 'Camera',
    price: 100.01,
    level: 'intermediate',
    description: 'Exposure, focus and light.',
    createdAt: day(5),
  });
  await add('F', {
    title: 'Drone Flying',
    category: 'drones',
    price: 150,
    level: 'advanced',
    tags: ['aerial'],
    description: 'Fly safely and film from above.',
    createdAt: day(6),
  });
  await add('I', {
    title: 'ቪድዮ ኤዲቲንግ ንጀመርቲ',
    category: 'video',
    price: 20,
    level: 'beginner',
    tags: ['ቪድዮ'],
    description: 'ብሞባይል ቪድዮ ምስራሕ።',
    createdAt: day(7),
  });
  await add('G', {
    title: 'Secret Course',
    category: 'video',
    price: 10,
    tags: ['hidden-tag'],
    status: 'inactive',
    createdAt: day(8),
  });
  await add('H', { title: 'Old Course', category: 'video', price: 10, createdAt: day(9) });
  await app.request('PUT', `/api/courses/${ids.H}`, {
    body: { status: 'archived' },
    headers: bearer(admin),
  });
  // Older data stored the long category name; it must read as 'youtube' everywhere.
  await app.ctx.database.db
    .update(courses)
    .set({ category: 'youtube mastering' })
    .where(eq(courses.id, ids.B!));
  for (let i = 0; i < 3; i++) {
    const learner = await createLearner(app);
    await givePurchase(app, learner.user.id, ids.C!);
  }
  await givePurchase(app, buyer.user.id, ids.D!);
});

const NEWEST = [
  'ቪድዮ ኤዲቲንግ ንጀመርቲ',
  'Drone Flying',
  'Camera Basics',
  'Photo Retouch',
  'Video Editing Pro',
  'Channel Strategy',
  'YouTube Growth',
];

describe('GET /api/courses for visitors', () => {
  it('lists active courses only, newest first, with the pagination and what was applied', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(NEWEST);
    expect(res.body.data.pagination).toEqual({
      page: 1,
      limit: 12,
      pages: 1,
      total: 7,
      hasPrevPage: false,
      hasNextPage: false,
    });
    expect(res.body.data.filters).toEqual({
      search: null,
      category: null,
      level: null,
      tag: null,
      priceRange: null,
      sort: 'newest',
      status: 'active',
    });
  });

  it('gives each card what it shows', async () => {
    const res = await list('?search=Video%20Editing%20Pro');
    expect(res.body.data.courses[0]).toMatchObject({
      id: ids.C,
      _id: ids.C,
      title: 'Video Editing Pro',
      description: 'Advanced cutting and colour.',
      price: 50,
      category: 'video',
      level: 'advanced',
      tags: ['premiere pro'],
      instructor: 'Selam Academy',
      totalEnrollments: 3,
      videoCount: 0,
      totalDuration: 0,
      thumbnailURL: null,
      thumbnailSmallURL: null,
      userHasPurchased: false,
    });
    expect(res.body.data.courses[0]).not.toHaveProperty('whatsappGroupLink');
  });

  it('pages: last page, a page past the end, and page numbers that make no sense', async () => {
    const page2 = await list('?limit=6&page=2');
    expect(titles(page2)).toEqual(['YouTube Growth']);
    expect(page2.body.data.pagination).toMatchObject({
      page: 2,
      pages: 2,
      total: 7,
      hasPrevPage: true,
      hasNextPage: false,
    });
    const past = await list('?limit=6&page=5');
    expect(past.body.data.courses).toEqual([]);
    expect(past.body.data.pagination).toMatchObject({ page: 5, pages: 2, total: 7 });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const res = await list(`?limit=6&page=${page}`);
      expect(res.body.data.pagination.page).toBe(1);
    }
  });

  it('accepts only the page sizes 6, 12, 24 and 48; anything else means 12', async () => {
    for (const limit of [6, 12, 24, 48]) {
      expect((await list(`?limit=${limit}`)).body.data.pagination.limit).toBe(limit);
    }
    for (const limit of ['7', '100', '0', 'abc', '']) {
      expect((await list(`?limit=${limit}`)).body.data.pagination.limit).toBe(12);
    }
  });

  it('filters by category, reading legacy names as their stock value', async () => {
    expect(titles(await list('?category=youtube'))).toEqual(['Channel Strategy', 'YouTube Growth']);
    expect(titles(await list('?category=youtube%20mastering'))).toEqual([
      'Channel Strategy',
      'YouTube Growth',
    ]);
    expect(titles(await list('?category=video%20editing'))).toEqual([
      'ቪድዮ ኤዲቲንግ ንጀመርቲ',
      'Video Editing Pro',
    ]);
    expect(titles(await list('?category=camera'))).toEqual(['Camera Basics']);
    expect(titles(await list('?category=drones'))).toEqual(['Drone Flying']);
    expect(titles(await list('?category=all'))).toEqual(NEWEST);
    const youtube = await list('?category=youtube');
    expect(youtube.body.data.courses.map((c: { category: string }) => c.category)).toEqual([
      'youtube',
      'youtube',
    ]);
  });

  it('filters by level and by tag (case-blind)', async () => {
    expect(titles(await list('?level=advanced'))).toEqual(['Drone Flying', 'Video Editing Pro']);
    expect(titles(await list('?tag=GROWTH'))).toEqual(['Channel Strategy', 'YouTube Growth']);
    expect(titles(await list('?tag=premiere%20pro'))).toEqual(['Video Editing Pro']);
    expect(titles(await list('?tag=hidden-tag'))).toEqual([]);
  });

  it('filters by price range: free, under $50, $50 to $100 (both ends), over $100', async () => {
    expect(titles(await list('?priceRange=free'))).toEqual(['YouTube Growth']);
    expect(titles(await list('?priceRange=under-50'))).toEqual([
      'ቪድዮ ኤዲቲንግ ንጀመርቲ',
      'Channel Strategy',
    ]);
    expect(titles(await list('?priceRange=50-100'))).toEqual([
      'Photo Retouch',
      'Video Editing Pro',
    ]);
    expect(titles(await list('?priceRange=over-100'))).toEqual(['Drone Flying', 'Camera Basics']);
    const unknown = await list('?priceRange=cheap');
    expect(titles(unknown)).toEqual(NEWEST);
    expect(unknown.body.data.filters.priceRange).toBeNull();
  });

  it('searches titles, descriptions and tags by word prefixes, in Ge\u02bcez script too', async () => {
    expect(titles(await list('?search=vid%20edit'))).toEqual(['Video Editing Pro']);
    expect(titles(await list('?search=PORTRAITS'))).toEqual(['Photo Retouch']);
    expect(titles(await list('?search=lightroom'))).toEqual(['Photo Retouch']);
    expect(titles(await list('?search=ቪድዮ'))).toEqual(['ቪድዮ ኤዲቲንግ ንጀመርቲ']);
    expect(titles(await list('?search=ኤዲ'))).toEqual(['ቪድዮ ኤዲቲንግ ንጀመርቲ']);
    expect(titles(await list('?search=secret'))).toEqual([]);
    expect(titles(await list(`?search=${encodeURIComponent("'&|!:*()")}`))).toEqual(NEWEST);
    expect(titles(await list('?search=nothing-matches-this'))).toEqual([]);
  });

  it('combines filters', async () => {
    expect(titles(await list('?category=video&priceRange=under-50'))).toEqual(['ቪድዮ ኤዲቲንግ ንጀመርቲ']);
    expect(titles(await list('?category=video&level=beginner&search=ቪድዮ&tag=ቪድዮ'))).toEqual([
      'ቪድዮ ኤዲቲንግ ንጀመርቲ',
    ]);
    expect(titles(await list('?category=youtube&level=beginner&priceRange=free'))).toEqual([
      'YouTube Growth',
    ]);
    const none = await list('?category=photo&level=advanced');
    expect(none.body.data.courses).toEqual([]);
    expect(none.body.data.pagination).toMatchObject({ total: 0, pages: 1, page: 1 });
  });

  it('sorts by popularity; rating orders the same until ratings exist', async () => {
    const popular = titles(await list('?sort=popular'));
    expect(popular.slice(0, 2)).toEqual(['Video Editing Pro', 'Photo Retouch']);
    expect(popular.slice(2)).toEqual(NEWEST.filter((t) => !popular.slice(0, 2).includes(t)));
    expect(titles(await list('?sort=rating'))).toEqual(popular);
    expect(titles(await list('?sort=oldest'))).toEqual([...NEWEST].reverse());
    expect(titles(await list('?sort=price-asc')).slice(0, 3)).toEqual([
      'YouTube Growth',
      'ቪድዮ ኤዲቲንግ ንጀመርቲ',
      'Channel Strategy',
    ]);
    expect(titles(await list('?sort=nonsense'))).toEqual(NEWEST);
  });

  it('marks the courses the signed-in learner bought', async () => {
    const res = await list('', bearer(buyer));
    const bought = res.body.data.courses.filter(
      (c: { userHasPurchased: boolean }) => c.userHasPurchased,
    );
    expect(bought.map((c: Card) => c.id)).toEqual([ids.D]);
  });

  it('may be cached by shared caches only when no token was sent', async () => {
    expect((await list()).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await list('', bearer(buyer))).headers.get('cache-control')).toBe('private, no-store');
    // An invalid token is still a token: the answer could have been personal.
    expect(
      (await list('', { authorization: 'Bearer nonsense' })).headers.get('cache-control'),
    ).toBe('private, no-store');
    const detail = await app.request('GET', `/api/courses/${ids.A}`);
    expect(detail.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('GET /api/courses with an admin token', () => {
  it('shows every status by default, with the admin fields', async () => {
    const res = await list('?limit=24', bearer(admin));
    expect(res.body.data.pagination.total).toBe(9);
    expect(res.body.data.filters.status).toBe('all');
    const secret = res.body.data.courses.find((c: Card) => c.id === ids.G);
    expect(secret).toMatchObject({
      status: 'inactive',
      whatsappGroupLink: null,
      createdBy: { id: admin.user.id },
      lastModifiedBy: { id: admin.user.id },
    });
  });

  it('filters by status', async () => {
    expect(titles(await list('?status=inactive', bearer(admin)))).toEqual(['Secret Course']);
    expect(titles(await list('?status=archived', bearer(admin)))).toEqual(['Old Course']);
    expect((await list('?status=active', bearer(admin))).body.data.pagination.total).toBe(7);
    expect((await list('?status=all', bearer(admin))).body.data.pagination.total).toBe(9);
  });

  it('sorts by the admin options, also as sortBy and sortOrder', async () => {
    const byTitle = titles(await list('?sort=title-asc&status=active', bearer(admin)));
    expect(byTitle.slice(0, 3)).toEqual(['Camera Basics', 'Channel Strategy', 'Drone Flying']);
    const byPrice = titles(await list('?sortBy=price&sortOrder=desc&status=active', bearer(admin)));
    expect(byPrice.slice(0, 2)).toEqual(['Drone Flying', 'Camera Basics']);
    const enrolled = titles(await list('?sortBy=totalEnrollments&sortOrder=desc', bearer(admin)));
    expect(enrolled[0]).toBe('Video Editing Pro');
    const oldest = titles(await list('?sortBy=createdAt&sortOrder=asc', bearer(admin)));
    expect(oldest[0]).toBe('YouTube Growth');
  });

  it('is never cached by a shared cache', async () => {
    expect((await list('', bearer(admin))).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('GET /api/courses/facets', () => {
  it('offers the stock categories, then unknown ones, and the levels, tags and prices of active courses', async () => {
    const res = await app.request('GET', '/api/courses/facets');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body.data).toEqual({
      categories: [
        { value: 'youtube', count: 2, stock: true },
        { value: 'camera', count: 1, stock: true },
        { value: 'photo', count: 1, stock: true },
        { value: 'video', count: 2, stock: true },
        { value: 'computer', count: 0, stock: true },
        { value: 'english', count: 0, stock: true },
        { value: 'other', count: 0, stock: true },
        { value: 'drones', count: 1, stock: false },
      ],
      levels: [
        { value: 'beginner', count: 3 },
        { value: 'intermediate', count: 2 },
        { value: 'advanced', count: 2 },
      ],
      tags: [
        { value: 'aerial', count: 1 },
        { value: 'growth', count: 2 },
        { value: 'lightroom', count: 1 },
        { value: 'premiere pro', count: 1 },
        { value: 'youtube', count: 1 },
        { value: 'ቪድዮ', count: 1 },
      ],
      priceRanges: [
        { value: 'free', count: 1 },
        { value: 'under-50', count: 2 },
        { value: '50-100', count: 2 },
        { value: 'over-100', count: 2 },
      ],
      total: 7,
    });
  });
});
