/**
 * The API's capabilities (docs/architecture.md): every folder of api/src except the shared
 * infrastructure below. Another capability, or a script, imports a capability only through its door,
 * `index.ts`. Used by eslint.config.js (the import-boundaries rule) and by the capability graph test.
 */
export const capabilityDoors = {
  root: 'api/src',
  shared: [
    'http',
    'db',
    'jobs',
    'config',
    'logging',
    'storage',
    'email',
    'docs',
    'ports',
    'errors',
  ],
};

/** Files that wire every capability together, and so may import any capability's files. */
export const compositionRoots = [
  'api/src/server.ts',
  'api/src/worker.ts',
  'api/src/main.ts',
  'api/src/wiring.ts',
  'api/src/http/create-app.ts',
  'api/src/db/schema.ts',
];

/** Route files (`*.routes.ts`): a capability's HTTP layer, where HTTP errors and statuses belong. */
export const isRouteFile = (file) => file.endsWith('.routes.ts');

/** Table files (`*.table.ts`): they may import another capability's tables, for foreign keys. */
export const isTableFile = (file) => file.endsWith('.table.ts');

/**
 * The PWA's feature folders (docs/architecture.md): every folder of pwa/src except the shared ones
 * below, which any file may use (the kit, the session, languages and copy, styles, the API client and
 * query cache, the site's configuration, the network state, test helpers). Another feature imports a
 * feature only through its door, `index.ts`.
 */
export const featureDoors = {
  root: 'pwa/src',
  shared: ['ui', 'session', 'i18n', 'locales', 'styles', 'api', 'config', 'offline', 'test'],
};

/** The PWA's composition roots: the entry, the service worker and the route table (app/). */
export const featureCompositionRoots = ['pwa/src/main.tsx', 'pwa/src/sw.ts', 'pwa/src/app/**'];
