// A PostgreSQL schema of its own for one bench run: BENCH_DATABASE_URL (default the local test
// database), reached through search_path; BENCH_KEEP_SCHEMA keeps it for a look afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshSchema(prefix) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema "${schema}"`);
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    schema,
    url: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
    drop: async () => {
      if (process.env.BENCH_KEEP_SCHEMA) process.stderr.write(`schema kept: ${schema}\n`);
      else await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}
