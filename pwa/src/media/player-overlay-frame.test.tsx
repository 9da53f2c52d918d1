import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RotateCw } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayButton, PlayerOverlay } from './player-overlay-frame.tsx';

describe('PlayerOverlay', () => {
  afterEach(cleanup);

  it('covers the player with its role, names and test id', () => {
    render(
      <PlayerOverlay
        shade="opaque"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="t"
        testId="blocked"
      >
        <h2 id="t">Recording detected</h2>
      </PlayerOverlay>,
    );
    const overlay = screen.getByRole('alertdialog', { name: 'Recording detected' });
    expect(overlay.getAttribute('data-testid')).toBe('blocked');
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect(overlay.className).toContain('absolute inset-0');
  });

  it('has buttons that are never submits, with the icon hidden', () => {
    const onClick = vi.fn();
    render(
      <PlayerOverlay shade="slate" role="alert">
        <OverlayButton look="glass" icon={RotateCw} onClick={onClick}>
          Retry
        </OverlayButton>
      </PlayerOverlay>,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
