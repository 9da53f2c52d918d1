import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@academy/shared';
import { normaliseList, UNFILTERED } from './catalogue-api.ts';

const course = { _id: 'a', title: 'A' } as CourseSummary;

describe('reading the course list answer (spec 000 §7: an array, or data.courses)', () => {
  it('takes data.courses with its pagination as sent', () => {
    const pagination = {
      page: 2,
      limit: 6,
      pages: 3,
      total: 13,
      hasPrevPage: true,
      hasNextPage: true,
    };
    const list = normaliseList(
      { courses: [course], pagination, filters: UNFILTERED },
      { page: 2, limit: 6 },
    );
    expect(list.pagination).toEqual(pagination);
  });

  it('reads a bare array as one page holding everything', () => {
    const list = normaliseList([course, { ...course, _id: 'b' }], { page: 1, limit: 12 });
    expect(list.courses).toHaveLength(2);
    expect(list.pagination).toMatchObject({ page: 1, pages: 1, total: 2 });
  });

  it('refuses an answer without courses', () => {
    expect(() => normaliseList(null, { page: 1, limit: 12 })).toThrow('Invalid course data format');
  });
});
