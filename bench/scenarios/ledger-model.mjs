// The ledger against its model for at least 100,000 calls (BENCH_LEDGER_MODEL_OPS) on SQLite and
// on PostgreSQL (BENCH_DATABASE_URL, default the local `test` database; the test makes its own
// schema and drops it; BENCH_LEDGER_MODEL_DBS picks): the property of
// apps/server/test/ledger-model.test.ts, run by vitest in its long mode (LEDGER_MODEL_OPS), which
// writes its tally to a file this scenario reads.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const OPERATIONS = Number(process.env.BENCH_LEDGER_MODEL_OPS ?? 100_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_LEDGER_MODEL_DBS ?? 'sqlite,postgres').split(',');
const TEST_FILE = 'apps/server/test/ledger-model.test.ts';

/** One vitest run of the model test on one database; its output goes to stderr. */
function vitest(env) {
  const bin = join(root, 'node_modules/vitest/vitest.mjs');
  const child = spawn(
    process.execPath,
    [bin, 'run', '--project', 'server-integration', TEST_FILE],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 2, 2] },
  );
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

async function longRun(db, databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ledger-model-'));
  const report = join(dir, 'report.json');
  try {
    const started = performance.now();
    const code = await vitest({
      TEST_DATABASE_URL: databaseUrl,
      LEDGER_MODEL_OPS: String(OPERATIONS),
      LEDGER_MODEL_REPORT: report,
    });
    if (!existsSync(report)) {
      return {
        db,
        operations: 0,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        invariantViolations: null,
        failures: [{ error: `vitest exited with ${code} before its report` }],
      };
    }
    const tally = JSON.parse(readFileSync(report, 'utf8'));
    for (const failure of tally.failures) {
      console.error(`${db} failure (seed ${failure.seed}, path ${failure.path}): ${failure.error}`);
      console.error(`counterexample: ${failure.counterexample}`);
    }
    return {
      db,
      operations: tally.operations,
      histories: tally.histories,
      seconds: tally.seconds,
      invariantViolations: tally.invariantViolations,
      failures: tally.failures.map(({ seed, path, error }) => ({ seed, path, error })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run() {
  const databases = [];
  for (const db of DATABASES) {
    databases.push(await longRun(db, db === 'postgres' ? POSTGRES_URL : ''));
  }
  return {
    scenario: 'ledger-model',
    operations: databases.reduce((sum, result) => sum + result.operations, 0),
    operationsPerDatabase: OPERATIONS,
    databases,
  };
}
