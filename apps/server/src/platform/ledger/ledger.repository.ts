import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { DB } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';

/** A transfer with its accounts resolved, as the write statements take it. */
export interface PostgresTransfer {
  key: string;
  /** SHA-256 of the parameters: a key used again with other parameters is a conflict. */
  hash: string;
  kind: string;
  fromId: number;
  toId: number;
  amount: bigint;
  currency: string;
  reference: string;
  memo: string;
  now: string;
}

export interface AccountRow {
  id: number;
  code: string;
  currency: string;
}

export interface NewAccount {
  code: string;
  owner_type: 'member' | 'system';
  member_id: number | null;
  wallet: string;
  vendor: string | null;
  currency: string;
  allow_negative: number;
}

/** A transfer written: its id and both accounts' balances after it. */
export interface Written {
  transferId: number;
  after: Map<number, bigint>;
}

/**
 * The first parts of the transfer statement: `locked` locks both accounts lowest id first (two
 * transfers over the same accounts queue instead of deadlocking); `funded` has a row when the
 * payer may pay. Other parts of a caller's statement may depend on `funded`. The transfer is
 * linked into the ledger chain after it commits, by the chainer (decision 055): no transfer
 * waits on another's commit.
 */
export function lockAccounts(w: PostgresTransfer): RawBuilder<unknown> {
  return sql`locked as (
      select a.id, a.balance, a.allow_negative from ledger_accounts a
      where a.id in (${w.fromId}::integer, ${w.toId}::integer)
      order by a.id
      for update of a
    ), funded as (
      select 1 from locked
      where id = ${w.fromId}::integer and (allow_negative = 1 or balance >= ${w.amount}::bigint)
    )`;
}

/**
 * The writing parts: `t` inserts the transfer when `guard` holds, `a` updates both balances and
 * `e` inserts both entries, each only when the transfer was inserted. With `usedKey: 'skip'` a
 * used key writes nothing; with 'fail' it raises the unique violation, which undoes every other
 * write of the statement (for a caller whose other writes must not happen either).
 */
export function moveMoney(
  w: PostgresTransfer,
  guard: RawBuilder<unknown>,
  usedKey: 'skip' | 'fail',
): RawBuilder<unknown> {
  const onConflict = usedKey === 'skip' ? sql`on conflict (idempotency_key) do nothing` : sql``;
  return sql`t as (
      insert into ledger_transfers
        (idempotency_key, request_hash, kind, from_account_id, to_account_id, amount, currency,
         reference, memo, created_at)
      select ${w.key}::text, ${w.hash}::text, ${w.kind}::text, ${w.fromId}::integer,
        ${w.toId}::integer, ${w.amount}::bigint, ${w.currency}::text, ${w.reference}::text,
        ${w.memo}::text, ${w.now}::timestamptz
      where ${guard}
      ${onConflict}
      returning id
    ), a as (
      update ledger_accounts
      set balance = balance + case when id = ${w.fromId}::integer then ${-w.amount}::bigint else ${w.amount}::bigint end
      where id in (${w.fromId}::integer, ${w.toId}::integer) and exists (select 1 from t)
      returning id, balance
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select t.id, a.id,
        case when a.id = ${w.fromId}::integer then ${-w.amount}::bigint else ${w.amount}::bigint end,
        a.balance, ${w.now}::timestamptz
      from t cross join a
      returning transfer_id, account_id, balance_after
    )`;
}

/**
 * The SQLite write as plain statements: it runs for every transfer, and building and compiling
 * the same five queries each time costs more than running them.
 */
const SQLITE = {
  find: 'select id from ledger_transfers where idempotency_key = ?',
  debit:
    'update ledger_accounts set balance = balance - ? ' +
    'where id = ? and (allow_negative = 1 or balance >= ?) returning balance',
  credit: 'update ledger_accounts set balance = balance + ? where id = ? returning balance',
  transfer:
    'insert into ledger_transfers (idempotency_key, request_hash, kind, from_account_id, ' +
    'to_account_id, amount, currency, reference, memo, created_at) ' +
    'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
  entries:
    'insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at) ' +
    'values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
};

function run<R>(executor: Executor, text: string, parameters: unknown[]) {
  return executor.executeQuery<R>(CompiledQuery.raw(text, parameters));
}

interface Balance {
  balance: bigint | number | string;
}

/** The ledger's tables: accounts, transfers and their entries. */
export class LedgerRepository {
  /** PostgreSQL writes a transfer in one statement; SQLite in steps on its single connection. */
  readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = isPostgres(db);
  }

  /** Runs `work` in one transaction of its own. */
  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The transfer written under a key, or undefined. */
  findTransfer(idempotencyKey: string, executor: Executor = this.db) {
    return executor
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  /** The balances a transfer left, by account id. */
  async balancesAfter(transferId: number, executor: Executor): Promise<Map<number, bigint>> {
    const entries = await executor
      .selectFrom('ledger_entries')
      .select(['account_id', 'balance_after'])
      .where('transfer_id', '=', transferId)
      .execute();
    return new Map(entries.map((row) => [row.account_id, minor(row.balance_after)]));
  }

  /** The balance call of every signed-in page reads it: compiled once. */
  readonly memberAccounts = preparedQuery(1, (memberId: number) =>
    this.db
      .selectFrom('ledger_accounts')
      .select(['id', 'wallet', 'vendor', 'currency', 'balance'])
      .where('member_id', '=', memberId)
      .where('wallet', '<>', 'points')
      .orderBy('id'),
  );

  /** A page of the entries of every account of the member (points included), newest first. */
  async memberEntries(memberId: number, limit: number, offset: number) {
    const entries = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .where('a.member_id', '=', memberId);
    const [rows, count] = await Promise.all([
      entries
        .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
        .select([
          'e.id',
          'e.created_at',
          'e.amount',
          'e.balance_after',
          'a.wallet',
          'a.vendor',
          'a.currency',
          't.kind',
          't.reference',
          't.memo',
        ])
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      entries
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        amount: minor(row.amount),
        balance_after: minor(row.balance_after),
      })),
      total: Number(count.total),
    };
  }

  async balanceOf(code: string, executor: Executor): Promise<bigint | undefined> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? minor(row.balance) : undefined;
  }

  async memberCurrency(memberId: number, executor: Executor): Promise<string | undefined> {
    const member = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return member?.currency;
  }

  /** Creates the account unless its code exists, and reads it back. */
  accountsByCode(codes: readonly string[], executor: Executor) {
    return executor
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'currency'])
      .where('code', 'in', codes)
      .execute();
  }

  async createAccount(executor: Executor, account: NewAccount): Promise<AccountRow> {
    await executor
      .insertInto('ledger_accounts')
      .values(account)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    return executor
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'currency'])
      .where('code', '=', account.code)
      .executeTakeFirstOrThrow();
  }

  /**
   * One statement: lock both accounts in id order, check the payer's balance, insert the transfer
   * (nothing on a used key), update both balances and insert both entries. No rows back means the
   * key was used already or the payer had too little; either way nothing was written and a
   * caller's transaction is still usable.
   */
  async writePostgres(executor: Executor, w: PostgresTransfer): Promise<Written | null> {
    const { rows } = await sql<{ transfer_id: number; account_id: number; balance_after: string }>`
      with ${lockAccounts(w)}, ${moveMoney(w, sql`exists (select 1 from funded)`, 'skip')}
      select transfer_id, account_id, balance_after from e`.execute(executor);
    if (rows.length === 0) return null;
    const after = new Map(rows.map((row) => [row.account_id, minor(row.balance_after)]));
    return { transferId: rows[0]!.transfer_id, after };
  }

  /**
   * The same steps on SQLite's single connection, reads first: a used key (null) or a short
   * balance ('short') is found before anything is written, so a refusal inside a caller's
   * transaction leaves nothing.
   */
  async writeSqlite(trx: Trx, w: PostgresTransfer): Promise<Written | null | 'short'> {
    const { amount, now } = w;
    if ((await run(trx, SQLITE.find, [w.key])).rows.length > 0) return null;
    const [debited] = (await run<Balance>(trx, SQLITE.debit, [amount, w.fromId, amount])).rows;
    if (!debited) return 'short';
    const [credited] = (await run<Balance>(trx, SQLITE.credit, [amount, w.toId])).rows;
    const [inserted] = (
      await run<{ id: number }>(trx, SQLITE.transfer, [
        w.key,
        w.hash,
        w.kind,
        w.fromId,
        w.toId,
        amount,
        w.currency,
        w.reference,
        w.memo,
        now,
      ])
    ).rows;
    const fromAfter = minor(debited.balance);
    const toAfter = minor(credited!.balance);
    const transferId = inserted!.id;
    const entry = (accountId: number, delta: bigint, balance: bigint) => [
      transferId,
      accountId,
      delta,
      balance,
      now,
    ];
    await run(trx, SQLITE.entries, [
      ...entry(w.fromId, -amount, fromAfter),
      ...entry(w.toId, amount, toAfter),
    ]);
    const after = new Map([
      [w.fromId, fromAfter],
      [w.toId, toAfter],
    ]);
    return { transferId, after };
  }

  /** Each currency's sum of balances. */
  currencyTotals(executor: Executor) {
    return executor
      .selectFrom('ledger_accounts')
      .select(['currency', sql<string>`sum(balance)`.as('total')])
      .groupBy('currency')
      .execute();
  }

  /** Accounts whose balance differs from the sum of their entries. */
  async driftedAccounts(executor: Executor) {
    const { rows } = await sql<{ code: string; balance: string; entries: string }>`
      select a.code, a.balance, coalesce(sum(e.amount), 0) as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.code, a.balance
      having a.balance <> coalesce(sum(e.amount), 0)`.execute(executor);
    return rows;
  }

  negativeMemberAccounts(executor: Executor) {
    return executor
      .selectFrom('ledger_accounts')
      .select(['code', 'balance'])
      .where('owner_type', '=', 'member')
      .where('balance', '<', 0n)
      .execute();
  }

  /** Transfers that are not exactly two entries of -amount and +amount. */
  async unbalancedTransfers(executor: Executor) {
    const { rows } = await sql<{ id: number }>`
      select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id, t.amount, t.from_account_id, t.to_account_id
      having count(e.id) <> 2
        or coalesce(sum(e.amount), 0) <> 0
        or sum(case when e.account_id = t.from_account_id then e.amount else 0 end) <> -t.amount
        or sum(case when e.account_id = t.to_account_id then e.amount else 0 end) <> t.amount`.execute(
      executor,
    );
    return rows;
  }
}
