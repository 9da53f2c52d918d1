import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { ListBody, ListEmpty, type ListQuery } from './list-body.tsx';

const settled: ListQuery = {
  isPending: false,
  isError: false,
  data: {},
  error: null,
  refetch: vi.fn(),
  isFetching: false,
  isPlaceholderData: false,
};

function renderList(query: Partial<ListQuery>, items: string[] | undefined) {
  return render(
    <ListBody
      query={{ ...settled, ...query } as ListQuery}
      items={items}
      className="grid"
      loading={<p>Loading courses…</p>}
      errorTitle="Failed to load courses"
      empty={<p>No courses</p>}
    >
      {(item) => <li key={item}>{item}</li>}
    </ListBody>,
  );
}

describe('list body', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('shows the loading state while the first page comes', () => {
    renderList({ isPending: true, data: undefined }, undefined);
    expect(screen.getByText('Loading courses…')).toBeTruthy();
  });

  it('shows a failed first load with Try Again', () => {
    const refetch = vi.fn();
    renderList(
      { isError: true, data: undefined, error: new ApiError('down', 503), refetch },
      undefined,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load courses');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is nothing', () => {
    renderList({}, []);
    expect(screen.getByText('No courses')).toBeTruthy();
  });

  it('lists the items, dimmed while the next page loads', () => {
    renderList({ isPlaceholderData: true }, ['Drones', 'Cameras']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Drones',
      'Cameras',
    ]);
    expect(screen.getByRole('list').className).toContain('opacity-60');
  });
});

describe('list empty', () => {
  afterEach(cleanup);

  it('offers to clear the filters only when they hide everything', () => {
    const onClear = vi.fn();
    const props = {
      noneTitle: 'No users yet',
      noMatchTitle: 'No users match',
      clearLabel: 'Clear filters',
      onClear,
    };
    const { rerender } = render(<ListEmpty filtered={false} {...props} />);
    expect(screen.getByText('No users yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ListEmpty filtered {...props} />);
    expect(screen.getByText('No users match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
