import { cleanup, render, screen } from '@testing-library/react';
import { SearchX } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticePanel } from './notice-panel.tsx';

describe('NoticePanel', () => {
  afterEach(cleanup);

  it('has a heading, its explanation and its actions', () => {
    render(
      <NoticePanel
        tone="danger"
        icon={SearchX}
        role="alert"
        title="Certificate not found"
        actions={<button type="button">Try again</button>}
      >
        <p>We searched for ABC.</p>
      </NoticePanel>,
    );
    const panel = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate not found' })).toBeTruthy();
    expect(panel.textContent).toContain('We searched for ABC.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
