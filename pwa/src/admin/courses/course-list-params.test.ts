import { describe, expect, it } from 'vitest';
import { changeList } from '../../ui/list-address.ts';
import {
  COURSE_LIST_DEFAULTS,
  courseListApiQuery,
  readCourseListParams,
  writeCourseListParams,
} from './course-list-params.ts';

const read = (query: string) => readCourseListParams(new URLSearchParams(query));

describe('Course Management list in the address', () => {
  it('defaults to every status, newest first, 12 per page, page 1', () => {
    expect(read('')).toEqual({
      search: '',
      status: 'all',
      sort: 'createdAt:desc',
      page: 1,
      limit: 12,
    });
  });

  it('reads each value and falls back on unknown ones', () => {
    expect(read('q=%20video%20&status=archived&sort=price:asc&limit=48&page=3')).toEqual({
      search: 'video',
      status: 'archived',
      sort: 'price:asc',
      page: 3,
      limit: 48,
    });
    expect(read('status=deleted&sort=rating:desc&limit=10&page=zero')).toEqual(
      COURSE_LIST_DEFAULTS,
    );
  });

  it('writes only what differs from the defaults and reads back the same list', () => {
    expect(writeCourseListParams(COURSE_LIST_DEFAULTS).toString()).toBe('');
    const query = {
      search: 'camera',
      status: 'inactive',
      sort: 'totalEnrollments:desc',
      page: 2,
      limit: 6,
    } as const;
    expect(readCourseListParams(writeCourseListParams(query))).toEqual(query);
  });

  it('returns to page 1 on any change but the page', () => {
    const onPage4 = { ...COURSE_LIST_DEFAULTS, page: 4 };
    expect(changeList(onPage4, { status: 'active' }).page).toBe(1);
    expect(changeList(onPage4, { search: 'x' }).page).toBe(1);
    expect(changeList(onPage4, { sort: 'title:asc' }).page).toBe(1);
    expect(changeList(onPage4, { limit: 24 }).page).toBe(1);
    expect(changeList(onPage4, { page: 5 }).page).toBe(5);
  });

  it('asks the API with status, sortBy and sortOrder', () => {
    expect(courseListApiQuery(COURSE_LIST_DEFAULTS)).toBe(
      'status=all&page=1&limit=12&sortBy=createdAt&sortOrder=desc',
    );
    expect(courseListApiQuery({ ...COURSE_LIST_DEFAULTS, search: 'edit', sort: 'title:asc' })).toBe(
      'status=all&page=1&limit=12&sortBy=title&sortOrder=asc&search=edit',
    );
  });
});
