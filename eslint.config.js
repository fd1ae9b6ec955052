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
// (the store's foundation: base API, typed hooks, session actions). Nothing below src/app imports it.
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
/** The import paths that reach folder `name` under `parent` (features, modules) from a sibling. */
function folderImports(parent, name) {
  return [
    `**/${parent}/${name}`,
    `**/${parent}/${name}/**`,
    `../${name}`,
    `../${name}/**`,
    `../../${name}/**`,
    `../../../${name}/**`,
  ];
}

// Product code never imports test code: Vitest, Testing Library, or the helpers under src/test/
// (factories, stand-ins, the PDF reader). Tests and src/test/ itself may.
const testCodeImports = {
  group: ['vitest', 'vitest/*', '@testing-library/*', '**/test', '**/test/**'],
  message: 'Product code never imports Vitest or a test helper (src/test/ is for tests only).',
};
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**'];

// The server's modules depend one way (decision 0069), top down: a module imports only modules of
// the layers below its own, never one above it nor another of its own layer. What follows a
// payment or a fulfilment step is composed in modules/commerce and handed down, never imported up.
const serverLayers = [
  ['admin', 'commerce', 'privacy'],
  ['custom-art'],
  ['offers'],
  ['checkout'],
  ['payments'],
  ['refunds'],
  // Certificates of authenticity draw their PDF with the invoices' setup (decision 0119).
  ['certificates'],
  ['invoices'],
  ['cart'],
  ['coupons'],
  ['shipping'],
  ['orders'],
  [
    'interest',
    'reviews',
    'contact',
    'newsletter',
    'seo',
    'pages',
    'config',
    'health',
    'addresses',
    // Saved pieces and their weekly alerts (decision 0122).
    'saved',
  ],
  ['catalog'],
  ['auth'],
  ['users'],
  ['mail'],
  // WhatsApp's outbox, sender and webhook (decision 0116): mail's notifications queue its messages.
  ['whatsapp'],
];
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const unlayered = serverModules.filter((name) => !serverLayers.flat().includes(name));
if (unlayered.length > 0) {
  throw new Error(
    `eslint.config.js: give apps/server/src/modules/${unlayered.join(', ')} a layer in serverLayers.`,
  );
}
const layeringText = serverLayers.map((layer) => layer.join(' | ')).join(' > ');
/**
 * What module `name` must not import: every module of a layer above its own, and its peers. The
 * relative forms cover files one and two folders deep in a module (mail/notifications/...).
 */
function serverModuleImports(name) {
  const index = serverLayers.findIndex((layer) => layer.includes(name));
  return serverLayers
    .slice(0, index + 1)
    .flat()
    .filter((other) => other !== name)
    .map((other) => ({
      group: folderImports('modules', other),
      message: serverLayers[index].includes(other)
        ? `Module '${name}' must not import '${other}', of its own layer: move what both need into a lower module (decision 0069: ${layeringText}).`
        : `Module '${name}' must not import '${other}', which sits above it: import downward only, or have the upper module hand it down (decision 0069: ${layeringText}).`,
    }));
}

/**
 * One layer's import rule, as two config objects: its product files get `patterns` plus the
 * test-code rule, its tests get `patterns` alone.
 */
function importRule(files, patterns, ignores = []) {
  const rule = (list) => ({ 'no-restricted-imports': ['error', { patterns: list }] });
  return [
    { files, ignores: [...ignores, ...testFiles], rules: rule([...patterns, testCodeImports]) },
    ...(patterns.length
      ? [
          {
            files: files.flatMap((glob) => testFiles.map((test) => [glob, test])),
            ignores,
            rules: rule(patterns),
          },
        ]
      : []),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-analyze/**',
      '**/dist-server/**',
      '**/.test-bundles/**',
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
  // Every product file of the server, the web app and the shared package: no test code. The
  // layers below repeat the rule with their own patterns (the last matching block wins).
  ...importRule(
    ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    [],
  ),
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
  ...webFeatures.flatMap((feature) =>
    importRule(
      [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      webFeatures
        .filter((other) => other !== feature)
        .map((other) => ({
          group: folderImports('features', other),
          message: `Feature '${feature}' must not import feature '${other}'.`,
        }))
        .concat(appShellImports),
    ),
  ),
  // The admin area is a lazy chunk: only the route table may point at it.
  ...importRule(
    ['apps/web/src/app/**/*.{ts,tsx}'],
    [adminImports],
    ['apps/web/src/app/routes.tsx'],
  ),
  // Shared components and helpers sit below the features: a frame that composes features (the
  // shopper layout) belongs in src/app.
  ...importRule(
    ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    [
      adminImports,
      appShellImports,
      {
        group: ['**/features', '**/features/**'],
        message:
          'src/components and src/lib sit below the features and never import them; compose features in src/app.',
      },
    ],
  ),
  // The store's foundation sits below the features: slices add their state to RootState from
  // their own files (declaration merging), the store never imports them.
  ...importRule(
    ['apps/web/src/store/**/*.{ts,tsx}'],
    [
      appShellImports,
      {
        group: ['**/features', '**/features/**'],
        message: 'src/store sits below the features and never imports them.',
      },
    ],
  ),
  // Server plugins are cross-cutting Fastify setup; domain rules live in modules, which may use
  // plugins but never the other way round (app.ts passes a plugin what it needs as an option).
  ...importRule(
    ['apps/server/src/plugins/**/*.ts'],
    [
      {
        group: ['**/modules/**'],
        message:
          'Server plugins never import modules: move the logic into the module, or have app.ts pass it in as an option.',
      },
    ],
  ),
  // The server's modules depend one way (decision 0069): one block per module, generated from the
  // folder list and the layers above.
  ...serverModules.flatMap((name) =>
    importRule([`apps/server/src/modules/${name}/**/*.{ts,tsx}`], serverModuleImports(name)),
  ),
  {
    // The server's test files share one process per worker (isolate: false, decision 0068): a
    // module mocked in one file would stay mocked for the next. Catch what a module does through
    // its log, a stand-in at the network boundary, or an option instead.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Server tests share a process: no vi.mock.' },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Server tests share a process: no vi.doMock.',
        },
      ],
    },
  },
);
