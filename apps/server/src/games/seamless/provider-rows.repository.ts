import { sql, type RawBuilder } from 'kysely';
import { answerOf } from './settled-rounds.repository.js';

/** A debit or credit written with others, as its provider transaction row records it. */
export interface RecordedCall {
  transactionId: string;
  memberId: number;
  roundId: string;
  amount: bigint;
  requestHash: string;
  currency: string;
  /** The ledger key of its transfer. */
  key: string;
  /** The wallet whose balance after the transfer is the answer's. */
  accountId: number;
}

/**
 * The provider transaction rows of many debits or credits, as a write that follows the ledger's
 * in its statement (writeManyPostgres reads `running`): each answer holds the balance its own
 * transfer left the wallet, and a debit claims its transaction id (a rollback that came first
 * has claimed it already, and the statement then fails).
 */
export function recordedCalls(
  provider: string,
  kind: 'debit' | 'credit',
  calls: readonly RecordedCall[],
  now: string,
): RawBuilder<unknown> {
  const column = <T>(pick: (call: RecordedCall) => T) => calls.map(pick);
  const claim = kind === 'debit' ? sql`p.transaction_id` : sql`null`;
  return sql`recorded as (
    insert into provider_transactions
      (provider, transaction_id, kind, member_id, round_id, amount, request_hash, response,
       ledger_transfer_id, claim_key, created_at)
    select ${provider}::text, p.transaction_id, ${kind}::text, p.member_id, p.round_id, p.amount,
      p.request_hash, ${answerOf(sql`p.transaction_id`, sql`r.balance_after`, sql`p.currency`)},
      r.transfer_id, ${claim}, ${now}::timestamptz
    from unnest(${column((c) => c.transactionId)}::text[], ${column((c) => c.memberId)}::integer[],
      ${column((c) => c.roundId)}::text[], ${column((c) => c.amount.toString())}::bigint[],
      ${column((c) => c.requestHash)}::text[], ${column((c) => c.currency)}::text[],
      ${column((c) => c.key)}::text[], ${column((c) => c.accountId)}::integer[])
      as p(transaction_id, member_id, round_id, amount, request_hash, currency, key, account_id)
    join running r on r.key = p.key and r.account_id = p.account_id
    returning 1
  )`;
}
