import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pager buttons', () => {
  it('shows nothing without pages and every page when there are five or fewer', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres a window of five on the current page, with first, last and ellipses', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('keeps the window full at either end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows a single skipped page rather than an ellipsis', () => {
    expect(pageItems(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(-3, 8)).toEqual([1, 2, 3, 4, 5, 'gap-end', 8]);
  });
});
