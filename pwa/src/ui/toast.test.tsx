import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { ToastProvider, useToast, type ToastApi } from './toast.tsx';

let toast: ToastApi;
function Capture({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => onApi(api), [api, onApi]);
  return null;
}
const keep = (api: ToastApi) => {
  toast = api;
};

describe('toasts', () => {
  beforeAll(() => initTestI18n('en'));
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Capture onApi={keep} />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a success message politely and removes it after 5 seconds', () => {
    act(() => void toast.success('Profile saved'));
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Profile saved'),
    );
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.queryByText('Profile saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('announces errors at once with role alert', () => {
    act(() => void toast.error('Payment failed'));
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
  });

  it('keeps a toast without a duration until its action or close button is used', () => {
    const onReload = vi.fn();
    act(
      () =>
        void toast.info('New version', {
          durationMs: null,
          action: { label: 'Reload', onClick: onReload },
        }),
    );
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByText('New version')).toBeNull();
  });

  it('can be dismissed with its close button, labelled in the interface language', () => {
    act(() => void toast.info('Hello'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('replaces a toast with the same id and shows at most three', () => {
    act(() => {
      toast.info('first', { id: 'same' });
      toast.info('second', { id: 'same' });
    });
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
    act(() => ['a', 'b', 'c', 'd'].forEach((text) => toast.info(text)));
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.getByText('d')).toBeTruthy();
  });
});
