// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
 * (The tables are read, not imported: importing them would build the app's router.)
 */

const TABLES = ['app/routes.tsx', 'admin/admin-routes.tsx', 'admin/admin-pages.ts'];
/** Loaded with the app, before its first render (src/i18n/i18n.ts). */
const ALWAYS_LOADED = new Set(['common']);

function source(path: string): string | undefined {
  const url = new URL(`../${path}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, 'utf8') : undefined;
}

/** `from` ('app/routes.tsx') and a relative import ('../home/home-page.tsx') → 'home/home-page.tsx'. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

interface Route {
  where: string;
  screen: string;
  copy: string[] | undefined;
}

/** The routes of a table: the screen each lazily loads, and the copy named beside it. */
function routesOf(file: string): Route[] {
  const text = source(file) ?? '';
  const entry =
    /(?:path: '([^']*)'|index: true),\s*(?:\/\/[^\n]*\n\s*)*lazy: \w+\(\s*'[\w-]+',\s*(?:\[([^\]]*)\],)?[\s\S]*?import\('([^']+)'\)(?:\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\))?/g;
  const routes = [...text.matchAll(entry)].map(([, path, copy, specifier = '', name]) => {
    let screen = resolve(file, specifier);
    if (name) {
      // `.then((m) => ({ default: m.TermsPage }))` names a re-export: follow it to its own module.
      const found = new RegExp(`default as ${name} \\} from '([^']+)'`).exec(source(screen) ?? '');
      if (found?.[1]) screen = resolve(screen, found[1]);
    }
    return {
      where: `${file} ${path ?? 'index'}`,
      screen,
      copy: copy === undefined ? undefined : [...copy.matchAll(/'([\w-]+)'/g)].map(([, n]) => n!),
    };
  });
  // Every `lazy:` must have been read: a route the pattern misses would go unchecked.
  expect(routes.length, file).toBe(text.match(/\blazy: /g)?.length ?? 0);
  return routes;
}

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

const ROUTES = TABLES.flatMap(routesOf);

describe('each route names the copy its screen renders with', () => {
  it('reads every route of the tables', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  it.each(ROUTES.map((route) => [route.where, route] as const))('%s', (_where, route) => {
    console.log(
      route.where,
      JSON.stringify([...copyOf(route.screen).required]),
      JSON.stringify([...copyOf(route.screen).mayUse]),
    );
    expect(route.copy, `${route.where}: no copy named beside its screen`).toBeDefined();
    const { required, mayUse } = copyOf(route.screen);
    const named = new Set(route.copy);
    const missing = [...required].filter((name) => !named.has(name));
    const unused = [...named].filter((name) => !mayUse.has(name));
    expect(missing, `${route.screen} renders with copy its route does not load`).toEqual([]);
    expect(unused, `${route.screen} never uses copy its route loads`).toEqual([]);
  });
});
