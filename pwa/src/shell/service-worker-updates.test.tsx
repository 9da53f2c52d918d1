import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { ServiceWorkerUpdates } from './service-worker-updates.tsx';
import { ToastProvider } from './toast.tsx';

const updateServiceWorker = vi.fn();
let onNeedRefresh: (() => void) | undefined;

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    onNeedRefresh = options.onNeedRefresh;
    return updateServiceWorker;
  },
}));

describe('service worker updates', () => {
  beforeAll(() => initTestI18n('ti'));
  afterEach(cleanup);

  it('offers a reload when a new version is waiting, and reloads into it on request', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    render(
      <ToastProvider>
        <ServiceWorkerUpdates enabled />
      </ToastProvider>,
    );
    await vi.waitFor(() => expect(onNeedRefresh).toBeDefined());
    act(() => onNeedRefresh!());

    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('ሓድሽ ሕታም');
    act(() => screen.getByRole('button', { name: 'ኣሐድሱ' }).click());
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
