import { describe, expect, it } from 'vitest';
import { changeList } from '../ui/list-address.ts';
import {
  activeFilters,
  CATALOGUE_DEFAULTS,
  catalogueApiQuery,
  readCatalogueParams,
  resetFilters,
  writeCatalogueParams,
  type CatalogueFilters,
} from './catalogue-params.ts';

const read = (query: string) => readCatalogueParams(new URLSearchParams(query));

describe('catalogue filters in the address', () => {
  it('reads the defaults from an empty address: page 1, 12 per page, no filter', () => {
    expect(read('')).toEqual(CATALOGUE_DEFAULTS);
    expect(CATALOGUE_DEFAULTS.limit).toBe(12);
  });

  it('reads every filter, the page and the page size', () => {
    expect(
      read(
        'search=Video%20Edit&category=Video&level=beginner&tag=Colour&priceRange=under-50&page=3&limit=24',
      ),
    ).toEqual({
      search: 'Video Edit',
      category: 'video',
      level: 'beginner',
      tag: 'colour',
      priceRange: 'under-50',
      sort: 'newest',
      page: 3,
      limit: 24,
    });
  });

  it('keeps the order in the address, newest unless asked, and sends it to the API', () => {
    expect(read('sort=popular').sort).toBe('popular');
    expect(read('sort=rating').sort).toBe('rating');
    expect(read('sort=price-asc').sort).toBe('newest');
    const popular = { ...CATALOGUE_DEFAULTS, sort: 'popular' as const, page: 2 };
    expect(writeCatalogueParams(popular).toString()).toBe('sort=popular&page=2');
    expect(writeCatalogueParams(CATALOGUE_DEFAULTS).toString()).toBe('');
    expect(catalogueApiQuery(popular)).toBe('page=2&limit=12&sort=popular');
    expect(changeList<CatalogueFilters>(popular, { sort: 'rating' }).page).toBe(1);
    expect(resetFilters({ ...popular, tag: 'drone' })).toEqual({
      ...CATALOGUE_DEFAULTS,
      sort: 'popular',
    });
  });

  it('falls back to the default for values a hand-edited link may carry', () => {
    expect(read('page=0&limit=13&priceRange=cheap')).toEqual(CATALOGUE_DEFAULTS);
    expect(read('page=-2&limit=abc').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('search=%20%20a%20%20%20b%20').search).toBe('a b');
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('keeps a category the stock list does not know (spec: unknown categories are appended)', () => {
    expect(read('category=Drone%20Filming').category).toBe('drone filming');
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeCatalogueParams(CATALOGUE_DEFAULTS).toString()).toBe('');
    const filters: CatalogueFilters = {
      search: 'photo',
      category: 'photo',
      level: 'advanced',
      tag: 'lightroom',
      priceRange: 'free',
      sort: 'rating',
      page: 2,
      limit: 48,
    };
    const written = writeCatalogueParams(filters);
    expect(written.toString()).toBe(
      'search=photo&category=photo&level=advanced&tag=lightroom&priceRange=free&sort=rating&page=2&limit=48',
    );
    expect(readCatalogueParams(written)).toEqual(filters);
  });
});

describe('changing the filters', () => {
  const onPage3: CatalogueFilters = { ...CATALOGUE_DEFAULTS, tag: 'x', page: 3 };

  it('returns to page 1 when search, a filter or the page size changes', () => {
    expect(changeList(onPage3, { search: 'a' }).page).toBe(1);
    expect(changeList(onPage3, { category: 'video' }).page).toBe(1);
    expect(changeList(onPage3, { level: 'beginner' }).page).toBe(1);
    expect(changeList(onPage3, { tag: '' }).page).toBe(1);
    expect(changeList(onPage3, { priceRange: 'free' }).page).toBe(1);
    expect(changeList(onPage3, { limit: 6 }).page).toBe(1);
  });

  it('keeps the page asked for when only the page changes', () => {
    expect(changeList(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('Reset clears the five filters, keeps the page size and goes to page 1', () => {
    const busy: CatalogueFilters = {
      search: 's',
      category: 'c',
      level: 'l',
      tag: 't',
      priceRange: 'over-100',
      sort: 'newest',
      page: 5,
      limit: 6,
    };
    expect(resetFilters(busy)).toEqual({ ...CATALOGUE_DEFAULTS, limit: 6 });
  });

  it('lists the filters in use, one chip each, in the panel order', () => {
    expect(activeFilters(CATALOGUE_DEFAULTS)).toEqual([]);
    expect(
      activeFilters({ ...CATALOGUE_DEFAULTS, priceRange: 'free', search: 'x', tag: 'y' }),
    ).toEqual([
      { key: 'search', value: 'x' },
      { key: 'tag', value: 'y' },
      { key: 'priceRange', value: 'free' },
    ]);
  });

  it('asks the API with its own parameter names, always naming page and limit', () => {
    expect(catalogueApiQuery(CATALOGUE_DEFAULTS)).toBe('page=1&limit=12');
    expect(
      catalogueApiQuery({ ...CATALOGUE_DEFAULTS, category: 'video', priceRange: '50-100' }),
    ).toBe('page=1&limit=12&category=video&priceRange=50-100');
  });
});
