import type { Plugin } from 'vite';

/** The regular Latin subset of Noto Sans Ethiopic (11 KB), which every page draws its Latin text in. */
export const LATIN_REGULAR = /^assets\/noto-sans-ethiopic-latin-400-normal-[\w-]+\.woff2$/;

/**
 * Puts `<link rel="preload" as="font">` for the regular Latin subset in the built index.html, so that it
 * downloads beside the app's scripts. Without it the browser asked for it only once the first screen was
 * laid out (the style sheet's @font-face is fetched when text needs it), and its arrival laid the whole
 * page out again: a 100–320 ms task at 4× slowdown on the home page and the catalogue (Lighthouse mobile,
 * issue 26). The Ethiopic subsets are left out: 74 KB and more that an English page never draws, and
 * their load is timed by src/styles/web-fonts.ts.
 */
export function preloadLatinFont(): Plugin {
  return {
    name: 'academy-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => LATIN_REGULAR.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            // Fonts are always fetched in CORS mode: without `crossorigin` the preload is not reused.
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
