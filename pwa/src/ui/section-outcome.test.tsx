import { cleanup, render, screen } from '@testing-library/react';
import { XCircle } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutcomePanel } from './section-outcome.tsx';

describe('OutcomePanel', () => {
  afterEach(cleanup);

  it("is the page's heading with what happened and the ways on", () => {
    render(
      <OutcomePanel
        icon={XCircle}
        tone="warning"
        title="Payment cancelled"
        testId="payment-cancelled"
        actions={<button type="button">Browse courses</button>}
      >
        <p>Nothing was charged.</p>
      </OutcomePanel>,
    );
    const panel = screen.getByTestId('payment-cancelled');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(panel.textContent).toContain('Nothing was charged.');
    expect(screen.getByRole('button', { name: 'Browse courses' })).toBeTruthy();
    expect(panel.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(panel.getAttribute('role')).toBeNull();
  });

  it('can announce itself while something is under way', () => {
    render(
      <OutcomePanel icon={XCircle} tone="accent" title="Starting" role="status" actions={null}>
        <p>One moment</p>
      </OutcomePanel>,
    );
    expect(screen.getByRole('status').textContent).toContain('One moment');
  });
});
