import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
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
    // shared/ holds contracts only: it must never reach into an application package.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@academy/api*',
            '@academy/pwa*',
            '@academy/transcoder*',
            '../../api/*',
            '../../pwa/*',
          ],
        },
      ],
    },
  },
  {
    // Dependencies run one way, api -> transcoder: the transcoder is a library the API composes.
    files: ['transcoder/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@academy/api*', '@academy/pwa*', '**/api/src/*', '**/api/src/**'] },
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
