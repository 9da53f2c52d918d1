import path from 'node:path';

/**
 * `HttpError` (and its helpers) stay in the HTTP layer: `api/src/http/` and the route files
 * (`*.routes.ts`). Services and jobs throw domain errors (`api/src/errors/domain-error.ts`), which
 * `defineRoute` maps to statuses; a job has no HTTP status to give. Judged on where an import
 * resolves, however it is spelled. Options: { module: 'api/src/http/http-error.ts', allowed:
 * ['api/src/http/'] } (folders, relative to the repository; a route file is always allowed).
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const withoutExtension = (file) => file.replace(/\.(ts|js)$/, '');

export const httpErrorInRoutes = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          module: { type: 'string' },
          allowed: { type: 'array', items: { type: 'string' } },
        },
        required: ['module'],
        additionalProperties: false,
      },
    ],
    messages: {
      outsideRoutes:
        "'{{source}}' is the HTTP layer's: outside http/ and *.routes.ts files, throw a domain error (api/src/errors/domain-error.ts) and let the route map it.",
    },
  },
  create(context) {
    const { module, allowed = [] } = context.options[0];
    const target = withoutExtension(path.resolve(root, module));
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.endsWith('.routes.ts') || allowed.some((folder) => file.startsWith(folder))) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = withoutExtension(path.resolve(path.dirname(context.filename), source));
      if (resolved === target)
        context.report({ node, messageId: 'outsideRoutes', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
