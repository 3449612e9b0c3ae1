import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachingStatements, createDatabase } from './database.js';

describe('SQLite statement cache', () => {
  it('hands back the same prepared statement for the same SQL and keeps results correct', () => {
    const sqlite = new SQLite(':memory:');
    const db = cachingStatements(sqlite);
    db.prepare('create table t (n integer)').run();
    const insert = db.prepare('insert into t (n) values (?)');
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('insert into t (n) values (?)').run(2);
    expect(db.prepare('select sum(n) as total from t').get()).toEqual({ total: 3 });
    db.close();
    expect(sqlite.open).toBe(false);
  });

  it('drops the least recently used statement beyond 500', () => {
    const db = cachingStatements(new SQLite(':memory:'));
    const first = db.prepare('select 0');
    const kept = db.prepare('select 1');
    for (let n = 2; n <= 500; n += 1) db.prepare(`select ${n}`);
    // Using "select 1" again makes "select 0" the oldest: it is the one dropped.
    db.prepare('select 1');
    db.prepare('select 501');
    expect(db.prepare('select 1')).toBe(kept);
    expect(db.prepare('select 0')).not.toBe(first);
    db.close();
  });

  it('begins every transaction holding the write lock, so another process waits for it instead of failing mid-transaction', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-begin-'));
    const file = path.join(dir, 'db.sqlite');
    const db = createDatabase({
      SQLITE_PATH: file,
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 1,
    });
    await sql`create table t (n integer)`.execute(db);
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await db.transaction().execute(async (trx) => {
        // Only a read so far: a deferred transaction would not hold the lock yet.
        await sql`select count(*) from t`.execute(trx);
        expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
      });
      other.exec('begin immediate');
      other.exec('rollback');
    } finally {
      other.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
