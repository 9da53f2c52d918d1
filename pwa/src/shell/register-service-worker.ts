/**
 * Registers the generated service worker (`/sw.js`, vite-plugin-pwa's default name) and reports a new
 * version once it is installed and waiting. A few lines instead of workbox-window (2.3 KB gzip), which
 * the home page would otherwise download on every first visit.
 *
 * The worker is built with `registerType: 'prompt'`: it waits until the page sends SKIP_WAITING, so a
 * learner in the middle of a lesson is never switched to new code without asking.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Re-checks for a new version while a tab stays open for long (learners keep lessons open for hours). */
const UPDATE_CHECK_MS = 60 * 60_000;

export interface ServiceWorkerHooks {
  /** A new version is ready; calling `activate` switches to it and reloads the page. */
  onNeedRefresh(activate: () => void): void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });

  const offer = (worker: ServiceWorker) =>
    hooks.onNeedRefresh(() => {
      let reloading = false;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  // A version downloaded during an earlier visit may already be waiting.
  if (registration.waiting && container.controller) offer(registration.waiting);

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      // Without a controller this is the first install: nothing old to replace, nothing to ask.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });

  window.setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
