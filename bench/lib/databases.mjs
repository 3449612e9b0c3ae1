// A database of its own for one bench run: a new schema of BENCH_DATABASE_URL (default the local
// test database), reached through search_path, or a temporary SQLite file. BENCH_KEEP_SCHEMA keeps
// the schema for a look afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export async function freshSchema(prefix) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema "${schema}"`);
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    kind: 'postgres',
    schema,
    url: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
    /** A statement on the database's own connection (outside the schema's search path). */
    query: (text, values) => admin.query(text, values),
    drop: async () => {
      if (process.env.BENCH_KEEP_SCHEMA) process.stderr.write(`schema kept: ${schema}\n`);
      else await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

export function freshSqlite(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-${prefix}-`));
  return {
    kind: 'sqlite',
    path: join(dir, `${prefix}.db`),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
