import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@academy/shared';

/**
 * The app's own words for the first screen: the build writes the locale files' namespaces the drawing
 * uses to dist/.vite/first-screen-copy.json (pwa/first-screen-copy.ts), so the server draws the very
 * strings the app will draw over them.
 */
export const COPY_FILE = path.join('.vite', 'first-screen-copy.json');

type Tree = { [key: string]: string | Tree };
type Copy = Record<Language, Record<string, Tree>>;

/** `t('catalogue:card.students', { count })` as i18next answers it (plural suffixes, `{{name}}`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Reads the copy (again when a rebuild replaced it); null when the build has none. */
export function firstScreenCopy(distDir: string): () => Copy | null {
  const file = path.join(distDir, COPY_FILE);
  let cached: { mtimeMs: number; copy: Copy | null } = { mtimeMs: -1, copy: null };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, copy: mtimeMs < 0 ? null : readCopy(file) };
    }
    return cached.copy;
  };
}

/** The file's copy, or null when it cannot be read (the page is then sent without a drawing). */
function readCopy(file: string): Copy | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Copy;
  } catch {
    return null;
  }
}

/**
 * A translate function over one language's copy: `namespace:path.to.key`, i18next's plural keys
 * (`_one`, `_other`… chosen by Intl.PluralRules, as i18next chooses them) and `{{value}}`
 * interpolation. A missing key answers the key, as i18next does.
 */
export function translator(copy: Copy, language: Language): Translate {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    const [namespace, rest] = key.includes(':') ? key.split(':', 2) : ['common', key];
    let node: string | Tree | undefined = copy[language]?.[namespace!];
    for (const part of rest!.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number'
        ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`))
        : undefined) ??
      lookup(key) ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
