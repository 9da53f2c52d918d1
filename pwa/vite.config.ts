import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { DEFAULT_SITE_CONFIG } from '../shared/src/site-config.ts';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appVersion, packageVersion } from './app-version.ts';
import { iconsDrawnBy } from './home-page-icons.ts';
import { offlineClasses } from './offline-classes.ts';
import { preloadLatinFont } from './font-preload.ts';
import { precompressAssets } from './precompress.ts';
import { firstScreenCopy } from './first-screen-copy.ts';

const appName = DEFAULT_SITE_CONFIG.appName;
/** What the home page shares with other pages: see the 'shared' group below. */
const HOME_PAGE_SHARED =
  /pwa[\\/]src[\\/]((catalogue|courses|info)[\\/](?!legal-document|catalogue-pager|course-panel|course-hero-heading)|i18n[\\/]|shell[\\/]|ui[\\/](states|badge|page-header|card|use-page-title|notice-query-error)\.)|shared[\\/]src[\\/](?!.*schema)(?!protection|certificates|catalogue[\\/]course-form)/;

/**
 * React Router's production build. Its package names only its development build in `exports` (a known
 * gap, remix-run/react-router#14753), which keeps the router's development warnings, and their
 * checks on every render, in the shipped app; the two builds differ in that flag alone.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A feature folder's door: it re-exports only, with no side effects of its own. */
const FEATURE_DOOR = /pwa[\\/]src[\\/][\w-]+[\\/]index\.ts$/;

/** The icons the home page draws: they travel in its shared group (see the 'shared' group below). */
const HOME_PAGE_ICON = iconsDrawnBy(
  fileURLToPath(new URL('./src/home/home-page.tsx', import.meta.url)),
);

/**
 * The precache follows the offline class each route declares beside its lazy import (install, first
 * use, online only: src/shell/lazy-page.ts); offline-classes.ts derives the install from them.
 * `vendor` is the one exception: the first page's libraries (React, the router, TanStack Query,
 * i18next: 411 KB once telemetry stopped pulling Dexie and zod into it) would take the install from
 * 721 to 1,121 KiB, past the 1 MB budget; it reaches the device through the run-time cache on the first
 * visit, as before. Dropping the exception needs about 100 KiB out of the install first: the zod
 * schemas (84 KB) left it when the rating widget stopped bringing them (721 to 639 KiB, issue 26);
 * Dexie (import-wrapper, 98 KB), which the learner's installed pages bring, is still in it.
 */
const offline = offlineClasses({ leftOut: ['vendor'] });

/**
 * The installable PWA. The service worker is typed code, src/sw.ts (injectManifest): its caching rules,
 * Background Sync and push handling live there. The build injects the precache list: at most 1 MB
 * (e2e/installable.spec.ts), the shell (index.html), the public and learner pages that open offline,
 * both languages' copy, the icons and the regular weight of Noto Sans Ethiopic. Admin screens, the
 * player with Shaka, the forms that need the network and the bold weights are cached at run time, the
 * first time they are used (their routes and lazy imports say so: offline-classes.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
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
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // Analytics code must not reach a visitor who declined it, not even into a cache.
    // The bold weights and rare Latin letters of the font are fetched when first shown.
    // The offline shell has no server-drawn screen, so nothing there waits for first-screen-start.js.
    globIgnores: [
      'analytics.js',
      'first-screen-start.js',
      '**/*.map',
      'assets/*-600-normal-*',
      'assets/*-700-normal-*',
      'assets/*-latin-ext-*',
    ],
    // Which of the app's code files are installed: the offline classes the code declares.
    manifestTransforms: [offline.precacheTransform],
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command, mode }) => {
  // `npm start` runs the server with NODE_ENV=development and builds the app from there; without this
  // the build would inherit it and ship React's development bundles with no service worker. A debug
  // build is still one flag away: `vite build --mode development`.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  // The version telemetry reports (src/telemetry/telemetry-context.ts), unless the build is given one.
  process.env.VITE_APP_VERSION ??= appVersion(packageVersion());
  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(process.env.VITEST
        ? []
        : [offline.plugin, pwa, preloadLatinFont(), precompressAssets(), firstScreenCopy()]),
    ],
    resolve: {
      alias:
        command === 'build' && mode === 'production'
          ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
          : [],
    },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 preloads modules itself but Safari 15.4–16 and Firefox before 115,
      // which then fetch a lazy page's files one after another: not worth 0.2 KB on every first load.
      modulePreload: { polyfill: false },
      // dist/.vite/manifest.json: the server names a page's files in the page it sends, so the browser
      // fetches them beside the app's own instead of after them (api/src/http/route-preloads.ts).
      manifest: true,
      // Source maps carry the whole front-end source: development builds only, never production.
      sourcemap: mode !== 'production',
      rolldownOptions: {
        // A feature's door (src/<feature>/index.ts, docs/architecture.md) only re-exports: importing one
        // name from it must bring that name's file alone, as the direct import did, or a lazily loaded
        // file a door names (the player) would join every chunk that uses the door.
        treeshake: {
          moduleSideEffects: (id: string) => (FEATURE_DOOR.test(id) ? false : undefined),
        },
        experimental: { lazyBarrel: true },
        output: {
          // What the first page needs arrives as two files, the libraries and the app's shell, instead of
          // ~60 small shared chunks: fewer round trips on slow mobile links and better compression
          // (home page 164 KB gzip in 23 scripts, was 175 KB in 57). Libraries change less often than
          // the app, so they stay cached across most releases. Lazy pages keep their own chunks.
          codeSplitting: {
            groups: [
              { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 6 },
              { name: 'app', tags: ['$initial'], priority: 5 },
              // The small modules several lazy pages share (icons, kit parts, queries) as four files
              // instead of ~80 files of a few hundred bytes: Chromium stores each cached file with
              // ~1.6 KB of overhead, which made the install 1.19 MB for 0.96 MB of code. Four, not one,
              // so that the home page does not download what only forms and learners use (the split took
              // its first load from 176.3 to 169.1 KB gzip; npm run bench -- foundation).
              // A group also takes in what its modules import, highest priority first: the home page's
              // group goes first, with the icons it draws, or another group would take an icon or a block
              // the home page needs and the home page would download that whole group for it.
              // What the home page shares with other pages: course cards, catalogue queries, the kit
              // blocks it draws (a block added to the home page joins HOME_PAGE_SHARED), its icons.
              {
                name: 'shared',
                minShareCount: 2,
                test: (id: string) => HOME_PAGE_SHARED.test(id) || HOME_PAGE_ICON.test(id),
                priority: 4,
              },
              // Every other icon two pages share.
              { name: 'icons', minShareCount: 2, test: /lucide-react/, priority: 3 },
              // The learner's pages, and the course and my-course pages' hero heading and panels (they
              // bring the lesson sizes and data saver the home page never shows).
              {
                name: 'learner-shared',
                minShareCount: 2,
                test: /pwa[\\/]src[\\/](certificates[\\/]|checkout[\\/]|dashboard[\\/]|learning[\\/](?!watch|progress)|courses[\\/](course-panel|course-hero-heading))/,
                priority: 2,
              },
              // The rest of the kit (forms, dialogs, pager, stat tiles, toolbars), the legal pages'
              // document and the shared rules only forms use.
              {
                name: 'kit-shared',
                minShareCount: 2,
                test: /pwa[\\/]src[\\/](ui[\\/]|info[\\/]legal-document|courses[\\/]catalogue-pager)|shared[\\/]src[\\/](protection|certificates|catalogue[\\/]course-form)/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    // Screen tests render whole pages (pwa/src/test/render-screen.tsx): 5 s is tight on a busy 2-core CI.
    test: {
      name: 'pwa',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      // Each file in a fresh VM context around happy-dom's window, not a fresh module graph in a forked
      // process: the 143 files took 70-77 s instead of 163-175 s on two workers (src/test/setup.ts).
      pool: 'vmThreads',
      // Vitest gives each file its own context only when it has more than one worker: the VM pools run
      // without isolation, and a single worker receives every file in one context, where each file finds
      // the last one's screen, session and copy still set up (`cd pwa && npx vitest run` on two cores
      // failed from the second file on). The same count as the root's, which runs this project in CI.
      maxWorkers: availableParallelism() + 1,
      testTimeout: 15_000,
    },
  };
});
