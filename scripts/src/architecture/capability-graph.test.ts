import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { capabilityDoors, featureDoors } from '../../../eslint-rules/capabilities.js';

/**
 * The dependency graphs of the API's capabilities and of the PWA's feature folders, computed from the
 * code's imports (static, dynamic, re-exports and type-only alike; tests left out), must be the ones
 * docs/architecture.md draws, and must have no cycle. Neither may any source file take part in a cycle
 * of files.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const architectureDoc = path.join(repo, 'docs/architecture.md');

interface Layout {
  /** The folder whose sub-folders are capabilities (features). */
  root: string;
  /** Sub-folders open to all, which are not capabilities. */
  shared: string[];
  /** Sub-folders that wire the capabilities together: neither capabilities nor shared. */
  roots: string[];
  /** The heading in docs/architecture.md above the graph's mermaid block. */
  heading: string;
}

const api: Layout = {
  root: capabilityDoors.root,
  shared: capabilityDoors.shared,
  roots: [],
  heading: '## The dependency graph',
};
const pwa: Layout = {
  root: featureDoors.root,
  shared: featureDoors.shared,
  roots: ['app'],
  heading: "## The PWA's feature graph",
};

function folderOf(layout: Layout, file: string): string | null {
  const parts = path.relative(path.join(repo, layout.root), file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0]!;
}

function capabilityOf(layout: Layout, file: string): string | null {
  const folder = folderOf(layout, file);
  return folder && !layout.shared.includes(folder) && !layout.roots.includes(folder)
    ? folder
    : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Each source file under `dir` with the files of ours it imports (relative imports, resolved). */
function fileImports(dir: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    imports.set(
      file,
      importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => path.resolve(path.dirname(file), fileName)),
    );
  }
  return imports;
}

/** `from -> to` for every import of one capability's file by another's. */
function codeGraph(layout: Layout): { capabilities: Set<string>; edges: Set<string> } {
  const root = path.join(repo, layout.root);
  const capabilities = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && capabilityOf(layout, path.join(root, e.name, 'x')))
      .map((e) => e.name),
  );
  const edges = new Set<string>();
  for (const [file, targets] of fileImports(root)) {
    const from = capabilityOf(layout, file);
    if (!from) continue;
    for (const target of targets) {
      const to = capabilityOf(layout, target);
      if (to && to !== from) edges.add(`${from} --> ${to}`);
    }
  }
  return { capabilities, edges };
}

/** The graph in the mermaid block under `heading`: `a --> b` lines, and lone `a` lines. */
function documentedGraph(heading: string): { capabilities: Set<string>; edges: Set<string> } {
  const doc = readFileSync(architectureDoc, 'utf8');
  const section = doc.slice(Math.max(0, doc.indexOf(`\n${heading}\n`)));
  const block = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const capabilities = new Set<string>();
  const edges = new Set<string>();
  for (const line of block.split('\n').slice(1)) {
    const edge = /^\s*(\w+)\s*-->\s*(\w+)\s*$/.exec(line);
    const node = /^\s*(\w+)\s*$/.exec(line);
    if (edge) {
      edges.add(`${edge[1]} --> ${edge[2]}`);
      capabilities.add(edge[1]!).add(edge[2]!);
    } else if (node) capabilities.add(node[1]!);
  }
  return { capabilities, edges };
}

/** One cycle of `edges` as a path (`a --> b --> a`), or null. */
function findCycle(edges: Iterable<string>): string | null {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' --> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node].join(' --> ');
    if (done.has(node)) return null;
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of next.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

/** The import edges between the source files under `dir`, as `a --> b` with paths from the repo. */
function fileEdges(dir: string): string[] {
  const imports = fileImports(path.join(repo, dir));
  const name = (file: string) => path.relative(repo, file);
  return [...imports].flatMap(([file, targets]) =>
    targets.filter((target) => imports.has(target)).map((t) => `${name(file)} --> ${name(t)}`),
  );
}

describe.each([
  ['API capability', api],
  ['PWA feature', pwa],
])('the %s graph', (_name, layout) => {
  const code = codeGraph(layout);

  it('is the one docs/architecture.md draws', () => {
    const doc = documentedGraph(layout.heading);
    expect([...code.capabilities].sort()).toEqual([...doc.capabilities].sort());
    expect([...code.edges].sort()).toEqual([...doc.edges].sort());
  });

  it('has no cycle', () => {
    expect(findCycle(code.edges)).toBeNull();
  });

  // What `madge --circular` reports, dynamic and type-only imports included.
  it('has no cycle of files', () => {
    expect(findCycle(fileEdges(layout.root))).toBeNull();
  });
});

describe('the PWA', () => {
  // test/ is the component tests' harness: like the tests, it may set up any feature.
  it('has shared folders that import no feature', () => {
    const root = path.join(repo, pwa.root);
    const reaching = [...fileImports(root)].flatMap(([file, targets]) => {
      const folder = folderOf(pwa, file);
      if (!folder || !pwa.shared.includes(folder) || folder === 'test') return [];
      return targets
        .filter((target) => capabilityOf(pwa, target))
        .map((target) => `${path.relative(root, file)} --> ${path.relative(root, target)}`);
    });
    expect(reaching).toEqual([]);
  });
});

it('finds a cycle when there is one', () => {
  expect(findCycle(new Set(['a --> b', 'b --> c', 'c --> a']))).toBe('a --> b --> c --> a');
  expect(findCycle(new Set(['a --> b', 'a --> c', 'b --> c']))).toBeNull();
});
