import type { CoursePagination } from '@academy/shared';

/**
 * The `pagination` block of a paged list (courses, reviews, purchases): which page this is, and
 * whether there is one before and after it. `pages` is at least 1, even when the list is empty.
 */
export function pageInfo(page: number, limit: number, total: number): CoursePagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, pages, total, hasPrevPage: page > 1, hasNextPage: page < pages };
}
