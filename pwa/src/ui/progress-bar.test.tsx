import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  afterEach(cleanup);

  it('reads out its name and value from 0 to 100, and fills that far', () => {
    render(<ProgressBar percent={40} label="Watched 40%" />);
    const bar = screen.getByRole('progressbar', { name: 'Watched 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
  });

  it('is a grey track with the accent by default; thinner, paler, green or on a dark hero when told', () => {
    const { rerender } = render(<ProgressBar percent={10} label="Done" />);
    const bar = () => screen.getByRole('progressbar');
    expect(bar().className).toContain('h-2 ');
    expect(bar().className).toContain('bg-slate-200');
    expect(bar().firstElementChild?.className).toContain('bg-accent-600');
    rerender(
      <ProgressBar
        percent={10}
        label="Done"
        size="xs"
        track="onDark"
        fill="lightGreen"
        className="mt-1"
      />,
    );
    expect(bar().className).toContain('h-1 ');
    expect(bar().className).toContain('bg-white/20');
    expect(bar().className).toContain('mt-1');
    expect(bar().firstElementChild?.className).toContain('bg-green-500');
  });

  it('fills amber for a wait and carries its test id', () => {
    render(<ProgressBar percent={60} label="Processing" fill="amber" data-testid="processing" />);
    const bar = screen.getByTestId('processing');
    expect(bar.getAttribute('role')).toBe('progressbar');
    expect(bar.firstElementChild?.className).toContain('bg-amber-500');
  });
});
