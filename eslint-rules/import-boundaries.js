import path from 'node:path';

/**
 * Which package may import what, decided on the path an import resolves to rather than on how it is
 * spelled: `../../../api/x`, `../../api/x` and `@academy/api` are the same hole. Options, per file set:
 *   { packages: ['zod'] }            only these bare imports (with their subpaths) and node: nothing else
 *   { within: ['shared'] }           relative imports must stay inside these top-level folders
 *   { forbid: ['api', 'transcoder'] } relative imports must not land in these folders, nor import
 *                                     '@academy/<name>'
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function topFolder(file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          packages: { type: 'array', items: { type: 'string' } },
          within: { type: 'array', items: { type: 'string' } },
          forbid: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      package: "'{{source}}': this folder may import only {{allowed}}.",
      outside: "'{{source}}' leaves {{within}}/: this folder imports nothing outside it.",
      forbidden: "'{{source}}' reaches into {{folder}}/, which this folder must never import.",
    },
  },
  create(context) {
    const { packages, within, forbid = [] } = context.options[0] ?? {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('.') || source.startsWith('/')) {
        const folder = topFolder(path.resolve(path.dirname(context.filename), source));
        if (within && !within.includes(folder)) {
          context.report({
            node,
            messageId: 'outside',
            data: { source, within: within.join('/, ') },
          });
        } else if (forbid.includes(folder)) {
          context.report({ node, messageId: 'forbidden', data: { source, folder } });
        }
        return;
      }
      const academy = /^@academy\/([^/]+)/.exec(source)?.[1];
      if (academy && forbid.includes(academy)) {
        context.report({ node, messageId: 'forbidden', data: { source, folder: academy } });
        return;
      }
      if (packages && !packages.some((name) => source === name || source.startsWith(`${name}/`))) {
        context.report({
          node,
          messageId: 'package',
          data: { source, allowed: packages.join(', ') },
        });
      }
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
