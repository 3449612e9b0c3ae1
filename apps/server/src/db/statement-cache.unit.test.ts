import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './database.js';

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
});
