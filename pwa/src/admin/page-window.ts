/**
 * The page numbers a pager shows: at most `size` consecutive pages, centred on the current one where
 * possible and shifted at either end so the window stays full (spec 001 §9: at most 5 page numbers).
 */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const width = Math.min(size, total);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, total - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}
