// The boundary rules (.dependency-cruiser.mjs, and the lint rule keeping queries in
// repositories) each fail on a deliberate violation and pass a tree that keeps them, so the
// check cannot rot into one that never fails (docs/decisions/038-boundaries-and-ci-checks.md).
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function violations(tree: string) {
  const { output } = await cruise(['apps', 'packages'], {
    ...config.options,
    baseDir: fixture(tree),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const { summary } = output as ICruiseResult;
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

const SERVER = 'apps/server/src';

describe('boundary check', { timeout: 30_000 }, () => {
  it('passes a tree that keeps every rule (type-only cycles, tests and composition files included)', async () => {
    expect(await violations('clean')).toEqual([]);
  });

  it('reports each deliberate violation under its rule, and nothing else', async () => {
    expect(await violations('broken')).toEqual(
      [
        `area-order-accounts: ${SERVER}/accounts/session/session-launch.ts -> ${SERVER}/games/launch/launch.service.ts`,
        `area-order-games: ${SERVER}/games/launch/launch.routes.ts -> ${SERVER}/app.ts`,
        `config-type-only: ${SERVER}/content/banners/banners.service.ts -> ${SERVER}/config.ts`,
        `db-not-to-areas: ${SERVER}/db/session-sweep.ts -> ${SERVER}/accounts/session/session.service.ts`,
        `db-schema-no-runtime: ${SERVER}/db/database.ts -> ${SERVER}/platform/ledger/ledger.tables.ts`,
        `db-schema-types-only: ${SERVER}/db/database.ts -> ${SERVER}/accounts/session/session.service.ts`,
        `kysely-in-repositories: ${SERVER}/engagement/bonuses/bonus.service.ts -> ../../../../node_modules/kysely/dist/esm/index.js`,
        `lib-stands-alone: ${SERVER}/lib/amount-limits.ts -> ${SERVER}/db/database.ts`,
        `no-runtime-cycle: ${SERVER}/games/launch/launch-kit.ts -> ${SERVER}/games/launch/launch.test.ts`,
        `no-runtime-cycle: ${SERVER}/games/launch/launch-limits.ts -> ${SERVER}/games/launch/launch.service.ts`,
        `no-runtime-cycle: apps/web/src/features/wallet/wallet-page.tsx -> apps/web/src/features/wallet/wallet-total.ts`,
        `no-runtime-cycle: packages/shared/src/currency.ts -> packages/shared/src/money.ts`,
        `platform-not-to-areas: ${SERVER}/platform/jobs/job-runner.ts -> ${SERVER}/accounts/session/session.service.ts`,
        `platform-not-to-composition: ${SERVER}/platform/jobs/job-runner.ts -> ${SERVER}/app.ts`,
        `resolvable: ${SERVER}/lib/amount-limits.ts -> ./nowhere.js`,
        'web-shared-not-to-features: apps/web/src/components/balance.tsx -> apps/web/src/features/wallet/wallet-page.tsx',
        'console-shared-not-to-features: apps/console/src/components/member-link.tsx -> apps/console/src/features/members/member-screen.tsx',
        'portal-and-console-apart: apps/console/src/components/member-link.tsx -> apps/web/src/features/wallet/wallet-page.tsx',
      ].sort(),
    );
  });
});

describe('queries belong in a repository (lint)', { timeout: 30_000 }, () => {
  const source = [
    "import type { DB } from '../../db/database.js';",
    "import { sql } from '../../db/sql-sample.js';",
    'export async function sample(db: DB) {',
    "  await db.selectFrom('wallets').selectAll().execute();",
    "  await db.insertInto('wallets').values({ balance: 0 }).execute();",
    "  await db.updateTable('wallets').set({ balance: 1 }).execute();",
    "  await db.deleteFrom('wallets').execute();",
    "  await db.mergeInto('wallets').execute();",
    '  await sql`select 1`.execute(db);',
    '}',
    '',
  ].join('\n');

  const lint = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it('reports the query builder and sql`` in a service', async () => {
    const messages = await lint(`${SERVER}/engagement/bonuses/bonus-sample.service.ts`);
    expect(messages.map((m) => m.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(messages.every((m) => m.message.startsWith('Queries belong in a repository'))).toBe(
      true,
    );
  });

  it.each([
    `${SERVER}/engagement/bonuses/bonus-sample.repository.ts`,
    `${SERVER}/db/seeds/seed-sample.ts`,
    `${SERVER}/engagement/bonuses/bonus-sample.test.ts`,
    `${SERVER}/engagement/bonuses/bonus-sample-test-kit.ts`,
  ])('leaves %s alone', async (filePath) => {
    expect(await lint(filePath)).toEqual([]);
  });
});
