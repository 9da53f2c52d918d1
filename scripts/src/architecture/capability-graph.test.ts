import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { capabilityDoors } from '../../../eslint-rules/capabilities.js';

/**
 * The dependency graph of the API's capabilities, computed from the code's imports (static, dynamic,
 * re-exports and type-only alike; tests left out), must be the one docs/architecture.md draws, and
 * must have no cycle. Nor may the files of api/src import each other in a circle (what
 * `madge --circular` reports).
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const apiSrc = path.join(repo, capabilityDoors.root);
const architectureDoc = path.join(repo, 'docs/architecture.md');

function capabilityOf(file: string): string | null {
  const parts = path.relative(apiSrc, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2 || capabilityDoors.shared.includes(parts[0]!))
    return null;
  return parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** `from -> to` for every import of one capability's file by another's. */
function codeGraph(): { capabilities: Set<string>; edges: Set<string> } {
  const capabilities = new Set(
    readdirSync(apiSrc, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !capabilityDoors.shared.includes(e.name))
      .map((e) => e.name),
  );
  const edges = new Set<string>();
  for (const file of sourceFiles(apiSrc)) {
    const from = capabilityOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = capabilityOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) edges.add(`${from} --> ${to}`);
    }
  }
  return { capabilities, edges };
}

/** The file a relative import names: `x.ts` as written, or a folder's `index.ts`. */
function importedFile(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, `${target}.ts`, path.join(target, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** `a.ts --> b.ts` for every relative import between the source files of api/src. */
function fileGraph(): Set<string> {
  const edges = new Set<string>();
  for (const file of sourceFiles(apiSrc)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = fileName.startsWith('.') ? importedFile(file, fileName) : null;
      if (target) edges.add(`${path.relative(apiSrc, file)} --> ${path.relative(apiSrc, target)}`);
    }
  }
  return edges;
}

/** The graph in docs/architecture.md's mermaid block: `a --> b` lines, and lone `a` lines. */
function documentedGraph(): { capabilities: Set<string>; edges: Set<string> } {
  const doc = readFileSync(architectureDoc, 'utf8');
  const block = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
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
function findCycle(edges: Set<string>): string | null {
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

describe('the capability graph', () => {
  const code = codeGraph();

  it('is the one docs/architecture.md draws', () => {
    const doc = documentedGraph();
    expect([...code.capabilities].sort()).toEqual([...doc.capabilities].sort());
    expect([...code.edges].sort()).toEqual([...doc.edges].sort());
  });

  it('has no cycle', () => {
    expect(findCycle(code.edges)).toBeNull();
  });

  it('has no cycle between files either', () => {
    expect(findCycle(fileGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    expect(findCycle(new Set(['a --> b', 'b --> c', 'c --> a']))).toBe('a --> b --> c --> a');
    expect(findCycle(new Set(['a --> b', 'a --> c', 'b --> c']))).toBeNull();
  });
});
