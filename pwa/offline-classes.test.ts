// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { derive } from './offline-classes.ts';

/** A bundle chunk as Rollup describes it, with only what the derivation reads. */
function chunk(
  fileName: string,
  facadeModuleId: string | null,
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
    facadeModuleId,
    isEntry: links.isEntry ?? false,
    moduleIds: facadeModuleId ? [facadeModuleId] : [],
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundle = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the precache derived from offline classes', () => {
  const app = bundle(
    chunk('assets/app-1.js', '/src/main.tsx', {
      isEntry: true,
      imports: ['assets/vendor-1.js'],
      css: ['assets/app-1.css'],
      dynamicImports: ['assets/home-1.js', 'assets/login-1.js', 'assets/watch-1.js'],
    }),
    chunk('assets/vendor-1.js', null),
    chunk('assets/home-1.js', '/src/home.tsx', {
      imports: ['assets/cards-1.js'],
      dynamicImports: ['assets/menu-1.js', 'assets/shaka-1.js'],
    }),
    chunk('assets/cards-1.js', null),
    chunk('assets/menu-1.js', '/src/menu.tsx'),
    chunk('assets/shaka-1.js', '/node_modules/shaka.js'),
    chunk('assets/login-1.js', '/src/login.tsx', { imports: ['assets/form-1.js'] }),
    chunk('assets/form-1.js', null),
    chunk('assets/watch-1.js', '/src/watch.tsx', { imports: ['assets/cards-1.js'] }),
  );
  const declared = new Map([
    ['/src/home.tsx', 'install'],
    ['/src/login.tsx', 'online'],
    ['/src/watch.tsx', 'first-use'],
    ['/node_modules/shaka.js', 'first-use'],
  ] as const);

  it('installs the entry, install routes, what they import and their undeclared lazy parts', () => {
    const { install, leaks } = derive(app, new Map(declared), new Set());
    expect([...install].sort()).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'assets/cards-1.js',
      'assets/home-1.js',
      'assets/menu-1.js',
      'assets/vendor-1.js',
    ]);
    expect(leaks).toEqual([]);
  });

  it('leaves out a named chunk, and reports a declared module that sits in an installed chunk', () => {
    const withLeak = new Map([...declared, ['/src/menu.tsx', 'first-use' as const]]);
    const { install, leaks } = derive(
      bundle(...Object.values(app).map((c) => c as Rollup.OutputChunk)),
      withLeak,
      new Set(['vendor']),
    );
    expect(install).not.toContain('assets/vendor-1.js');
    expect(install).not.toContain('assets/menu-1.js');
    expect(leaks).toEqual([]);
    // The home page's chunk also holds a first-use module (a group merged them): it is reported.
    const merged = bundle(
      ...Object.values(app).map((c) =>
        c.fileName === 'assets/home-1.js'
          ? ({ ...c, moduleIds: ['/src/home.tsx', '/src/watch.tsx'] } as Rollup.OutputChunk)
          : // The watch page's own chunk is then only a facade onto the home page's.
            c.fileName === 'assets/watch-1.js'
            ? ({ ...c, moduleIds: [] } as unknown as Rollup.OutputChunk)
            : (c as Rollup.OutputChunk),
      ),
    );
    expect(derive(merged, new Map(declared), new Set()).leaks).toContainEqual([
      '/src/watch.tsx',
      'assets/home-1.js',
    ]);
  });
});
