import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HOME_HERO_VARIANTS, LANGUAGES, type Language } from '@academy/shared';

/**
 * The page module each path opens with, as pwa/src/app/routes.tsx maps them (route-preloads.test.ts
 * checks the two agree): the pages a shared link or a returning learner lands on.
 */
export const PAGE_MODULES: readonly {
  pattern: RegExp;
  module: string;
  image?: string;
  /**
   * What the route starts loading beside the page itself (routes.tsx: its `lazy`), named after the
   * page's own files: the browser would learn of them only once the app's scripts had run. `{lang}`
   * stands for the reader's language.
   */
  alongside?: readonly string[];
}[] = [
  // The home page's largest paint on a phone is the hero's first picture (hero-carousel.tsx), drawn
  // as a CSS background: the browser would ask for it only once the page is drawn.
  { pattern: /^\/$/, module: 'src/home/home-page.tsx', image: HOME_HERO_VARIANTS[0].image },
  { pattern: /^\/courses\/?$/, module: 'src/catalogue/catalogue-page.tsx' },
  // Its copy beside it: the route renders the page once the checkout's and reviews' copy (the other
  // screens' file) and the in-page player's are in, and the app takes over the drawn page only then.
  {
    pattern: /^\/course\/[^/]+\/?$/,
    module: 'src/catalogue/course-detail-page.tsx',
    alongside: ['src/locales/{lang}.ts', 'src/locales/{lang}/watch.json'],
  },
  // A shared free-preview link: the player's copy, then Shaka, which took the first frame of a cold
  // 400 kbit/s visit past 12 s when it started only after the app's libraries (5.9 s in).
  {
    pattern: /^\/course\/[^/]+\/watch\/[^/]+\/?$/,
    module: 'src/learning/watch/watch-page.tsx',
    alongside: [
      'src/locales/{lang}.ts',
      'src/locales/{lang}/watch.json',
      'src/locales/{lang}/downloads.json',
      'src/locales/{lang}/protection.json',
      'vendor/shaka-player/shaka-player.lean.js',
    ],
  },
  // A returning learner's first page. Its copy beside it: asked for only once the page had rendered, it
  // held the learner's courses back by a round trip (their request waits for the screen's copy).
  {
    pattern: /^\/dashboard\/?$/,
    module: 'src/dashboard/dashboard-page.tsx',
    alongside: ['src/locales/{lang}.ts'],
  },
];

/**
 * What every first render waits for besides the page: the first screen's copy in the reader's
 * language, the `lang` cookie the app mirrors its choice into (Tigrinya, the default, for a shared
 * link's first visitor). Before the cookie, an English reader's page fetched the Tigrinya copy without
 * running it (6 KB compressed, 19 KB on a lesson link) and asked for its own only once the app's scripts
 * had run: one more round trip before the first render.
 */
const FIRST_RENDER_MODULES = ['src/locales/{lang}-first.ts'];

const inLanguage = (module: string, language: Language) => module.replaceAll('{lang}', language);

/** One chunk of Vite's build manifest (`build.manifest`: dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and those of every chunk it imports statically (not its lazy imports). */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * `<link rel="modulepreload">` tags for a path's page module, the modules it imports and its copy in
 * the reader's language, for the shell's `<head>` (and the page's largest picture when it is always the
 * same one). Without them the browser learns of the page's files only once the app's own scripts have
 * run and the router has asked for the page: one more round trip (150 ms and more on a slow mobile
 * link) before anything of the page is drawn. The entry's own files are left out: the shell already
 * names them. No manifest (a build without one), no tags.
 */
export function routePreloads(distDir: string): (pathname: string, language: Language) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  // Re-read when the build changes under a running server, like the shell itself.
  let cached: { mtimeMs: number; tags: Map<string, string> } = { mtimeMs: -1, tags: new Map() };
  const load = () => {
    const mtimeMs = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (mtimeMs !== cached.mtimeMs) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      // What the shell names itself (its scripts; the manifest does not always mark the entry).
      const shellHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const inShell = new Set(
        [...shellHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!),
      );
      for (const [key, chunk] of Object.entries(manifest))
        if (chunk.isEntry) withStaticImports(manifest, key, inShell);
      const tags = new Map<string, string>();
      for (const { module, alongside = [] } of PAGE_MODULES) {
        for (const language of LANGUAGES) {
          const files = new Set<string>();
          // The manifest's keys are the modules' paths in pwa/.
          const keys = [module, ...FIRST_RENDER_MODULES, ...alongside].map((key) =>
            inLanguage(key, language),
          );
          for (const key of keys) withStaticImports(manifest, key, files);
          tags.set(
            `${module} ${language}`,
            [...files]
              .filter((file) => !inShell.has(file) && file.endsWith('.js'))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
              .join(''),
          );
        }
      }
      cached = { mtimeMs, tags };
    }
    return cached.tags;
  };
  return (pathname, language) => {
    const page = PAGE_MODULES.find(({ pattern }) => pattern.test(pathname));
    if (!page) return '';
    const image = page.image
      ? `<link rel="preload" as="image" fetchpriority="high" href="${page.image}">`
      : '';
    try {
      return `${load()?.get(`${page.module} ${language}`) ?? ''}${image}`;
    } catch {
      // A manifest being rewritten by a build: the page still loads, only later.
      return image;
    }
  };
}
