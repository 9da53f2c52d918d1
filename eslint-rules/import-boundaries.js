import path from 'node:path';
import { isTableFile } from './capabilities.js';
import { importVisitors, repositoryRoot, resolvedImport } from './imports.js';

/**
 * Which package may import what, decided on the path an import resolves to rather than on how it is
 * spelled: `../../../api/x`, `../../api/x` and `@academy/api` are the same hole. Options, per file set:
 *   { packages: ['zod'] }            only these bare imports (with their subpaths) and node: nothing else
 *   { within: ['shared'] }           relative imports must stay inside these top-level folders
 *   { forbid: ['api', 'transcoder'] } relative imports must not land in these folders, nor import
 *                                     '@academy/<name>'
 *   { doors: { root: 'api/src', shared: ['http', 'db'] } }
 *                                     every folder under root is a capability, except the shared
 *                                     (infrastructure) ones: a file outside a capability may import
 *                                     only its door, `<capability>/index.ts`. A table file may import
 *                                     another capability's table file (its foreign keys). Composition
 *                                     roots and tests are left out of this option in eslint.config.js.
 */
function topFolder(file) {
  const relative = path.relative(repositoryRoot, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

/** The capability folder `file` lies in under `capabilitiesRoot`, or null (shared, or not below). */
function capabilityOf(file, capabilitiesRoot, shared) {
  const parts = path.relative(capabilitiesRoot, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2 || shared.includes(parts[0])) return null;
  return parts[0];
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
          doors: {
            type: 'object',
            properties: {
              root: { type: 'string' },
              shared: { type: 'array', items: { type: 'string' } },
            },
            required: ['root'],
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      package: "'{{source}}': this folder may import only {{allowed}}.",
      outside: "'{{source}}' leaves {{within}}/: this folder imports nothing outside it.",
      forbidden: "'{{source}}' reaches into {{folder}}/, which this folder must never import.",
      door: "'{{source}}' reaches behind the {{capability}} folder's door: import '{{capability}}/index.ts' and export what you need there.",
    },
  },
  create(context) {
    const { packages, within, forbid = [], doors } = context.options[0] ?? {};
    const capabilitiesRoot = doors && path.resolve(repositoryRoot, doors.root);
    const capabilityOfFile = (file) => capabilityOf(file, capabilitiesRoot, doors.shared ?? []);
    const checkDoor = (node, source, target) => {
      const capability = capabilityOfFile(target);
      if (!capability || capability === capabilityOfFile(context.filename)) return;
      if (path.basename(target) === 'index.ts') return;
      if (isTableFile(context.filename) && isTableFile(target)) return;
      context.report({ node, messageId: 'door', data: { source, capability } });
    };
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('.') || source.startsWith('/')) {
        const target = resolvedImport(context.filename, source);
        if (doors) checkDoor(node, source, target);
        const folder = topFolder(target);
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
    return importVisitors(check);
  },
};
