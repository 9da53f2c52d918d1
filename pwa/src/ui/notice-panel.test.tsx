import { cleanup, render, screen } from '@testing-library/react';
import { SearchX } from 'lucide-react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticePanel } from './notice-panel.tsx';

/** A failed certificate check, with `props` changed. */
function renderPanel(props: Partial<ComponentProps<typeof NoticePanel>>) {
  return render(
    <NoticePanel tone="danger" icon={SearchX} title="Certificate not found" {...props}>
      <p>We searched for ABC.</p>
    </NoticePanel>,
  );
}

describe('NoticePanel', () => {
  afterEach(cleanup);

  it('has a heading, its explanation and its actions', () => {
    renderPanel({ role: 'alert', actions: <button type="button">Try again</button> });
    const panel = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate not found' })).toBeTruthy();
    expect(panel.textContent).toContain('We searched for ABC.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is green in the success tone, and with no role is no live region', () => {
    renderPanel({ tone: 'success', role: null, testId: 'panel' });
    const panel = screen.getByTestId('panel');
    expect(panel.getAttribute('role')).toBeNull();
    expect(panel.className).toContain('bg-green-50');
  });
});
