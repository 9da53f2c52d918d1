import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, SearchField } from './search-box.tsx';

describe('search field', () => {
  afterEach(cleanup);

  it('is labelled, and its clear button shows only while there is text', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchField label="Search" clearLabel="Clear search" value="" onChange={onChange} />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    rerender(
      <SearchField label="Search" clearLabel="Clear search" value="drone" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('can keep its label for assistive technology only', () => {
    render(
      <SearchField label="Search" hideLabel clearLabel="Clear" value="" onChange={() => {}} />,
    );
    expect(screen.getByText('Search').className).toContain('sr-only');
  });
});

describe('search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const renderBox = (value: string, onSearch: (value: string) => void) =>
    render(
      <SearchBox label="Search" clearLabel="Clear search" value={value} onSearch={onSearch} />,
    );

  it('searches the trimmed text once typing settles, and at once on Enter', () => {
    const onSearch = vi.fn();
    renderBox('', onSearch);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'dro ' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onSearch).toHaveBeenCalledWith('dro');
    fireEvent.change(box, { target: { value: 'drone' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('drone');
  });

  it('clears at once and follows a search changed from outside', () => {
    const onSearch = vi.fn();
    const { rerender } = renderBox('drone', onSearch);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    expect(box.value).toBe('drone');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    rerender(
      <SearchBox label="Search" clearLabel="Clear search" value="camera" onSearch={onSearch} />,
    );
    expect(box.value).toBe('camera');
  });

  it('keeps a trailing space that is still being typed when its search arrives', () => {
    const onSearch = vi.fn();
    const { rerender } = renderBox('', onSearch);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'drone ' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender(
      <SearchBox label="Search" clearLabel="Clear search" value="drone" onSearch={onSearch} />,
    );
    expect(box.value).toBe('drone ');
  });
});
