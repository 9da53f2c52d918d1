import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@academy/shared';

/**
 * Every namespace file must exist in both languages with the same keys, no empty text, and the same
 * {{placeholders}}, so no screen ever shows a raw key or loses a name or number in one language.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Leaves = Map<string, unknown>;

/** Flattens a namespace to "a.b.c" keys; arrays (lists of paragraphs) count item by item. */
function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const byNamespace = new Map<string, Partial<Record<string, Record<string, unknown>>>>();
for (const [path, content] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  byNamespace.set(namespace, { ...byNamespace.get(namespace), [language]: content });
}

describe('locale files', () => {
  it('exist for the common namespace', () => {
    expect(byNamespace.has('common')).toBe(true);
  });

  it('are only in the supported languages', () => {
    for (const path of Object.keys(files)) {
      const language = /\/locales\/([^/]+)\//.exec(path)?.[1];
      expect(LANGUAGES as readonly string[], path).toContain(language);
    }
  });

  for (const [namespace, byLanguage] of byNamespace) {
    describe(`namespace "${namespace}"`, () => {
      it('exists in every language', () => {
        for (const language of LANGUAGES) {
          expect(byLanguage[language], `${language}/${namespace}.json is missing`).toBeDefined();
        }
      });

      it('has the same keys in every language', () => {
        const [first, ...others] = LANGUAGES.map((language) => ({
          language,
          keys: [...leaves(byLanguage[language] ?? {}).keys()].sort(),
        }));
        for (const other of others) {
          const missingThere = first!.keys.filter((key) => !other.keys.includes(key));
          const missingHere = other.keys.filter((key) => !first!.keys.includes(key));
          expect(missingThere, `keys missing in ${other.language}/${namespace}.json`).toEqual([]);
          expect(missingHere, `keys missing in ${first!.language}/${namespace}.json`).toEqual([]);
        }
      });

      it('has text (not empty, not a non-string) for every key', () => {
        for (const language of LANGUAGES) {
          for (const [key, value] of leaves(byLanguage[language] ?? {})) {
            const where = `${language}/${namespace}.json ${key}`;
            expect(typeof value, where).toBe('string');
            expect((value as string).trim(), where).not.toBe('');
          }
        }
      });

      it('uses the same placeholders in every language', () => {
        const tiLeaves = leaves(byLanguage.ti ?? {});
        const enLeaves = leaves(byLanguage.en ?? {});
        for (const [key, tiText] of tiLeaves) {
          const enText = enLeaves.get(key);
          if (typeof tiText !== 'string' || typeof enText !== 'string') continue;
          expect(placeholders(tiText), `${namespace}:${key}`).toEqual(placeholders(enText));
        }
      });
    });
  }
});
