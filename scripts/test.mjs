// `npm test`: the static checks (lint, boundaries, formatting, type checks), then every suite in
// turn (unit, server integration, browser end-to-end), then one closing line with the totals.
// Any failing check or suite fails the run; none is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// A failure's first lines, so the summary at the end of a long log says what failed and why
// (a property test's counterexample and the server's answer come a few lines down).
const FAILURE_LINES = 12;
const excerpt = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, FAILURE_LINES)
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}...` : line))
    .join('\n       ');

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    for (const test of tests.filter((t) => t.status === 'failed'))
      failures.push(`${suite.name}: ${test.fullName}: ${excerpt(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      failures.push(`${suite.name}: ${excerpt(suite.message)}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, failures: [] };
  const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line}: ${spec.title}: ${excerpt(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
}

const suites = [];

// The static checks run before the test suites, never beside them: each is one process, so
// they share the machine's cores among themselves (on two cores, the type checks of two
// packages at once finish in little more than the time of the longer one). A check's output
// is printed whole once it ends, in the order listed; a failure's first lines go to the summary.
const CHECKS = [
  ['lint', npm, ['run', '--silent', 'lint:eslint']],
  ['boundaries', npm, ['run', '--silent', 'lint:boundaries']],
  ['format', npm, ['run', '--silent', 'format:check']],
  ...['packages/shared', 'apps/server', 'apps/web', 'apps/console', 'e2e', 'tools'].map(
    (project) => [`typecheck ${project}`, npx, ['tsc', '-p', project, '--noEmit']],
  ),
];

function check(label, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ label, ok: code === 0, output, seconds });
    });
  });
}

async function runChecks() {
  const width = Math.max(1, Math.min(2, availableParallelism()));
  const settle = [];
  const done = CHECKS.map(() => new Promise((resolve) => settle.push(resolve)));
  let next = 0;
  const worker = async () => {
    while (next < CHECKS.length) {
      const index = next++;
      settle[index](await check(...CHECKS[index]));
    }
  };
  const workers = Array.from({ length: width }, worker);
  for (const result of done) {
    const { label, ok, output, seconds } = await result;
    console.log(`\n=== ${label} (${seconds}s) ===`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    const failures = ok ? [] : [excerpt(output) || 'failed'];
    suites.push({ label, ok, passed: 0, failed: ok ? 0 : 1, failures });
  }
  await Promise.all(workers);
}

await runChecks();

const vitest = (label, projects, file, env) => {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${file}`);
  const ok = run(label, npx, args, env);
  suites.push({ label, ok, ...vitestCounts(file) });
};

vitest('unit', ['shared', 'web', 'console', 'server-unit', 'tooling'], join(reports, 'unit.json'));
vitest('server integration (SQLite)', ['server-integration'], join(reports, 'int-sqlite.json'), {
  TEST_DATABASE_URL: '',
});
if (process.env.TEST_DATABASE_URL) {
  vitest('server integration (PostgreSQL)', ['server-integration'], join(reports, 'int-pg.json'));
}

// The benchmark scenarios import the built server: a moved export fails here, not at the next run.
const built =
  run('build', npm, ['run', 'build']) &&
  run('bench imports', process.execPath, ['bench/lib/built/check.mjs']);
suites.push({ label: 'build', ok: built, passed: 0, failed: built ? 0 : 1, failures: [] });
if (built) {
  const file = join(reports, 'e2e.json');
  const ok =
    run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']) &&
    run('end-to-end (Chromium)', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
  suites.push({ label: 'end-to-end', ok, ...playwrightCounts(file) });
}

console.log('\n=== summary ===');
for (const s of suites) {
  console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.label}: ${s.passed} passed, ${s.failed} failed`);
  for (const failure of s.failures) console.log(`     x ${failure}`);
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(suites.every((s) => s.ok) && failed === 0 ? 0 : 1);
