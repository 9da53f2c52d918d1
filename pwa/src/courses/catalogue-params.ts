import { LIMITS } from '@academy/shared';
import { oneOf, readPage, readPageSize, useListAddress } from '../ui/list-address.ts';
import { PRICE_RANGES, type PriceRange } from './catalogue-constants.ts';

/**
 * The catalogue's filters live in the address (spec 000 §2 Catalogue: a filtered catalogue can be
 * shared and survives a reload): /courses?search=&category=&level=&tag=&priceRange=&sort=&page=&limit=, the
 * same names the API takes. Only values that differ from the defaults are written, and anything
 * unusable in a hand-edited link falls back to its default instead of breaking the page.
 */
/** The catalogue's orders (spec 000 §2 Sort: newest, popular, rating); newest unless asked. */
export const CATALOGUE_SORTS = ['newest', 'popular', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export interface CatalogueFilters {
  search: string;
  category: string;
  level: string;
  tag: string;
  priceRange: PriceRange | '';
  sort: CatalogueSort;
  page: number;
  limit: number;
}

/** The five filters Reset clears (spec 000 §4 Catalogue). */
export const FILTER_KEYS = ['search', 'category', 'level', 'tag', 'priceRange'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const CATALOGUE_DEFAULTS: CatalogueFilters = {
  search: '',
  category: '',
  level: '',
  tag: '',
  priceRange: '',
  sort: 'newest',
  page: 1,
  limit: LIMITS.cataloguePageSizeDefault,
};

const SEARCH_MAX = 100;

/** Trims and collapses spaces; filters other than search are lower-case values. */
const clean = (value: string | null, max = 60) =>
  (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max);

export function readCatalogueParams(params: URLSearchParams): CatalogueFilters {
  return {
    search: clean(params.get('search'), SEARCH_MAX),
    category: clean(params.get('category')).toLowerCase(),
    level: clean(params.get('level'), 40).toLowerCase(),
    tag: clean(params.get('tag'), 40).toLowerCase(),
    priceRange: oneOf<PriceRange | ''>(PRICE_RANGES, params.get('priceRange'), ''),
    sort: oneOf(CATALOGUE_SORTS, params.get('sort'), CATALOGUE_DEFAULTS.sort),
    page: readPage(params),
    limit: readPageSize(params, LIMITS.cataloguePageSizes, CATALOGUE_DEFAULTS.limit),
  };
}

export function writeCatalogueParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.sort !== CATALOGUE_DEFAULTS.sort) params.set('sort', filters.sort);
  if (filters.page !== CATALOGUE_DEFAULTS.page) params.set('page', String(filters.page));
  if (filters.limit !== CATALOGUE_DEFAULTS.limit) params.set('limit', String(filters.limit));
  return params;
}

/**
 * The filters in the address and `update` to change them: changing search, category, level, tag,
 * price or page size returns to page 1 (spec 000 §4); only a change of page alone keeps the page.
 */
export const useCatalogueParams = () => useListAddress(readCatalogueParams, writeCatalogueParams);

/** Reset: the five filters cleared, the order and page size kept, back to page 1. */
export function resetFilters(current: CatalogueFilters): CatalogueFilters {
  return { ...CATALOGUE_DEFAULTS, sort: current.sort, limit: current.limit };
}

/** The filters in use, in the panel's order: one chip each. */
export function activeFilters(filters: CatalogueFilters): { key: FilterKey; value: string }[] {
  return FILTER_KEYS.filter((key) => filters[key] !== '').map((key) => ({
    key,
    value: filters[key],
  }));
}

/** The `GET /api/courses` query for these filters. */
export function catalogueApiQuery(filters: CatalogueFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (filters.sort !== CATALOGUE_DEFAULTS.sort) params.set('sort', filters.sort);
  return params.toString();
}
