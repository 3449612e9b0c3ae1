import { sql, type RawBuilder } from 'kysely';

/** A transfer with its accounts resolved, as the PostgreSQL statement writes it. */
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

/**
 * The first two parts of the transfer statement: `locked` takes both accounts' row locks lowest
 * id first (so two transfers over the same accounts queue instead of deadlocking), `funded` has
 * a row when the payer may pay. Other parts of a caller's statement may depend on `funded`.
 */
export function lockAccounts(w: PostgresTransfer): RawBuilder<unknown> {
  return sql`locked as (
      select id, balance, allow_negative from ledger_accounts
      where id in (${w.fromId}::integer, ${w.toId}::integer)
      order by id
      for update
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
