// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DECLARED_ROUTES, ROUTES, resolve, source } from '../test/route-tables.ts';

/**
 * The PWA's route table as a registry, like the API's (api/test/routes/route-registry.test.ts): every
 * route's screen has a component test beside it (`<screen>.test.tsx`, written with
 * src/test/render-screen.tsx), that test checks the tab's title, the screen sets one, and the route
 * declares its offline class (install, first-use, online: src/shell/lazy-page.ts), from which the
 * build derives the service worker's precache (pwa/offline-classes.ts).
 *
 * The tables (routes.tsx `publicRoutes` and `standaloneRoutes`, the admin area's admin-routes.tsx and
 * admin-pages.ts) are read from their source, where each route names its screen module in its lazy
 * import (src/test/route-tables.ts); every `lazy:` must be read, so a route the reading misses fails
 * here.
 */

/**
 * Screens whose component test is being written on another branch (issue 23 §5, `screentests2`:
 * the learner's own pages and the admin area). The lead shrinks this list as those tests merge; a
 * screen listed here that has a test fails below, so the list cannot go stale.
 */
const PENDING = new Set<string>([]);

/** The admin area's layout route: a guard around the admin pages, with no title of its own. */
const LAYOUTS = new Set(['admin/admin-area.tsx']);

const SCREENS = [...new Set(ROUTES.map((route) => route.screen))].sort();
const testOf = (screen: string) => source(screen.replace(/\.tsx?$/, '.test.tsx'));

/** Whether the module, or a module of ours it imports, calls usePageTitle (one step deep). */
function setsTitle(screen: string): boolean {
  const text = source(screen) ?? '';
  if (text.includes('usePageTitle(')) return true;
  const imports = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, s = '']) =>
    resolve(screen, s),
  );
  return imports.some((module) => (source(module) ?? '').includes('usePageTitle('));
}

describe('the PWA route table', () => {
  it('is read in full from its source', () => {
    expect(ROUTES).toHaveLength(DECLARED_ROUTES ?? 0);
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.map((route) => route.path)).toContain('/course/:id/watch/:videoId');
    for (const route of ROUTES) expect(source(route.screen), route.screen).toBeTypeOf('string');
  });

  it('declares an offline class for every route', () => {
    const undeclared = ROUTES.filter(
      (route) => !['install', 'first-use', 'online'].includes(route.offline ?? ''),
    );
    expect(undeclared.map((route) => route.path)).toEqual([]);
    // What issue 15 names as opening offline from the install.
    const installed = ROUTES.filter((route) => route.offline === 'install').map((r) => r.path);
    expect(installed).toEqual(
      expect.arrayContaining(['/', '/courses', '/course/:id', '/about', '/dashboard']),
    );
    expect(ROUTES.filter((route) => route.path.startsWith('/admin'))).not.toContainEqual(
      expect.objectContaining({ offline: 'install' }),
    );
  });

  it('has a component test beside every screen (but those pending on another branch)', () => {
    const untested = SCREENS.filter((screen) => !testOf(screen) && !PENDING.has(screen));
    expect(untested, 'screens without a component test').toEqual([]);
  });

  it('lists as pending only route screens that still lack a test', () => {
    const stale = [...PENDING].filter((screen) => !SCREENS.includes(screen) || testOf(screen));
    expect(stale, 'remove these from PENDING').toEqual([]);
  });

  it('gives every screen a tab title, and its test checks it', () => {
    const screens = SCREENS.filter((screen) => !LAYOUTS.has(screen));
    expect(
      screens.filter((screen) => !setsTitle(screen)),
      'screens without a title',
    ).toEqual([]);
    const unchecked = screens.filter((screen) => {
      const test = testOf(screen);
      return test !== undefined && !test.includes('document.title');
    });
    expect(unchecked, 'screen tests that do not check the title').toEqual([]);
  });
});
