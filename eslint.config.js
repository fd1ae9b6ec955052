import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The web app's layers, top down: src/app (router, route table, store composition, providers,
// toaster) composes the features; src/features build on src/components, src/lib and src/store
// (the Redux foundation: base API, typed hooks, session actions). Nothing below src/app imports it.
// ESLint does not merge one rule's options across config objects (the last match wins), so each
// web block below lists every pattern that applies to its files.
const appShellImports = {
  group: ['**/app', '**/app/**'],
  message:
    'Only src/app composes the app: take the API, hooks and session actions from src/store, shared code from src/lib or src/components.',
};
const adminImports = {
  group: ['**/features/admin', '**/features/admin/**'],
  message: 'Shopper code never imports the admin area.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-analyze/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Feature folders never import each other (bulletproof-react): shared code lives in src/components,
  // src/lib or packages/shared. One block per feature, generated from the folder list.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `../${other}`,
                `../${other}/**`,
                `../../${other}/**`,
                `../../../${other}/**`,
              ],
              message: `Feature '${feature}' must not import feature '${other}'.`,
            }))
            .concat(appShellImports),
        },
      ],
    },
  })),
  {
    // The admin area is a lazy chunk: only the route table may point at it.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/routes.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adminImports] }] },
  },
  {
    // Shared components and helpers sit below the features: a frame that composes features (the
    // shopper layout) belongs in src/app.
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adminImports,
            appShellImports,
            {
              group: ['**/features', '**/features/**'],
              message:
                'src/components and src/lib sit below the features and never import them; compose features in src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store's foundation sits below the features: slices add their state to RootState from
    // their own files (declaration merging), the store never imports them.
    files: ['apps/web/src/store/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appShellImports,
            {
              group: ['**/features', '**/features/**'],
              message: 'src/store sits below the features and never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server plugins are cross-cutting Fastify setup; domain rules live in modules, which may use
    // plugins but never the other way round (app.ts passes a plugin what it needs as an option).
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['apps/server/src/plugins/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message:
                'Server plugins never import modules: move the logic into the module, or have app.ts pass it in as an option.',
            },
          ],
        },
      ],
    },
  },
);
