import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/reports',
      '**/test-results',
      '.nx',
      'storybook-static',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      // Without these, import-x reads only .js files and no-cycle never sees a TypeScript cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Project sources; configs and tools outside src/ may reach shared tooling by path.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: {
      // Who may import whom: see ARCHITECTURE.md.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // The apps load shell's shared screens lazily by their own entries (`@gopharm/shell/screens/x`, a chunk
          // each), while the rest of shell is on the first load: a static import of shell is no mistake.
          checkDynamicDependenciesExceptions: ['@gopharm/shell'],
          depConstraints: [
            // No app imports another app; apps use the shared libs of their kind.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:domain',
                'type:data',
                'type:i18n',
                'type:ui',
                'type:util',
              ],
            },
            // Journeys read the texts they expect from the dictionaries (i18n imports only util).
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:i18n'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:domain',
                'type:data',
                'type:i18n',
                'type:ui',
                'type:util',
              ],
            },
            // Domain stores know nothing of React components.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:util'] },
            // The API client imports no lib but util.
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:util'] },
            // ui-kit never imports domain stores or apps.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:i18n', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Server apps import no browser lib.
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'type:util'] },
            { sourceTag: 'scope:desktop', onlyDependOnLibsWithTags: ['scope:desktop', 'scope:shared'] },
            { sourceTag: 'scope:mobile', onlyDependOnLibsWithTags: ['scope:mobile', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // The API's routes are typed from their TypeBox schemas (http/api-app.ts): a request type written by hand at a
    // route drifts from what the schema validates.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][typeArguments] > ObjectExpression:first-child',
          message: 'A route takes its types from its schema (ApiApp); no hand-written request generic.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|post|put|patch|delete)$/][typeArguments] > Literal:first-child',
          message: 'A route takes its types from its schema (ApiApp); no hand-written request generic.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.preset.js', 'tools/jest/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
