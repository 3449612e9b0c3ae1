import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './database.js';
import { preparedQuery } from './prepared-query.js';

describe('preparedQuery', () => {
  it('compiles once and binds each call’s arguments in their places', async () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec(
      "create table settings (key text, value text, created_at text, updated_at text); insert into settings values ('a', '1', '', ''), ('b', '2', '', ''), ('c', '3', '', '')",
    );
    const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }) as unknown as DB;
    let builds = 0;
    const between = preparedQuery(2, (from: string, to: string) => {
      builds += 1;
      return db
        .selectFrom('settings')
        .select('value')
        .where('key', '>=', from)
        .where('key', '<=', to)
        .where('value', '!=', '0')
        .orderBy('key');
    });
    expect(await between(db, 'a', 'b')).toEqual([{ value: '1' }, { value: '2' }]);
    expect(await between(db, 'b', 'c')).toEqual([{ value: '2' }, { value: '3' }]);
    await db.transaction().execute(async (trx) => {
      expect(await between(trx, 'c', 'c')).toEqual([{ value: '3' }]);
    });
    expect(builds).toBe(1);
    await db.destroy();
  });
});
