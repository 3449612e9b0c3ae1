import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { DatabaseTemplates } from './templates.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds, once per run, the databases every integration file starts from: one migrated, one
 * migrated and seeded. A file then copies one (a file copy on SQLite, CREATE DATABASE ... TEMPLATE
 * on PostgreSQL) instead of running every migration and the demo seed again. The building runs in
 * a child process (`build-templates.ts` under tsx, with the `source` condition): the global setup's
 * own module runner would read the shared package's built output, which a fresh clone lacks.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-templates-'));
  const built = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(here, 'build-templates.ts'), dir],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  if (built.status !== 0)
    throw new Error(`The template databases could not be built (${built.status})`);
  const templates = JSON.parse(built.stdout.trim().split('\n').at(-1)!) as DatabaseTemplates;
  project.provide('databaseTemplates', templates);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url || !templates.postgres) return;
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    // The templates, and any file's database a lingering socket kept from being dropped.
    const left = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`test\\_${templates.postgres.run}\\_%`],
    );
    for (const { datname } of left.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    await admin.end();
  };
}
