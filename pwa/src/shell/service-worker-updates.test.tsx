import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { ServiceWorkerUpdates } from './service-worker-updates.tsx';
import { ToastProvider } from '../ui/toast.tsx';

/**
 * The update prompt with the browser's service worker objects stood in for (happy-dom has none). The real
 * flow — a changed worker installs, waits, and the Reload button switches to it — runs in Chromium
 * in e2e/installable.spec.ts.
 */
function fakeBrowser({ waiting }: { waiting: boolean }) {
  const postMessage = vi.fn();
  const scriptURL = new URL('/sw.js', window.location.href).href;
  const worker = Object.assign(new EventTarget(), { state: 'installed', scriptURL, postMessage });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null,
    active: null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: Object.assign(new EventTarget(), { scriptURL, state: 'activated' }),
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, postMessage };
}

function renderUpdates() {
  render(
    <ToastProvider>
      <ServiceWorkerUpdates enabled />
    </ToastProvider>,
  );
}

describe('service worker updates', () => {
  beforeAll(() => initTestI18n('ti'));
  afterEach(cleanup);

  it('offers a reload when a new version is waiting, and activates it on request', async () => {
    const { container, postMessage } = fakeBrowser({ waiting: true });
    renderUpdates();
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('ሓድሽ ሕታም');

    act(() => screen.getByRole('button', { name: 'ኣሐድሱ' }).click());
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }, expect.any(Array));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
