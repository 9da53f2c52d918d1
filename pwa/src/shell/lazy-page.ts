import type { ComponentType } from 'react';
import { preloadNamespaces } from '../i18n/i18n.ts';

/**
 * When a route's screen works without the network, declared beside its lazy import. The build reads
 * these declarations (pwa/offline-classes.ts) and derives the service worker's precache from them:
 * - `install`: in the precache, so the page opens offline from the first visit on (at most 1 MB in all);
 * - `first-use`: cached the first time it is opened (the player, Downloads, the admin area);
 * - `online`: does nothing without the network (checkout, signing in, forms that send); never in the
 *   install. Its files may still be kept by the run-time cache, which is harmless.
 */
export type OfflineClass = 'install' | 'first-use' | 'online';

/**
 * A route's screen loaded on demand, each page its own chunk so that the first page stays small, with
 * the copy it renders with (its i18next namespaces) loaded beside it: the route resolves once both are
 * in. A screen that rendered with its copy still to come suspended: the layout showed its spinner, and
 * React then held the screen back until 300 ms after the spinner had appeared (it throttles what a
 * Suspense boundary reveals). On the dashboard on Lighthouse's slow phone that was the spinner in place
 * of the courses (issue 26). src/app/route-copy.test.ts checks each route's list against the
 * `useTranslation` calls of its screen.
 *
 * The offline class is for the build only; at run time every class loads the same way.
 */
export const lazyPage =
  (
    _offline: OfflineClass,
    copy: readonly string[],
    load: () => Promise<{ default: ComponentType }>,
  ) =>
  async () => {
    const [page] = await Promise.all([load(), preloadNamespaces(copy)]);
    return { Component: page.default };
  };
