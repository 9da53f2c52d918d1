import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Gauge } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice, NoticeButton } from './notice.tsx';

describe('Notice', () => {
  afterEach(cleanup);

  it('shows its title and words with the icon hidden, as a status by default', () => {
    render(
      <Notice tone="info" icon={Gauge} title="Slow connection?" testId="tip">
        Turn on the data saver.
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('data-testid')).toBe('tip');
    expect(notice.textContent).toBe('Slow connection?Turn on the data saver.');
    expect(notice.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers its actions and a named close button', () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Notice
        tone="warning"
        icon={Gauge}
        title="Locked"
        role="alert"
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
        actions={
          <NoticeButton tone="warning" onClick={onAction}>
            Turn on
          </NoticeButton>
        }
      />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    const action = screen.getByRole('button', { name: 'Turn on' });
    expect(action.getAttribute('type')).toBe('button');
    fireEvent.click(action);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
