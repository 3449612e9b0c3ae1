import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seeds/demo-seed.js';
import { databaseUrl, type DatabaseTemplates, type TemplateKind } from './templates.js';

/**
 * Builds, once per run, the databases every integration file starts from: one migrated, one
 * migrated and seeded. A file then copies one (a file copy on SQLite, CREATE DATABASE ... TEMPLATE
 * on PostgreSQL) instead of running every migration and the demo seed again.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  const build = async (
    settings: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>,
    kind: TemplateKind,
  ) => {
    const db = createDatabase({ ...config, ...settings });
    try {
      await migrateToLatest(db);
      if (kind === 'seeded') await seedDemo(db, config);
    } finally {
      await db.destroy();
    }
  };
  const kinds: TemplateKind[] = ['migrated', 'seeded'];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-templates-'));
  const sqlite = Object.fromEntries(
    kinds.map((kind) => [kind, path.join(dir, `${kind}.db`)]),
  ) as Record<TemplateKind, string>;
  for (const kind of kinds)
    await build({ DATABASE_URL: undefined, SQLITE_PATH: sqlite[kind] }, kind);

  const url = process.env.TEST_DATABASE_URL;
  let postgres: (Record<TemplateKind, string> & { run: string }) | undefined;
  let admin: pg.Pool | undefined;
  if (url) {
    admin = new pg.Pool({ connectionString: url, max: 1 });
    const run = randomBytes(4).toString('hex');
    const names = {
      run,
      migrated: `test_${run}_template_migrated`,
      seeded: `test_${run}_template_seeded`,
    };
    for (const kind of kinds) {
      await admin.query(`create database "${names[kind]}"`);
      await build({ DATABASE_URL: databaseUrl(url, names[kind]), SQLITE_PATH: '' }, kind);
    }
    postgres = names;
  }

  const templates: DatabaseTemplates = { sqlite, ...(postgres ? { postgres } : {}) };
  project.provide('databaseTemplates', templates);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (admin && postgres) {
      // The templates, and any file's database a lingering socket kept from being dropped.
      const left = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`test\\_${postgres.run}\\_%`],
      );
      for (const { datname } of left.rows)
        await admin
          .query(`drop database if exists "${datname}" with (force)`)
          .catch(() => undefined);
      await admin.end();
    }
  };
}
