/**
 * The numbered buttons of a pager (spec 000 §2, 001 §9): a window of up to `size` consecutive pages
 * around the current one (shifted at the ends so it stays full), plus the first and last page when
 * they fall outside it, with an ellipsis where pages are skipped. A single skipped page is shown
 * instead of an ellipsis, since the ellipsis would take the same room.
 */
export type PageItem = number | 'gap-start' | 'gap-end';

export function pageItems(current: number, totalPages: number, size = 5): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const width = Math.min(size, total);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, total - width + 1));
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('gap-start');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total) {
    if (end === total - 2) items.push(total - 1);
    else if (end < total - 2) items.push('gap-end');
    items.push(total);
  }
  return items;
}
