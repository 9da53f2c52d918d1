import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The namespaces whose words the server's first screen uses (api/src/http/first-screen/). */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'catalogue',
  'checkout',
  'watch',
  'protection',
  'dashboard',
] as const;
export const FIRST_SCREEN_COPY_FILE = '.vite/first-screen-copy.json';

/**
 * Writes the app's own copy of the first screen's namespaces, in both languages, beside the build
 * manifest (dist/.vite/, which the server never hands out): the server draws the first screen with the
 * very strings the app then draws, so the two cannot drift apart, and it needs no source tree.
 */
export function firstScreenCopy(): Plugin {
  return {
    name: 'first-screen-copy',
    apply: 'build',
    generateBundle() {
      const copy = Object.fromEntries(
        ['ti', 'en'].map((language) => [
          language,
          Object.fromEntries(
            FIRST_SCREEN_NAMESPACES.map((namespace) => [
              namespace,
              JSON.parse(
                readFileSync(
                  new URL(`./src/locales/${language}/${namespace}.json`, import.meta.url),
                  'utf8',
                ),
              ) as unknown,
            ]),
          ),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_COPY_FILE,
        source: JSON.stringify(copy),
      });
    },
  };
}
