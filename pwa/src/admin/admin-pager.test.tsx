import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { AdminPager } from './admin-pager.tsx';

describe('AdminPager', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  const numbers = () =>
    screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => Number(button.textContent));

  it('shows at most five page numbers around the current page, marked as current', () => {
    render(<AdminPager page={7} totalPages={12} hasPrev hasNext onPage={() => undefined} />);
    expect(numbers()).toEqual([5, 6, 7, 8, 9]);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <AdminPager page={1} totalPages={3} hasPrev={false} hasNext onPage={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', false);
    rerender(
      <AdminPager page={3} totalPages={3} hasPrev hasNext={false} onPage={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
  });

  it('asks for the page chosen, the one before and the one after', () => {
    const onPage = vi.fn();
    render(<AdminPager page={4} totalPages={9} hasPrev hasNext onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage.mock.calls).toEqual([[6], [3], [5]]);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(
      <AdminPager
        page={1}
        totalPages={1}
        hasPrev={false}
        hasNext={false}
        onPage={() => undefined}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
