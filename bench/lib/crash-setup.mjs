// The crash scenario's databases and players: a temporary SQLite file or a fresh schema of
// BENCH_DATABASE_URL, a seamless house-provider game and a transfer-mode vendor of their own, and
// funded members with a launch session (seamless calls) and a member session (wallet transfers).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../apps/server/dist/db/database.js';
import { hashToken, newSecretToken } from '../../apps/server/dist/lib/secret-tokens.js';
import { LedgerService } from '../../apps/server/dist/platform/ledger/ledger.service.js';
import {
  SystemAccount,
  TransferKind,
} from '../../apps/server/dist/platform/ledger/ledger.types.js';

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
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-crash-'));
    const path = join(dir, 'crash.db');
    return {
      kind,
      serverEnv: () => ({ SQLITE_PATH: path }),
      open: () => createDatabase({ SQLITE_PATH: path, DATABASE_POOL_SIZE: 1 }),
      settled: async () => {},
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema "${schema}"`);
  const options = encodeURIComponent(`-c search_path=${schema}`);
  const schemaUrl = `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
  const name = (start) => `${schema}_${start}`;
  return {
    kind,
    serverEnv: (start) => ({
      DATABASE_URL: `${schemaUrl}&application_name=${name(start)}`,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    }),
    open: () => createDatabase({ DATABASE_URL: schemaUrl, DATABASE_POOL_SIZE: 4, SQLITE_PATH: '' }),
    /** A statement a killed server sent may still run to its end: wait until its backends exit. */
    async settled(start) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await admin.query(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [name(start)],
        );
        if (rows[0].n === 0) return;
        if (Date.now() > deadline) throw new Error(`backends of start ${start} still alive`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    drop: async () => {
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
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
  const expires = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const game = await seedVendorsAndGame(db, now);
  const rows = Array.from({ length: count }, (_, i) => {
    const account = `crash${i}`;
    return { account, account_key: account, nickname: account, created_at: now, updated_at: now };
  });
  const members = await db
    .insertInto('members')
    .values(rows)
    .returning(['id', 'account'])
    .execute();
  const players = members.map((member) => ({
    ...member,
    launchToken: newSecretToken(),
    bearer: newSecretToken(),
    /** What the vendor holds for the member by the answers seen: an out never exceeds it. */
    vendorBalance: 0,
    /** A transfer of unknown outcome may still be open: no other one until the end. */
    vendorBlocked: false,
  }));
  await db
    .insertInto('game_sessions')
    .values(
      players.map((player) => ({
        token_hash: hashToken(player.launchToken),
        member_id: player.id,
        game_id: game.id,
        provider: 'house',
        language: 'EN',
        created_at: now,
        expires_at: expires,
      })),
    )
    .execute();
  await db
    .insertInto('member_sessions')
    .values(
      players.map((player) => ({
        member_id: player.id,
        token_hash: hashToken(player.bearer),
        device_id: null,
        login_type: 'password',
        ip: '127.0.0.1',
        user_agent: 'bench crash',
        created_at: now,
        last_seen_at: now,
        expires_at: expires,
      })),
    )
    .execute();
  const ledger = new LedgerService(db);
  for (const player of players) {
    await ledger.transfer({
      idempotencyKey: `crash-fund-${player.id}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: player.id, wallet: 'main' },
      amount: FUNDING,
      reference: `F${player.id}`,
    });
  }
  return players;
}
