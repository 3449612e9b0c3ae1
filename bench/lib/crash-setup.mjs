// The crash scenario's databases and players: a temporary SQLite file or a fresh schema of
// BENCH_DATABASE_URL, a seamless house-provider game and a transfer-mode vendor of their own, and
// funded members with a launch session (seamless calls) and a member session (wallet transfers).
import { createDatabase } from './built/database.mjs';
import { LedgerService } from './built/platform.mjs';
import { freshSchema, freshSqlite } from './databases.mjs';
import { createPlayers, fundPlayers, openGameSessions, openMemberSessions } from './setup.mjs';

export const GAME_CODE = 'crash-slot';
export const SLOTS_VENDOR = 'CRASHSLOTS';
export const TRANSFER_VENDOR = 'CRASHXFER';
/** Minor units each member starts with: far more than the load can stake or move away. */
export const FUNDING = 100_000_000n;
/** Server connections to PostgreSQL (see the ledger scenario for why 16 on 2 cores). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);

/**
 * A database the server (started again and again) and this process both reach. `serverEnv(n)`
 * is the environment of the n-th start; on PostgreSQL each start has its own application_name, so
 * that `settled(n)` can wait until the backends of a killed server are gone.
 */
export async function crashDatabase(kind) {
  if (kind === 'sqlite') {
    const database = freshSqlite('crash');
    return {
      kind,
      serverEnv: () => ({ SQLITE_PATH: database.path }),
      open: () => createDatabase({ SQLITE_PATH: database.path, DATABASE_POOL_SIZE: 1 }),
      settled: async () => {},
      drop: database.drop,
    };
  }
  const database = await freshSchema('crash');
  const name = (start) => `${database.schema}_${start}`;
  return {
    kind,
    serverEnv: (start) => ({
      DATABASE_URL: `${database.url}&application_name=${name(start)}`,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    }),
    open: () =>
      createDatabase({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: 4, SQLITE_PATH: '' }),
    /** A statement a killed server sent may still run to its end: wait until its backends exit. */
    async settled(start) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await database.query(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [name(start)],
        );
        if (rows[0].n === 0) return;
        if (Date.now() > deadline) throw new Error(`backends of start ${start} still alive`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    drop: database.drop,
  };
}

async function seedVendorsAndGame(db, now) {
  const vendor = (vassalage, walletMode, sort) => ({
    category_code: 'RNG',
    vassalage,
    title: vassalage,
    is_hot: 0,
    cards: 1,
    icon_path: `vendors/${vassalage.toLowerCase()}.svg`,
    maintenance: 0,
    enabled: 1,
    sort,
    wallet_mode: walletMode,
    provider: 'house',
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('vendors')
    .values([vendor(SLOTS_VENDOR, 'seamless', 9998), vendor(TRANSFER_VENDOR, 'transfer', 9999)])
    .execute();
  return db
    .insertInto('games')
    .values({
      node_id: 'crash-slot-node',
      category_code: 'RNG',
      vassalage: SLOTS_VENDOR,
      game_code: GAME_CODE,
      engine: 'slot',
      min_bet: 1n,
      icon_path: 'games/crash-slot.svg',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The vendors, the game and `count` funded members, each with a launch token and a bearer token
 * valid for three hours. Written while no server runs, so that nothing the server caches is stale.
 */
export async function seedPlayers(db, count) {
  const now = new Date().toISOString();
  const game = await seedVendorsAndGame(db, now);
  const players = await createPlayers(db, { prefix: 'crash', count });
  await openGameSessions(db, players, game.id);
  await openMemberSessions(db, players, { userAgent: 'bench crash' });
  await fundPlayers(new LedgerService(db), players, {
    amount: FUNDING,
    keyPrefix: 'crash-fund-',
    concurrency: 1,
  });
  for (const player of players) {
    /** What the vendor holds for the member by the answers seen: an out never exceeds it. */
    player.vendorBalance = 0;
    /** A transfer of unknown outcome may still be open: no other one until the end. */
    player.vendorBlocked = false;
  }
  return players;
}
