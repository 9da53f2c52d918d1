import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss.ts';

function Popover({ open, onDismiss }: { open: boolean; onDismiss: (how: string) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, onDismiss);
  return (
    <>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  afterEach(cleanup);

  it('reports Escape and a pointer outside, but not a pointer inside', () => {
    const onDismiss = vi.fn();
    render(<Popover open onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('listens only while open', () => {
    const onDismiss = vi.fn();
    render(<Popover open={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
