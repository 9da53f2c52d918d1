import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^import\s+(?:type\s+)?(?:([\w*\s{},]*?)\s+from\s+)?'([^']+)';/gm;
const RE_EXPORT = /^export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm;
const LUCIDE_NAMES = /^import\s+\{([^}]*)\}\s+from\s+'lucide-react';/m;

/** The names in an import or export clause (`{ a, type B, c as d }`), as the exporting file calls them. */
const clauseNames = (clause: string) =>
  (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);

/**
 * The lucide icons a page draws, found by reading its source and the app's files it imports
 * statically (a lazy `import()` is another file's business), as a test for lucide's module files
 * (`TrendingUp` is `…/icons/trending-up.mjs`). The build's grouping uses it to ship the home page's
 * icons with the home page's shared group, so the home page does not download every page's icons.
 * Bundlers cannot tell: every file imports icons through lucide's one index module. Through a feature's
 * door (`index.ts`, docs/architecture.md) only the files that give the names imported are followed.
 */
export function iconsDrawnBy(entry: string): RegExp {
  const icons = new Set<string>();
  const seen = new Set<string>();
  if (!existsSync(entry)) throw new Error(`iconsDrawnBy: no file ${entry}`);
  const pending: [file: string, names: string[] | null][] = [[path.resolve(entry), null]];
  while (pending.length > 0) {
    const [file, names] = pending.pop()!;
    const door = names !== null && path.basename(file) === 'index.ts';
    const visits = door ? names.map((name) => `${file}#${name}`) : [file];
    if (visits.every((visit) => seen.has(visit)) || !existsSync(file)) continue;
    for (const visit of visits) seen.add(visit);
    const source = readFileSync(file, 'utf8');
    if (door) {
      for (const [, clause = '', specifier = ''] of source.matchAll(RE_EXPORT))
        if (clauseNames(`{${clause}}`).some((name) => names.includes(name)))
          pending.push([path.resolve(path.dirname(file), specifier), null]);
      continue;
    }
    for (const name of LUCIDE_NAMES.exec(source)?.[1]?.split(',') ?? []) {
      const icon = name.trim();
      if (/^[A-Z]\w*$/.test(icon)) icons.add(lucideFileName(icon));
    }
    for (const [, clause = '', specifier = ''] of source.matchAll(STATIC_IMPORT))
      if (specifier.startsWith('.'))
        pending.push([path.resolve(path.dirname(file), specifier), clauseNames(clause)]);
  }
  return new RegExp(`lucide-react[\\\\/].*[\\\\/]icons[\\\\/](${[...icons].join('|')})\\.m?js$`);
}

/** `TrendingUp` → `trending-up`, `Volume2` → `volume-2`: lucide's file names. */
export function lucideFileName(component: string): string {
  return component
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}
