import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Queries belong in a repository (docs/decisions/038-boundaries-and-ci-checks.md); the
// boundary check (.dependency-cruiser.mjs) keeps kysely's import there too.
const queriesInRepositories = [
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
];
const queryRuleExceptions = [
  '**/*.repository.ts',
  '**/*.tables.ts',
  'apps/server/src/db/**',
  '**/*.test.ts',
  '**/*test-kit*.ts',
];

// The members table has one owner: platform/members writes it, everyone else asks it to.
const membersWrittenByOwner = {
  selector:
    "CallExpression[callee.property.name=/^(updateTable|insertInto|deleteFrom)$/][arguments.0.value='members']",
  message: 'The members table is written only by platform/members (MembersRepository)',
};
const membersRuleExceptions = [
  'apps/server/src/platform/members/**',
  'apps/server/src/db/seeds/**',
  'apps/server/src/db/migrations/**',
  '**/*.test.ts',
  '**/*test-kit*.ts',
];

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
      // `import { type A }` keeps the module as a side-effect import (verbatimModuleSyntax), and
      // with it everything the module evaluates: `import type { A }` leaves it out.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
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
  // ESLint takes a rule's options from the last object that sets it for a file, so every object
  // below lists all the no-restricted-syntax entries that apply to the files it matches.
  {
    // Repositories, table types and db/ outside seeds and migrations: only the members rule.
    files: ['apps/server/src/**/*.ts'],
    ignores: membersRuleExceptions,
    rules: { 'no-restricted-syntax': ['error', membersWrittenByOwner] },
  },
  {
    // Every other server file: no queries at all, and (as an error of its own) no members writes.
    files: ['apps/server/src/**/*.ts'],
    ignores: queryRuleExceptions,
    rules: {
      'no-restricted-syntax': ['error', ...queriesInRepositories, membersWrittenByOwner],
    },
  },
  {
    // The files the members rule spares still keep their queries in repositories.
    files: membersRuleExceptions.filter((pattern) => pattern.startsWith('apps/server/src/')),
    ignores: queryRuleExceptions,
    rules: { 'no-restricted-syntax': ['error', ...queriesInRepositories] },
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
