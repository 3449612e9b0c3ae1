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
      'coverage/**',
      // Trees that break the boundaries on purpose, for the check's own tests.
      'tools/boundaries/fixtures/**',
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
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
  {
    // Scenarios and specs pass functions to the browser (page.evaluate, waitForFunction).
    files: ['bench/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Queries belong in a repository (docs/decisions/038-boundaries-and-ci-checks.md); the
    // boundary check (.dependency-cruiser.mjs) keeps kysely's import there too.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.tables.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      '**/*test-kit*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]',
          message:
            'Queries belong in a repository (*.repository.ts): call a repository method here instead of the query builder.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message:
            'Queries belong in a repository (*.repository.ts): move this sql`` into a repository method.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      '.ci/**',
      'apps/server/src/cli/**',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
