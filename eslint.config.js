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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
            })),
        },
      ],
    },
  })),
  {
    // The admin area is a lazy chunk: only the route table may point at it.
    files: ['apps/web/src/{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/routes.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/admin', '**/features/admin/**'],
              message: 'Shopper code never imports the admin area.',
            },
          ],
        },
      ],
    },
  },
);
