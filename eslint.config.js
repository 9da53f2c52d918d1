import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {
  capabilityDoors,
  compositionRoots,
  featureCompositionRoots,
  featureDoors,
} from './eslint-rules/capabilities.js';
import { httpErrorInRoutes } from './eslint-rules/http-error-in-routes.js';
import { importBoundaries } from './eslint-rules/import-boundaries.js';

// API capabilities and their doors (docs/architecture.md): eslint-rules/capabilities.js.
const doors = capabilityDoors;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'pwa/vendor/shaka-player/shaka-player.lean.js', // generated: scripts/src/shaka/build-shaka.mjs
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Promises nobody awaits lose their errors, and a switch over a union must name every member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts', 'eslint-rules/*.d.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Which package may import what, judged on where an import lands however it is spelled
    // (`../../../api`, `../../api` and `@academy/api` are one hole): eslint-rules/import-boundaries.js.
    plugins: {
      local: {
        rules: {
          'import-boundaries': importBoundaries,
          'http-error-in-routes': httpErrorInRoutes,
        },
      },
    },
  },
  {
    // shared/ holds contracts only: zod and its own files, nothing else, by any path.
    files: ['shared/**/*.ts'],
    rules: { 'local/import-boundaries': ['error', { packages: ['zod'], within: ['shared'] }] },
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: {
      'local/import-boundaries': ['error', { packages: ['zod', 'vitest'], within: ['shared'] }],
    },
  },
  {
    // Dependencies run one way, api -> transcoder: the transcoder is a library the API composes.
    files: ['transcoder/**/*.ts'],
    rules: { 'local/import-boundaries': ['error', { forbid: ['api', 'pwa', 'scripts'] }] },
  },
  {
    // The PWA talks to the API over HTTP only; it shares nothing with it but shared/. Its feature
    // folders use each other through their doors (docs/architecture.md).
    files: ['pwa/**/*.{ts,tsx}'],
    rules: {
      'local/import-boundaries': [
        'error',
        { forbid: ['api', 'transcoder', 'scripts'], doors: featureDoors },
      ],
    },
  },
  {
    // The PWA's composition roots (the entry, the service worker, the route table) and its tests may
    // import any feature's files.
    files: [...featureCompositionRoots, 'pwa/**/*.test.{ts,tsx}', 'pwa/src/test/**'],
    rules: { 'local/import-boundaries': ['error', { forbid: ['api', 'transcoder', 'scripts'] }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'local/import-boundaries': ['error', { forbid: ['pwa', 'scripts'], doors }] },
  },
  {
    // Services and jobs throw domain errors; HttpError stays in http/ and the route files
    // (docs/architecture.md). Tests may build any error they assert on.
    files: ['api/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'local/http-error-in-routes': [
        'error',
        { module: 'api/src/http/http-error.ts', allowed: ['api/src/http/'] },
      ],
    },
  },
  {
    // Scripts use the API's capabilities through the same doors.
    files: ['scripts/**/*.ts'],
    rules: { 'local/import-boundaries': ['error', { doors }] },
  },
  {
    // Named exceptions to the doors (docs/architecture.md): the composition roots wire every
    // capability's parts together, and tests set up state across capabilities.
    files: [...compositionRoots, 'api/**/*.test.ts', 'api/test/**/*.ts'],
    rules: { 'local/import-boundaries': ['error', { forbid: ['pwa', 'scripts'] }] },
  },
  {
    files: ['scripts/**/*.test.ts'],
    rules: { 'local/import-boundaries': 'off' },
  },
  {
    // No top-level await in the app: WebKit's module loader (WebKitGTK 2.50, Safari's too) can spin
    // for good on a module that waits at one when its page is left, freezing the tab's process
    // (docs/browsers.md, "The frozen watch page in WebKitGTK"). Start work from an async function.
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/**/*.test.{ts,tsx}', 'pwa/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AwaitExpression:not(:function AwaitExpression)',
          message:
            'No top-level await in the app: WebKit can freeze a page left while a module waits at one (docs/browsers.md).',
        },
        {
          selector: 'ForOfStatement[await=true]:not(:function ForOfStatement)',
          message:
            'No top-level await in the app: WebKit can freeze a page left while a module waits at one (docs/browsers.md).',
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
