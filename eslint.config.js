// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Lint (issue 11 part 5): typescript-eslint's recommended rules, the rules of hooks, no import
 * cycles, and the boundaries of features/README.md: features never import each other, components/
 * and lib/ never import features, packages/domain imports nothing from the apps.
 */
const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/drizzle/**', 'test-results/**', 'bench/results/**', 'data/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/admin/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features never import each other: move what both need to components/, lib/ or packages/domain.',
            })),
            { target: ['./apps/web/src/components', './apps/web/src/lib'], from: './apps/web/src/features', message: 'components/ and lib/ never import features.' },
            { target: './packages/domain', from: './apps', message: 'packages/domain is pure: it imports nothing from the apps.' },
            { target: './apps/web', from: './apps/admin', message: 'The storefront never imports the operator console (docs/decisions/040).' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-control-regex': 'off',
    },
  },
  {
    // Server modules (apps/server/src/modules/README.md): SQL lives in repositories. Services, routes,
    // plugins and topic files build no query: no drizzle-orm value and no table of any module.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*repository.ts', '**/tables.ts', '**/seed*.ts', '**/*-seed.ts', '**/*.test.ts', '**/testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'Queries belong in a repository (modules/README.md): call one from here.' },
            { regex: '(^|/)(tables|db/schema)$', allowTypeImports: true, message: 'Tables are for repositories (modules/README.md): call one from here; import type is fine.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
