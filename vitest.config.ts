import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test tiers (docs/decisions/005-test-tiers.md):
 * - shared, web, console, server-unit: rules and screens, beside the code (`*.test.ts`, server: `*.unit.test.ts`);
 * - tooling: the repository's own checks (tools/), e.g. the boundary rules on fixture trees;
 * - server-integration: every API call through `app.inject` on a fresh database per file
 *   (SQLite, or PostgreSQL when TEST_DATABASE_URL is set).
 * Browser end-to-end tests are Playwright's (e2e/).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // A worker per core. Vitest's own default leaves one core to its main process, which on a
    // 2-core machine means one worker: the web and console files took 355 s that way, and 226 s
    // with two (decision 068). The server integration project keeps its own limit below.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ['source'] },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // A worker keeps its modules and its jsdom page from one file to the next instead of
          // starting both again for each (decision 072): test/setup.ts puts the page and the
          // site's module-level state back before and after every file.
          isolate: false,
          // What a test stubs is put back after it, so that no stub reaches the next file.
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          // Generous for a loaded machine; the waits inside are on states, not on time.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ['source'] },
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // A worker keeps its modules and its jsdom page from one file to the next instead of
          // starting both again for each (decision 072): test/setup.ts puts the page and the
          // site's module-level state back before and after every file.
          isolate: false,
          // What a test stubs is put back after it, so that no stub reaches the next file.
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 15_000,
        },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 15_000,
        },
      },
      {
        // The repository's own checks (the boundary rules against their fixture trees).
        test: {
          name: 'tooling',
          include: ['tools/*/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'server-integration',
          // Its own group: it runs after the others with its own worker limit.
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts'],
          environment: 'node',
          // Every file copies the run's migrated (and seeded) database instead of building one.
          globalSetup: ['apps/server/test/templates.global.ts'],
          // One database per file, on SQLite or PostgreSQL.
          pool: 'forks',
          maxWorkers: 2,
          // A worker keeps the server's modules from one file to the next instead of importing
          // them again for each (decision 072): every file builds its own app and database, and
          // the server keeps no state in its modules.
          isolate: false,
          // What a test stubs is put back after it, so that no stub reaches the next file.
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
