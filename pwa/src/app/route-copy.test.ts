// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DECLARED_ROUTES, ROUTES, resolve, source } from '../test/route-tables.ts';

/**
 * Every route names the copy (i18next namespaces) its screen renders with, and its lazy loader
 * (src/shell/lazy-page.ts) loads that copy beside the screen's code. A screen that rendered with
 * copy still to come suspended: the layout showed its spinner, and React then held the screen back
 * until 300 ms after the spinner had appeared (on the dashboard, on a slow phone: issue 26). The
 * dashboard's list had drifted from its components (its cards use the catalogue's and the
 * certificates' copy); this test keeps every list true.
 *
 * What a screen renders with is read from the source: the `useTranslation(...)` calls (and
 * `t('namespace:key')`) of the screen's module and of every module it imports statically, following
 * a capability's public module (`index.ts`) only to the modules that define the names imported
 * through it. What a screen loads later (a lazy import) may be named, not must: it has its own
 * Suspense boundary and may be worth starting early. `common` is loaded before the first render.
 * (The tables are read from their source: src/test/route-tables.ts.)
 */

/** Loaded with the app, before its first render (src/i18n/i18n.ts). */
const ALWAYS_LOADED = new Set(['common']);

interface Facts {
  /** Namespaces a render waits for: `useTranslation('x')`, `useTranslation(['x', 'y'])`, `t('x:…')`. */
  waitsFor: Set<string>;
  /** Namespaces asked for without suspending (`{ useSuspense: false }`). */
  asksFor: Set<string>;
  /** Modules imported statically, each with the names taken from it (null: the module as a whole). */
  imports: { module: string; names: string[] | null }[];
  /** Modules imported lazily. */
  lazy: string[];
}

const factsCache = new Map<string, Facts>();
function factsOf(module: string): Facts {
  const cached = factsCache.get(module);
  if (cached) return cached;
  const text = (source(module) ?? '').replace(/^\s*(?:\/\/|\*).*$/gm, '');
  const waitsFor = new Set<string>();
  const asksFor = new Set<string>();
  for (const [, args = ''] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...args.replace(/\{[^}]*\}/g, '').matchAll(/'([\w-]+)'/g)].map(([, n]) => n!);
    for (const name of names) (/useSuspense: false/.test(args) ? asksFor : waitsFor).add(name);
  }
  for (const [, name] of text.matchAll(/\bt\(\s*'([\w-]+):/g)) waitsFor.add(name!);
  const imports: Facts['imports'] = [];
  const statement = /\b(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'(\.{1,2}\/[^']+\.tsx?)'/g;
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(statement)) {
    if (typeOnly) continue;
    // A default or namespace import takes the module as a whole; named ones, just those names.
    const named = /^\{([\s\S]*)\}$/.exec(clause);
    const names = named
      ? named[1]!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!)
      : null;
    if (names?.length === 0) continue;
    imports.push({ module: resolve(module, specifier), names });
  }
  const lazy = [
    ...text.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.{1,2}\/[^']+\.tsx?)'\s*\)/g),
  ].map(([, specifier = '']) => resolve(module, specifier));
  const facts = { waitsFor, asksFor, imports, lazy };
  factsCache.set(module, facts);
  return facts;
}

/** The module that defines `name` when it is imported from `module` (through its re-exports). */
function definer(module: string, name: string): string[] {
  const text = source(module) ?? '';
  for (const [, names = '', specifier = ''] of text.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)'/g,
  )) {
    const exported = names.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
    const hit = exported.find((n) => (n.split(/\s+as\s+/)[1] ?? n) === name);
    if (hit) return definer(resolve(module, specifier), hit.split(/\s+as\s+/)[0]!);
  }
  const stars = [...text.matchAll(/export\s*\*\s*from\s*'(\.{1,2}\/[^']+)'/g)].map(
    ([, specifier = '']) => resolve(module, specifier),
  );
  const declared = new RegExp(
    `export\\s+(?:async\\s+)?(?:function|const|class|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*;`,
  ).test(text);
  if (declared || stars.length === 0) return [module];
  return stars.flatMap((star) => definer(star, name));
}

/** The copy a module and everything it imports statically renders with, and what it loads lazily. */
function copyOf(screen: string) {
  const seen = new Set<string>();
  const waitsFor = new Set<string>();
  const mayUse = new Set<string>();
  const lazy: string[] = [];
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const facts = factsOf(module);
    for (const name of facts.waitsFor) waitsFor.add(name);
    for (const name of facts.asksFor) mayUse.add(name);
    lazy.push(...facts.lazy);
    for (const { module: imported, names } of facts.imports) {
      const isIndex = /\/index\.tsx?$/.test(imported);
      if (isIndex && names) for (const name of names) definer(imported, name).forEach(visit);
      else visit(imported);
    }
  };
  visit(screen);
  const required = new Set(waitsFor);
  // What loads later may be named too (started early): everything its own closure uses.
  for (let i = 0; i < lazy.length; i++) visit(lazy[i]!);
  for (const name of waitsFor) mayUse.add(name);
  for (const name of ALWAYS_LOADED) {
    required.delete(name);
    mayUse.delete(name);
  }
  return { required, mayUse };
}

describe('each route names the copy its screen renders with', () => {
  it('reads every route of the tables', () => {
    expect(ROUTES).toHaveLength(DECLARED_ROUTES ?? 0);
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    expect(route.copy, `${route.path}: no copy named beside its screen`).toBeDefined();
    const { required, mayUse } = copyOf(route.screen);
    const named = new Set(route.copy);
    const missing = [...required].filter((name) => !named.has(name));
    const unused = [...named].filter((name) => !mayUse.has(name));
    expect(missing, `${route.screen} renders with copy its route does not load`).toEqual([]);
    expect(unused, `${route.screen} never uses copy its route loads`).toEqual([]);
  });
});
