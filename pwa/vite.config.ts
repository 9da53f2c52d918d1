import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { DEFAULT_SITE_CONFIG } from '../shared/src/site-config.ts';

const appName = DEFAULT_SITE_CONFIG.appName;

/**
 * The installable PWA (generateSW). What the service worker keeps:
 * - precached at install: the shell (index.html), every JS and CSS chunk (locale files are JS chunks),
 *   the icons and the Noto Sans Ethiopic woff2 files, so the academy opens offline in both languages;
 * - navigations: network first, because the server injects the site facts into the page it sends; the
 *   last page received is kept as the offline copy, and the precached index.html stands in before that.
 *   /api/ and /dev/ are never answered by the service worker (API links opened in a tab, the dev mailbox);
 * - /api/*: never cached by default, answers are personal; only routes listed below opt in.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered from the app (src/shell/service-worker-updates.tsx) after the first render.
  injectRegister: false,
  manifest: {
    id: '/',
    name: appName,
    short_name: appName.split(' ')[0],
    description: 'ብትግርኛን ብእንግሊዝኛን ዝወሃቡ ናይ ቪድዮ ኮርሳት · Video courses in Tigrinya and English',
    lang: 'ti',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // Analytics code must not reach a visitor who declined it, not even into a cache.
    globIgnores: ['analytics.js', '**/*.map'],
    cleanupOutdatedCaches: true,
    // Background Sync for queued learner progress (learning capability, public/progress-sync-sw.js).
    // Web push for new courses (push capability, public/push-sw.js).
    importScripts: ['progress-sync-sw.js', 'push-sw.js'],
    clientsClaim: true,
    navigationPreload: true,
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/dev/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'app-shell',
          networkTimeoutSeconds: 4,
          plugins: [
            {
              // The server sends the same shell for every app path: keep one copy, the newest.
              cacheKeyWillBeUsed: async () => '/__app-shell',
              // Only the app's shell may become the offline copy, never some other HTML page.
              cacheWillUpdate: async ({ response }) => {
                if (response.status !== 200) return null;
                const html = await response.clone().text();
                return html.includes('<div id="root">') ? response : null;
              },
            },
          ],
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      // ─── API routes that may be cached ─────────────────────────────────────────────────────────────
      // Nothing under /api/ is cached unless listed here.
      // The public catalogue (course list and filter facets), stale-while-revalidate: the catalogue and
      // the home page's featured courses open at once, and offline, with the last list seen. Only
      // requests WITHOUT an Authorization header: a signed-in learner's list carries purchase marks
      // that must never be answered to anyone else. A refresh the app asks for (fetch cache mode
      // 'no-cache': the tab became visible again, a course was created) goes past it to the network.
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          (url.pathname === '/api/courses' || url.pathname === '/api/courses/facets') &&
          !request.headers.has('Authorization') &&
          request.cache !== 'no-cache' &&
          request.cache !== 'reload',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'api-courses',
          expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      // Course thumbnails are content-addressed (a new image gets a new URL): cache first.
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/courses/thumbnails/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'course-thumbnails',
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command, mode }) => {
  // `npm start` runs the server with NODE_ENV=development and builds the app from there; without this
  // the build would inherit it and ship React's development bundles with no service worker. A debug
  // build is still one flag away: `vite build --mode development`.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), ...(process.env.VITEST ? [] : [pwa])],
    build: {
      target: 'es2022',
      // Source maps carry the whole front-end source: development builds only, never production.
      sourcemap: mode !== 'production',
      rolldownOptions: {
        output: {
          // What the first page needs arrives as two files, the libraries and the app's shell, instead of
          // ~60 small shared chunks: fewer round trips on slow mobile links and better compression
          // (home page 164 KB gzip in 23 scripts, was 175 KB in 57). Libraries change less often than
          // the app, so they stay cached across most releases. Lazy pages keep their own chunks.
          codeSplitting: {
            groups: [
              { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 2 },
              { name: 'app', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    test: { name: 'pwa', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
  };
});
