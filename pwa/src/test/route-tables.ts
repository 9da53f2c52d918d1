import { existsSync, readFileSync } from 'node:fs';

/**
 * The PWA's route tables as their source declares them (routes.tsx `publicRoutes` and
 * `standaloneRoutes`, the admin area's admin-routes.tsx and admin-pages.ts), for the tests that check
 * every route (app/route-registry.test.ts, app/route-copy.test.ts). Each route names its screen module
 * in its lazy import, beside its offline class and its copy (src/shell/lazy-page.ts). Read, not
 * imported: importing the tables would build the app's browser router and load its first page.
 */
export const TABLES = ['app/routes.tsx', 'admin/admin-routes.tsx', 'admin/admin-pages.ts'];

export interface Route {
  /** The full path: '/course/:id/watch/:videoId'. */
  path: string;
  /** The screen module under src/: 'home/home-page.tsx'. */
  screen: string;
  /** The offline class declared beside the lazy import, or undefined when it is missing. */
  offline: string | undefined;
  /** The copy (i18next namespaces) declared beside it, or undefined when there is no list. */
  copy: string[] | undefined;
}

/** The text of a file under src/ ('home/home-page.tsx'), or undefined when there is none. */
export function source(path: string): string | undefined {
  const url = new URL(`../${path}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, 'utf8') : undefined;
}

/** `from` ('app/routes.tsx') and a relative import ('../home/home-page.tsx') → 'home/home-page.tsx'. */
export function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** A `.then((m) => ({ default: m.TermsPage }))` names a re-export: follow it to its own module. */
function reExport(module: string, name: string): string {
  const text = source(module) ?? '';
  const found = new RegExp(`default as ${name} \\} from '([^']+)'`).exec(text);
  return found?.[1] ? resolve(module, found[1]) : module;
}

function routesOf(file: string): Route[] {
  const prefix = file.endsWith('admin-pages.ts') ? '/admin/' : '/';
  const entry =
    /(?:path: '([^']*)'|index: true),\s*(?:\/\/[^\n]*\n\s*)*lazy: \w+\(\s*(?:'([\w-]+)',)?\s*(?:\[([^\]]*)\],)?[\s\S]*?import\('([^']+)'\)(?:\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\))?/g;
  return [...(source(file) ?? '').matchAll(entry)].map(
    ([, path, offline, copy, specifier = '', name]) => {
      const module = resolve(file, specifier);
      const full = path === undefined ? prefix : path.startsWith('/') ? path : `${prefix}${path}`;
      return {
        path: full || '/',
        screen: name ? reExport(module, name) : module,
        offline,
        copy: copy === undefined ? undefined : [...copy.matchAll(/'([\w-]+)'/g)].map(([, n]) => n!),
      };
    },
  );
}

/** Every route of the tables. */
export const ROUTES: Route[] = TABLES.flatMap(routesOf);

/** How many `lazy:` the tables declare: each must have been read as a route. */
export const DECLARED_ROUTES = TABLES.map((file) => source(file) ?? '')
  .join('\n')
  .match(/\blazy: /g)?.length;
