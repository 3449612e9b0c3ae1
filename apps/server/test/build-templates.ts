/**
 * Builds a run's template databases (see `templates.global.ts`, which runs this file in a child
 * process with the `source` export condition, so the server's sources are read as the tests read
 * them). Argument: the directory for the SQLite files. Prints the templates as JSON.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seeds/demo-seed.js';
import { databaseUrl, type DatabaseTemplates, type TemplateKind } from './templates.js';

const kinds: TemplateKind[] = ['migrated', 'seeded'];
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });

async function build(settings: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>, kind: TemplateKind) {
  const db = createDatabase({ ...config, ...settings });
  try {
    await migrateToLatest(db);
    if (kind === 'seeded') await seedDemo(db, config);
  } finally {
    await db.destroy();
  }
}

const dir = process.argv[2];
if (!dir) throw new Error('build-templates: the SQLite directory is missing');
const sqlite = Object.fromEntries(
  kinds.map((kind) => [kind, path.join(dir, `${kind}.db`)]),
) as Record<TemplateKind, string>;
for (const kind of kinds) await build({ DATABASE_URL: undefined, SQLITE_PATH: sqlite[kind] }, kind);

const templates: DatabaseTemplates = { sqlite };
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const run = randomBytes(4).toString('hex');
  const postgres = {
    run,
    migrated: `test_${run}_template_migrated`,
    seeded: `test_${run}_template_seeded`,
  };
  try {
    for (const kind of kinds) {
      await admin.query(`create database "${postgres[kind]}"`);
      await build({ DATABASE_URL: databaseUrl(url, postgres[kind]), SQLITE_PATH: '' }, kind);
    }
  } finally {
    await admin.end();
  }
  templates.postgres = postgres;
}
process.stdout.write(`${JSON.stringify(templates)}\n`);
