import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

type OfflineClass = 'install' | 'first-use' | 'online';

/**
 * How the code declares offline classes (src/shell/lazy-page.ts):
 * - a route, beside its lazy import: `page('install', () => import('../home/home-page.tsx'))`;
 * - any other lazy module that must stay out of the install:
 *   `import(/* offline: first-use *\/ './progress-queue.ts')`, and likewise before a lazy
 *   `import.meta.glob(...)` (patterns with `*` and `{a,b}`).
 * A lazy module declared nowhere belongs with the code that loads it (a dialog of an installed page is
 * installed with it).
 */
const ROUTE_DECLARATION =
  /\b(?:page|lazyPage)\(\s*'(install|first-use|online)',[\s\S]*?import\(\s*'([^']+)'\s*\)/g;
const IMPORT_DECLARATION =
  /import\(\s*\/\*\s*offline:\s*(install|first-use|online)\s*\*\/\s*'([^']+)'\s*\)/g;
const GLOB_DECLARATION =
  /\/\*\s*offline:\s*(install|first-use|online)\s*\*\/\s*import\.meta\.glob(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']+')/g;
/** The build files whose place (install or not) the declarations decide; fonts and images do not. */
const CODE_FILE = /^assets\/.+\.(js|css)$/;

export interface OfflineClassesOptions {
  /**
   * Chunks (by name) kept out of the install although installed code imports them: they reach the
   * device through the run-time cache on the first visit. An exception, named where it is made.
   */
  leftOut?: string[];
}

/** What the declarations put into the install, for the service worker's manifest and for review. */
export interface DerivedPrecache {
  /** Build files (assets/*.js|css) in the install. */
  install: Set<string>;
  /** Declared modules that are not `install` but sit in an installed chunk: [module, chunk]. */
  leaks: [string, string][];
}

/**
 * Derives the service worker's precache from the offline classes the code declares, instead of from
 * patterns naming files: the install is everything the entry and the `install` routes load, following
 * static imports and undeclared lazy imports, and stopping at lazy imports declared `first-use` or
 * `online`. The service worker's manifest (vite-plugin-pwa injectManifest) keeps only those build
 * files: pass `precacheTransform` to its `manifestTransforms`.
 */
export function offlineClasses(options: OfflineClassesOptions = {}) {
  const declared = new Map<string, OfflineClass>();
  const globs: [RegExp, OfflineClass][] = [];
  let derived: DerivedPrecache | undefined;

  const plugin: Plugin = {
    name: 'academy-offline-classes',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]pwa[\\/]src[\\/].+\.tsx?$/.test(id) || id.includes('node_modules')) return;
      for (const pattern of [ROUTE_DECLARATION, IMPORT_DECLARATION]) {
        for (const [, offline, specifier] of code.matchAll(pattern)) {
          const resolved = await this.resolve(specifier!, id);
          if (!resolved) this.error(`offline class: cannot resolve ${specifier} from ${id}`);
          const before = declared.get(resolved.id);
          if (before && before !== offline)
            this.error(`${resolved.id} is declared both '${before}' and '${offline}'`);
          declared.set(resolved.id, offline as OfflineClass);
        }
      }
      for (const [, offline, patterns = ''] of code.matchAll(GLOB_DECLARATION)) {
        for (const [, pattern = ''] of patterns.matchAll(/'([^']+)'/g)) {
          if (pattern.startsWith('!')) continue;
          globs.push([
            globPattern(path.resolve(path.dirname(id), pattern)),
            offline as OfflineClass,
          ]);
        }
      }
    },
    writeBundle(_options, bundle) {
      // Only the app's own build (vite-plugin-pwa builds the worker apart, without index.html).
      if (!('index.html' in bundle)) return;
      for (const id of this.getModuleIds())
        for (const [pattern, offline] of globs) if (pattern.test(id)) declared.set(id, offline);
      derived = derive(bundle as unknown as OutputBundle, declared, new Set(options.leftOut));
      if (process.env.PRECACHE_REPORT) report(derived, bundle as unknown as OutputBundle);
      for (const [module, chunk] of derived.leaks)
        this.warn(`${module} is declared out of the install but its chunk ${chunk} is installed`);
    },
  };

  /** Keeps in the manifest the code files the declarations install; other files pass unchanged. */
  const precacheTransform: ManifestTransform = (entries) => {
    if (!derived) throw new Error('offline classes: the app was not built before the worker');
    const install = derived.install;
    const manifest = entries.filter(
      (entry) => !CODE_FILE.test(entry.url) || install.has(entry.url),
    );
    const missing = [...install].filter((file) => !entries.some((entry) => entry.url === file));
    const warnings = missing.length
      ? [`installed but not in the manifest: ${missing.join(', ')}`]
      : [];
    return Promise.resolve({ manifest, warnings });
  };

  return { plugin, precacheTransform };
}

/** An absolute glob with `*` and `{a,b}` as a regular expression over module ids. */
function globPattern(glob: string): RegExp {
  if (/\*\*|[?[]/.test(glob)) throw new Error(`offline class: unsupported glob ${glob}`);
  const source = glob
    .split(/(\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '*') return '[^/\\\\]*';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function derive(
  bundle: OutputBundle,
  declared: Map<string, OfflineClass>,
  leftOut: Set<string>,
): DerivedPrecache {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOfModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);
  const installed = new Set<OutputChunk>();

  const visit = (chunk: OutputChunk | undefined): void => {
    if (!chunk || installed.has(chunk) || leftOut.has(chunk.name)) return;
    installed.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
    // Lazy imports, module by module: a declared one is followed only when it is `install`.
    for (const file of chunk.dynamicImports) {
      const target = byFile.get(file);
      const entry = target?.facadeModuleId;
      const offline = entry ? declared.get(entry) : undefined;
      if (offline === undefined || offline === 'install') visit(target);
    }
  };
  for (const chunk of chunks) {
    const offline = chunk.facadeModuleId ? declared.get(chunk.facadeModuleId) : undefined;
    if (chunk.isEntry || offline === 'install') visit(chunk);
  }

  const install = new Set<string>();
  for (const chunk of installed) {
    install.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) install.add(css);
  }
  const leaks: [string, string][] = [];
  for (const [module, offline] of declared) {
    const chunk = chunkOfModule.get(module);
    if (offline !== 'install' && chunk && installed.has(chunk))
      leaks.push([module, chunk.fileName]);
  }
  return { install, leaks };
}

/** `PRECACHE_REPORT=1 npx vite build`: each code file with its size and whether it is installed. */
function report(derived: DerivedPrecache, bundle: OutputBundle): void {
  const lines = Object.values(bundle)
    .filter((file) => CODE_FILE.test(file.fileName))
    .map((file) => {
      const bytes = Buffer.byteLength(file.type === 'chunk' ? file.code : file.source);
      return `${derived.install.has(file.fileName) ? 'install' : 'later  '} ${bytes} ${file.fileName}`;
    })
    .sort();
  console.log(`\nprecache (declared offline classes):\n${lines.join('\n')}\n`);
}
