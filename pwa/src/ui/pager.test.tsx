import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { PageInfo, PageSizeSelect, Pager } from './pager.tsx';

describe('Pager', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  const numbers = () =>
    screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => Number(button.textContent));

  it('shows five pages around the current one, the first and the last, and ellipses', () => {
    const { container } = render(<Pager page={7} pages={12} onPage={() => undefined} />);
    expect(numbers()).toEqual([1, 5, 6, 7, 8, 9, 12]);
    expect(container.textContent!.match(/…/g)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    rerender(<Pager page={3} pages={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('asks for the page chosen, the one before and the one after', () => {
    const onPage = vi.fn();
    render(<Pager page={4} pages={9} onPage={onPage} label="Course pages" />);
    expect(screen.getByRole('navigation', { name: 'Course pages' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[6], [3], [5]]);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onPage={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('says where the list is and offers the page sizes', () => {
    const onChange = vi.fn();
    render(
      <>
        <PageInfo page={2} pages={5} />
        <PageSizeSelect value={12} onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), {
      target: { value: '24' },
    });
    expect(onChange).toHaveBeenCalledWith(24);
  });
});
