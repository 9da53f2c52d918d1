import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_VARIANTS } from '@academy/shared';
import { PAGE_MODULES, routePreloads } from './route-preloads.ts';

/** A build manifest shaped as Vite writes it: the entry, two pages, shared chunks, the first copy. */
const manifest = {
  'index.html': {
    file: 'assets/app-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['src/home/home-page.tsx', 'src/catalogue/course-detail-page.tsx'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_vendor-1.js'] },
  'src/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_shared-1.js'],
  },
  'src/catalogue/course-detail-page.tsx': {
    file: 'assets/course-detail-page-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_vendor-1.js'],
    dynamicImports: ['src/learning/preview/course-preview.tsx'],
  },
  'src/learning/preview/course-preview.tsx': {
    file: 'assets/course-preview-1.js',
    isDynamicEntry: true,
  },
  'src/learning/watch/watch-page.tsx': {
    file: 'assets/watch-page-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_shared-1.js'],
  },
  'vendor/shaka-player/shaka-player.lean.js': {
    file: 'assets/shaka-player.lean-1.js',
    isDynamicEntry: true,
    imports: ['_runtime-1.js'],
  },
  'src/locales/ti.ts': { file: 'assets/ti-1.js', isDynamicEntry: true },
  'src/locales/ti/watch.json': { file: 'assets/watch-1.js', isDynamicEntry: true },
  'src/locales/ti/downloads.json': { file: 'assets/downloads-1.js', isDynamicEntry: true },
  'src/locales/ti/protection.json': { file: 'assets/protection-1.js', isDynamicEntry: true },
  'src/locales/ti-first.ts': { file: 'assets/ti-first-1.js', isDynamicEntry: true },
  'src/locales/en.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
  'src/locales/en/watch.json': { file: 'assets/watch-2.js', isDynamicEntry: true },
  'src/locales/en/downloads.json': { file: 'assets/downloads-2.js', isDynamicEntry: true },
  'src/locales/en/protection.json': { file: 'assets/protection-2.js', isDynamicEntry: true },
  'src/locales/en-first.ts': { file: 'assets/en-first-1.js', isDynamicEntry: true },
};

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'academy-preloads-'));
  mkdirSync(path.join(distDir, '.vite'));
  // The shell names the runtime itself; the manifest marks the entry too.
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<head><script type="module" crossorigin src="/assets/runtime-1.js"></script></head>',
  );
  writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('the page files named in the shell', () => {
  it("are a course page's module, what it imports and its copy, not the shell's own files", () => {
    const tags = routePreloads(distDir)('/course/0b7c-42', 'ti');
    expect(tags).toMatch(/^(<link rel="modulepreload" crossorigin href="[^"]+">)+$/);
    expect(hrefs(tags).sort()).toEqual([
      '/assets/course-detail-page-1.js',
      '/assets/icons-1.js',
      '/assets/shared-1.js',
      '/assets/ti-1.js',
      '/assets/ti-first-1.js',
      '/assets/watch-1.js',
    ]);
  });

  it("are a watch page's files, then its copy, then Shaka: a shared lesson link plays sooner", () => {
    expect(hrefs(routePreloads(distDir)('/course/0b7c-42/watch/9f1e', 'ti'))).toEqual([
      '/assets/watch-page-1.js',
      '/assets/shared-1.js',
      '/assets/icons-1.js',
      '/assets/ti-first-1.js',
      '/assets/ti-1.js',
      '/assets/watch-1.js',
      '/assets/downloads-1.js',
      '/assets/protection-1.js',
      '/assets/shaka-player.lean-1.js',
    ]);
  });

  it("are in the reader's language (the `lang` cookie): an English reader fetches no Tigrinya copy", () => {
    const english = hrefs(routePreloads(distDir)('/course/0b7c-42/watch/9f1e', 'en'));
    expect(english).toEqual([
      '/assets/watch-page-1.js',
      '/assets/shared-1.js',
      '/assets/icons-1.js',
      '/assets/en-first-1.js',
      '/assets/en-1.js',
      '/assets/watch-2.js',
      '/assets/downloads-2.js',
      '/assets/protection-2.js',
      '/assets/shaka-player.lean-1.js',
    ]);
    expect(hrefs(routePreloads(distDir)('/course/0b7c-42', 'en'))).toContain(
      '/assets/en-first-1.js',
    );
    expect(hrefs(routePreloads(distDir)('/course/0b7c-42', 'en'))).not.toContain(
      '/assets/ti-first-1.js',
    );
  });

  it('leave out what a page loads later by itself (the in-page player)', () => {
    expect(hrefs(routePreloads(distDir)('/course/0b7c-42', 'ti'))).not.toContain(
      '/assets/course-preview-1.js',
    );
  });

  it("are the home page's on /, with the hero's first picture, its largest paint", () => {
    const tags = routePreloads(distDir)('/', 'ti');
    expect(hrefs(tags)).toContain('/assets/home-page-1.js');
    expect(tags).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/hero-1.svg">',
    );
  });

  it("name the picture the home page's hero shows first", () => {
    // The carousel draws the shared variants in their order: the first is the one on screen at load.
    const carousel = readFileSync(
      fileURLToPath(new URL('../../../pwa/src/home/hero-carousel.tsx', import.meta.url)),
      'utf8',
    );
    expect(carousel).toMatch(/const VARIANTS = HOME_HERO_VARIANTS;/);
    expect(hrefs(routePreloads(distDir)('/', 'ti'))).toContain(HOME_HERO_VARIANTS[0].image);
  });

  it('are none for another path, or a page the manifest does not know', () => {
    const preloads = routePreloads(distDir);
    expect(preloads('/admin/courses', 'ti')).toBe('');
    expect(preloads('/course/1/checkout', 'en')).toBe('');
    // The dashboard is not in this manifest: only its copy would remain, which is still right.
    expect(hrefs(preloads('/dashboard', 'ti'))).toEqual([
      '/assets/ti-first-1.js',
      '/assets/ti-1.js',
    ]);
  });

  it('are none without a manifest (a build made without one)', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'academy-preloads-'));
    try {
      expect(routePreloads(empty)('/course/1', 'en')).toBe('');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/** A route's declaration in pwa/src/app/routes.tsx, from its key up to the next route. */
function routeDeclaration(routeKey: string): string {
  const routes = readFileSync(
    fileURLToPath(new URL('../../../pwa/src/app/routes.tsx', import.meta.url)),
    'utf8',
  );
  const start = routes.indexOf(routeKey);
  expect(start, routeKey).toBeGreaterThan(-1);
  return routes.slice(start, routes.indexOf('},', start));
}

/** Where each page of the table is declared in pwa/src/app/routes.tsx. */
const ROUTE_KEYS: Record<string, string> = {
  '/': 'index: true',
  '/courses': "path: 'courses'",
  '/course/x': "path: 'course/:id'",
  '/course/x/watch/y': "path: 'course/:id/watch/:videoId'",
  '/dashboard': "path: 'dashboard'",
};

describe('the table of pages', () => {
  it("matches the app's routes: each path's module is the one pwa/src/app/routes.tsx loads for it", () => {
    for (const [pathname, routeKey] of Object.entries(ROUTE_KEYS)) {
      const entry = PAGE_MODULES.find(({ pattern }) => pattern.test(pathname));
      expect(entry, pathname).toBeDefined();
      // The route's declaration must import this module.
      expect(routeDeclaration(routeKey)).toContain(
        `import('../${entry!.module.replace(/^src\//, '')}')`,
      );
    }
  });

  it('names beside each page the copy its route waits for', () => {
    // pwa/src/i18n/i18n.ts: the first screen's copy (loaded before the first render, FIRST_RENDER_MODULES
    // here), the namespaces in files of their own, and every other screen's copy in one file per language.
    const i18n = readFileSync(
      fileURLToPath(new URL('../../../pwa/src/i18n/i18n.ts', import.meta.url)),
      'utf8',
    );
    const first = [
      .../FIRST_NAMESPACES = new Set\(\[([^\]]*)\]/.exec(i18n)![1]!.matchAll(/'([\w-]+)'/g),
    ].map(([, n]) => n!);
    const separate = /\.\.\/locales\/\*\/\{([\w,-]+)\}\.json/.exec(i18n)![1]!.split(',');
    expect(first).toContain('common');
    expect(separate).toContain('watch');
    for (const [pathname, routeKey] of Object.entries(ROUTE_KEYS)) {
      const declaration = routeDeclaration(routeKey);
      // The route's copy: the list beside its offline class (pwa/src/shell/lazy-page.ts).
      const copy = /page\(\s*'[\w-]+',\s*\[([^\]]*)\]/.exec(declaration)![1]!;
      const alongside = PAGE_MODULES.find((p) => p.pattern.test(pathname))!.alongside ?? [];
      for (const [, namespace] of copy.matchAll(/'([\w-]+)'/g)) {
        if (first.includes(namespace!)) continue;
        const file = separate.includes(namespace!)
          ? `src/locales/{lang}/${namespace}.json`
          : 'src/locales/{lang}.ts';
        expect(alongside, `${pathname}: ${namespace}`).toContain(file);
      }
    }
  });

  it('names beside the watch page what its route starts loading: Shaka and the copy it asks for', () => {
    const declaration = routeDeclaration("path: 'course/:id/watch/:videoId'");
    const alongside = PAGE_MODULES.find((p) => p.pattern.test('/course/x/watch/y'))!.alongside!;
    expect(declaration).toContain('loadShaka()');
    const loader = readFileSync(
      fileURLToPath(new URL('../../../pwa/src/media/shaka-loader.ts', import.meta.url)),
      'utf8',
    );
    const shaka = alongside.find((m) => m.startsWith('vendor/shaka-player/'))!;
    expect(loader.replace(/\s+/g, ' ')).toContain(
      `import( /* offline: first-use */ '../../${shaka}' )`,
    );
    const separate = alongside.flatMap(
      (m) => /^src\/locales\/\{lang\}\/(.+)\.json$/.exec(m)?.[1] ?? [],
    );
    expect(separate.length).toBeGreaterThan(0);
    for (const namespace of separate) expect(declaration).toContain(`'${namespace}'`);
  });
});
