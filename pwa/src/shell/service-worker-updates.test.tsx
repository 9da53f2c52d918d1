import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { registerServiceWorker } from './register-service-worker.ts';
import { ServiceWorkerUpdates } from './service-worker-updates.tsx';
import { ToastProvider } from './toast.tsx';

/** A stand-in for the browser's service worker objects, enough to drive the update flow. */
function fakeBrowser({ waiting }: { waiting: boolean }) {
  const postMessage = vi.fn();
  const worker = { state: 'installed', postMessage } as unknown as ServiceWorker;
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null as ServiceWorker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, postMessage };
}

describe('service worker updates', () => {
  beforeAll(() => initTestI18n('ti'));
  afterEach(cleanup);

  it('offers a reload when a new version is waiting, and activates it on request', async () => {
    const { container, postMessage } = fakeBrowser({ waiting: true });
    render(
      <ToastProvider>
        <ServiceWorkerUpdates enabled />
      </ToastProvider>,
    );
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('ሓድሽ ሕታም');

    act(() => screen.getByRole('button', { name: 'ኣሐድሱ' }).click());
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks only when an update installs behind a controlling worker, not on the first install', async () => {
    const { container, registration } = fakeBrowser({ waiting: false });
    const onNeedRefresh = vi.fn();
    await registerServiceWorker({ onNeedRefresh });

    const installing = Object.assign(new EventTarget(), {
      state: 'installing',
      postMessage: vi.fn(),
    });
    registration.installing = installing as unknown as ServiceWorker;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(onNeedRefresh).toHaveBeenCalledOnce();

    container.controller = null as unknown as object;
    registration.dispatchEvent(new Event('updatefound'));
    installing.dispatchEvent(new Event('statechange'));
    expect(onNeedRefresh).toHaveBeenCalledOnce();
  });
});
