import { cleanup, render, screen } from '@testing-library/react';
import { Clock, Users } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { MetaList } from './meta-list.tsx';

describe('MetaList', () => {
  afterEach(cleanup);

  it('lists each fact with its icon hidden and its optional name read out', () => {
    render(
      <MetaList
        items={[
          { icon: Clock, text: '2h 5m', srLabel: 'Total duration' },
          { icon: Users, text: '12 students' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Total duration2h 5m', '12 students']);
    for (const item of items) {
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByText('Total duration').className).toBe('sr-only');
  });

  it('is small and muted on a card, larger and light in a dark hero', () => {
    const { rerender } = render(<MetaList size="sm" items={[{ icon: Users, text: '3' }]} />);
    expect(screen.getByRole('list').className).toContain('text-xs');
    expect(screen.getByRole('list').className).toContain('text-slate-600');
    rerender(<MetaList tone="onDark" className="mt-4" items={[{ icon: Users, text: '3' }]} />);
    expect(screen.getByRole('list').className).toContain('text-sm');
    expect(screen.getByRole('list').className).toContain('text-slate-200');
    expect(screen.getByRole('list').className).toContain('mt-4');
  });
});
