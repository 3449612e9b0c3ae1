import { sql, type RawBuilder } from 'kysely';
import { minor } from '../../db/minor.js';
import type { Executor } from '../../db/transaction.js';
import type { PostgresTransfer, Written } from './ledger.repository.js';

/** A caller's write in the batch's statement, after the transfers (writeManyPostgres). */
export type FollowingWrite = RawBuilder<unknown>;

/**
 * Many transfers in one statement, each as writePostgres writes one, for payers that may run
 * negative (system accounts; no balance is checked): every account locked in id order, the
 * transfers inserted in the order given (a used key writes nothing), each account's balance
 * moved once by the sum of its transfers, and each entry with the balance it left, in that
 * order. The keys must be distinct. Answers the transfers written, by key.
 *
 * `follow`, when given, is the caller's own write in the same statement, after the transfers: a
 * CTE (`name as (...)`) that may read `running (key, transfer_id, account_id, balance_after)`,
 * one row for each side of each transfer written. The accounts' locks are then held for one
 * statement only, not for a statement of the caller's after it.
 */
export async function writeManyPostgres(
  executor: Executor,
  transfers: readonly PostgresTransfer[],
  follow?: FollowingWrite,
): Promise<Map<string, Written>> {
  if (transfers.length === 0) return new Map();
  const column = (pick: (w: PostgresTransfer) => string | number) => transfers.map(pick);
  const accounts = [...new Set(transfers.flatMap((w) => [w.fromId, w.toId]))];
  const now = transfers[0]!.now;
  const { rows } = await sql<{
    key: string;
    transfer_id: number;
    account_id: number;
    balance_after: string;
  }>`
    with input as (
      select * from unnest(${column((w) => w.key)}::text[], ${column((w) => w.hash)}::text[],
        ${column((w) => w.kind)}::text[], ${column((w) => w.fromId)}::integer[],
        ${column((w) => w.toId)}::integer[], ${column((w) => w.amount.toString())}::bigint[],
        ${column((w) => w.currency)}::text[], ${column((w) => w.reference)}::text[],
        ${column((w) => w.memo)}::text[])
        with ordinality as i(key, hash, kind, from_id, to_id, amount, currency, reference, memo,
          ord)
    ), locked as (
      select a.id, a.balance from ledger_accounts a
      where a.id = any(${accounts}::integer[])
      order by a.id
      for update of a
    ), t as (
      insert into ledger_transfers
        (idempotency_key, request_hash, kind, from_account_id, to_account_id, amount, currency,
         reference, memo, created_at)
      select key, hash, kind, from_id, to_id, amount, currency, reference, memo,
        ${now}::timestamptz
      from input
      -- Every account is locked before the first transfer is written.
      where (select count(*) from locked) = ${accounts.length}::integer
      order by ord
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
    ), moves as (
      select i.key, t.id as transfer_id, i.ord, 0 as side, i.from_id as account_id,
        -i.amount as delta
      from t join input i on i.key = t.idempotency_key
      union all
      select i.key, t.id, i.ord, 1, i.to_id, i.amount
      from t join input i on i.key = t.idempotency_key
    ), running as (
      select m.key, m.transfer_id, m.account_id, m.delta,
        l.balance + sum(m.delta) over (partition by m.account_id order by m.ord, m.side
          rows unbounded preceding) as balance_after
      from moves m join locked l on l.id = m.account_id
    ), a as (
      update ledger_accounts acc set balance = acc.balance + s.total
      from (select account_id, sum(delta) as total from moves group by account_id) s
      where acc.id = s.account_id
      returning acc.id
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select transfer_id, account_id, delta, balance_after, ${now}::timestamptz
      from running
      order by transfer_id, delta
      returning transfer_id
    )${follow ? sql`, ${follow}` : sql``}
    select key, transfer_id, account_id, balance_after from running`.execute(executor);
  const written = new Map<string, Written>();
  for (const row of rows) {
    const one = written.get(row.key) ?? { transferId: Number(row.transfer_id), after: new Map() };
    one.after.set(row.account_id, minor(row.balance_after));
    written.set(row.key, one);
  }
  return written;
}
