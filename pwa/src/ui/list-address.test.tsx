import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changeList,
  oneOf,
  readPage,
  readPageSize,
  useLastPageKept,
  useListAddress,
} from './list-address.ts';

type Query = { q: string; sort: string; page: number };
const read = (params: URLSearchParams): Query => ({
  q: params.get('q') ?? '',
  sort: params.get('sort') ?? 'newest',
  page: readPage(params),
});
const write = ({ q, sort, page }: Query) => {
  const params = new URLSearchParams({ q, page: String(page) });
  if (sort !== 'newest') params.set('sort', sort);
  return params;
};

function List({ pages, settled = true }: { pages?: number; settled?: boolean }) {
  const { query, show, update } = useListAddress(read, write);
  useLastPageKept(query.page, pages, settled, (page) => show({ ...query, page }));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <p>{pathname === '/list' ? `${query.q} on page ${query.page}` : 'elsewhere'}</p>
      <p>sorted by {query.sort}</p>
      <button onClick={() => update({ page: query.page + 1 })}>Next page</button>
      <button onClick={() => update({ q: 'drone' })}>Search drone</button>
      {/* Two changes from one drawn screen, as when the second click lands before the first is drawn. */}
      <button
        onClick={() => {
          show({ ...query, q: '', page: 1 });
          update({ sort: 'popular' });
        }}
      >
        Clear then sort
      </button>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function renderList(address: string, props: { pages?: number; settled?: boolean } = {}) {
  render(
    <MemoryRouter initialEntries={['/home', address]} initialIndex={1}>
      <List {...props} />
    </MemoryRouter>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('list in the address', () => {
  afterEach(cleanup);

  it('reads known values and falls back on the rest', () => {
    expect(oneOf(['all', 'active'] as const, 'active', 'all')).toBe('active');
    expect(oneOf(['all', 'active'] as const, 'banned', 'all')).toBe('all');
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['', 'page=0', 'page=-2', 'page=2.5', 'page=x']) {
      expect(readPage(new URLSearchParams(page))).toBe(1);
    }
    expect(readPageSize(new URLSearchParams('limit=24'), [12, 24], 12)).toBe(24);
    expect(readPageSize(new URLSearchParams('limit=25'), [12, 24], 12)).toBe(12);
  });

  it('goes back to page 1 on any change but the page alone', () => {
    const onPage3 = { q: 'a', sort: 'newest', page: 3 };
    expect(changeList(onPage3, { q: 'b' })).toEqual({ q: 'b', sort: 'newest', page: 1 });
    expect(changeList(onPage3, { page: 4 })).toEqual({ q: 'a', sort: 'newest', page: 4 });
  });

  it('keeps a change the screen has not drawn yet when the next one comes', () => {
    renderList('/list?q=a&page=3');
    click('Clear then sort');
    expect(screen.getByText('on page 1')).toBeTruthy();
    expect(screen.getByText('sorted by popular')).toBeTruthy();
    // Back still leaves the list: both changes replaced its entry.
    click('Back');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('makes a page turned a step Back undoes', () => {
    renderList('/list?q=a&page=3');
    expect(screen.getByText('a on page 3')).toBeTruthy();
    click('Next page');
    expect(screen.getByText('a on page 4')).toBeTruthy();
    click('Back');
    expect(screen.getByText('a on page 3')).toBeTruthy();
  });

  it('replaces the entry for a new search, from page 1', () => {
    renderList('/list?q=a&page=3');
    click('Search drone');
    expect(screen.getByText('drone on page 1')).toBeTruthy();
    click('Back');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('moves a page past the end to the last page once the answer has come', () => {
    renderList('/list?q=a&page=5', { pages: 3, settled: false });
    expect(screen.getByText('a on page 5')).toBeTruthy();
    cleanup();
    renderList('/list?q=a&page=5', { pages: 3 });
    expect(screen.getByText('a on page 3')).toBeTruthy();
    click('Back');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});
