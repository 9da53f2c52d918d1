import type { ComponentType } from 'react';

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
 * A route's screen loaded on demand: each page is its own chunk, so the first page stays small. The
 * offline class is for the build only; at run time every class loads the same way.
 */
export const lazyPage =
  (_offline: OfflineClass, load: () => Promise<{ default: ComponentType }>) => async () => ({
    Component: (await load()).default,
  });
