import path from 'node:path';
import { isRouteFile } from './capabilities.js';
import { importVisitors, repositoryPath, repositoryRoot, resolvedImport } from './imports.js';

/**
 * `HttpError` (and its helpers) stay in the HTTP layer: `api/src/http/` and the route files
 * (`*.routes.ts`). Services and jobs throw domain errors (`api/src/errors/domain-error.ts`), which
 * `defineRoute` maps to statuses; a job has no HTTP status to give. Judged on where an import
 * resolves, however it is spelled. Options: { module: 'api/src/http/http-error.ts', allowed:
 * ['api/src/http/'] } (folders, relative to the repository; a route file is always allowed).
 */
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
    const target = withoutExtension(path.resolve(repositoryRoot, module));
    const file = repositoryPath(context.filename);
    if (isRouteFile(file) || allowed.some((folder) => file.startsWith(folder))) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = withoutExtension(resolvedImport(context.filename, source));
      if (resolved === target)
        context.report({ node, messageId: 'outsideRoutes', data: { source } });
    };
    return importVisitors(check);
  },
};
