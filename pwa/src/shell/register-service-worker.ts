/**
 * Registers the generated service worker (`/sw.js`, vite-plugin-pwa's default name) through
 * workbox-window and reports a new version once it is installed and waiting. workbox-window (2.3 KB
 * gzip) is downloaded here, after the first render, so the first page does not wait for it.
 *
 * The worker is built with `registerType: 'prompt'`: it waits until the page sends SKIP_WAITING, so a
 * learner in the middle of a lesson is never switched to new code without asking. workbox-window
 * reports a waiting worker whether it was found during this visit or left waiting by an earlier one.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Re-checks for a new version while a tab stays open for long (learners keep lessons open for hours). */
const UPDATE_CHECK_MS = 60 * 60_000;

export interface ServiceWorkerHooks {
  /** A new version is ready; calling `activate` switches to it and reloads the page. */
  onNeedRefresh(activate: () => void): void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<void> {
  const { Workbox } = await import('workbox-window/build/workbox-window.prod.mjs');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () =>
    hooks.onNeedRefresh(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // Undefined when the browser refuses workers (some private modes, tests that block them).
  const registration = (await workbox.register()) as ServiceWorkerRegistration | undefined;
  if (!registration) return;
  window.setInterval(() => {
    workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
