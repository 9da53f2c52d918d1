import { describe, expect, it } from 'vitest';
import { readUserListParams, writeUserListParams } from './user-list-params.ts';

const DEFAULTS = {
  page: 1,
  limit: 10,
  search: '',
  status: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
} as const;

describe('user list address parameters', () => {
  it('defaults to all users, newest first, page 1 of 10', () => {
    expect(readUserListParams(new URLSearchParams())).toEqual(DEFAULTS);
  });

  it('ignores values the list does not know', () => {
    const query = readUserListParams(
      new URLSearchParams('status=banned&sortBy=password&sortOrder=up&page=-2'),
    );
    expect(query).toMatchObject({ status: 'all', sortBy: 'createdAt', sortOrder: 'desc', page: 1 });
  });

  it('round-trips a chosen search, filter, sort and page, writing only non-defaults', () => {
    const chosen = {
      search: 'abeba',
      status: 'inactive',
      sortBy: 'name',
      sortOrder: 'asc',
      page: 3,
    } as const;
    const params = writeUserListParams(chosen);
    expect(params.toString()).toBe('q=abeba&status=inactive&sortBy=name&sortOrder=asc&page=3');
    expect(readUserListParams(params)).toEqual({ ...chosen, limit: 10 });
    expect(writeUserListParams(DEFAULTS).toString()).toBe('');
  });
});
