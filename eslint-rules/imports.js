import path from 'node:path';

/** The repository's root: the rules' options name files and folders relative to it. */
export const repositoryRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A file's path relative to the repository, with forward slashes (`api/src/x/y.ts`). */
export const repositoryPath = (file) =>
  path.relative(repositoryRoot, file).split(path.sep).join('/');

/** Where a relative import lands, as an absolute path. */
export const resolvedImport = (importer, source) => path.resolve(path.dirname(importer), source);

/**
 * ESLint visitors calling `check(node, source)` for every way a file can depend on another: imports,
 * re-exports and dynamic imports of a literal.
 */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) =>
      node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}
