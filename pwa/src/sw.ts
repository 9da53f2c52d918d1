/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteMatchCallback } from 'workbox-core';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { withoutFirstScreen } from '@academy/shared/first-screen';
import { listenForProgressSync } from './learning/progress/progress-sync-worker.ts';
import { listenForCoursePushes } from './push/push-worker.ts';

/**
 * The service worker (vite-plugin-pwa injectManifest, vite.config.ts). What it keeps:
 * - precached at install (at most 1 MB, e2e/installable.spec.ts): the manifest the build injects into
 *   `self.__WB_MANIFEST` (the shell, the pages that open offline, both languages' copy, the icons and
 *   the regular weight of the font). Everything else is cached at run time, the first time it is used;
 * - navigations: network first, because the server injects the site facts into the page it sends; the
 *   last page received is kept as the offline copy, and the precached index.html stands in before that.
 *   /api/ and /dev/ are never answered by the service worker (API links opened in a tab, the dev mailbox);
 * - /api/*: never cached by default, answers are personal; only the routes below opt in.
 * It also sends queued progress when the connection returns (Background Sync) and shows web pushes.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

const DAY_SECONDS = 24 * 60 * 60;

// registerType 'prompt': the new version waits until the page's "update" button asks it to take over
// (src/shell/service-worker-updates.tsx).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/dev/'),
  new NetworkFirst({
    cacheName: 'app-shell',
    networkTimeoutSeconds: 4,
    plugins: [
      {
        // The server sends the same shell for every app path: keep one copy, the newest.
        cacheKeyWillBeUsed: () => Promise.resolve('/__app-shell'),
        // Only the app's shell may become the offline copy, never some other HTML page.
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          const html = await response.clone().text();
          // Without the server's drawing of the page it was sent for (one course's hero over every
          // page opened offline): the app draws the page itself there.
          const shell = withoutFirstScreen(html);
          if (!shell.includes('<div id="root">')) return null;
          if (shell === html) return response;
          return new Response(shell, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        },
      },
      new PrecacheFallbackPlugin({ fallbackURL: 'index.html' }),
    ],
  }),
);

/**
 * A run-time cache for files whose address changes with their content (hashed build files, images,
 * content-addressed thumbnails): a cached copy is never stale, so it answers first. Only complete
 * answers are kept.
 */
function cacheFirst(
  cacheName: string,
  maxEntries: number,
  maxAgeDays: number,
  match: RouteMatchCallback,
): void {
  registerRoute(
    match,
    new CacheFirst({
      cacheName,
      plugins: [
        new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY_SECONDS }),
        new CacheableResponsePlugin({ statuses: [200] }),
      ],
    }),
  );
}

cacheFirst(
  'images',
  60,
  30,
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
);
// Build files left out of the precache (pages cached at first use, the admin area, the player, the
// bold weights of the font): hashed names, so a cached copy is never stale.
cacheFirst(
  'assets',
  150,
  60,
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
);

// ─── API routes that may be cached ─────────────────────────────────────────────────────────────────
// Nothing under /api/ is cached unless listed here.
// The public catalogue (course list and filter facets), stale-while-revalidate: the catalogue and the
// home page's featured courses open at once, and offline, with the last list seen. Only requests
// WITHOUT an Authorization header: a signed-in learner's list carries purchase marks that must never be
// answered to anyone else. A refresh the app asks for (fetch cache mode 'no-cache': the tab became
// visible again, a course was created) goes past it to the network.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    (url.pathname === '/api/courses' || url.pathname === '/api/courses/facets') &&
    !request.headers.has('Authorization') &&
    request.cache !== 'no-cache' &&
    request.cache !== 'reload',
  new StaleWhileRevalidate({
    cacheName: 'api-courses',
    plugins: [
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);
// Course thumbnails are content-addressed (a new image gets a new URL): cache first.
cacheFirst(
  'course-thumbnails',
  120,
  30,
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/courses/thumbnails/'),
);

listenForProgressSync(self);
listenForCoursePushes(self);
