import { sql, type RawBuilder } from 'kysely';
import { domainEvents } from '../../platform/events/event-types.js';

/** A credit of a `credits` call written with others (decision 069), checked and resolved before. */
export interface BatchedCredit {
  transactionId: string;
  roundId: string;
  memberId: number;
  currency: string;
  requestHash: string;
  result: string | null;
  wallet: 'main' | 'vendor';
  vendor: string | null;
  /** The ledger account of the round's wallet: its balance is the answer's. */
  walletAccountId: number;
  /** The payout; 0 for a loss. */
  amount: bigint;
}

/**
 * The common part of the batched credits' writes on PostgreSQL, as CTEs: `v` the credits (over
 * `unnest` of their columns); `s` the rounds named that settle as credit() would settle them
 * (open, the member's, of its wallet; the payout added); the stakes paying off the members'
 * turnover requirements, summed per member (the same as one stake after the other, oldest
 * requirement first); and each settled round's bet.settled event. `s` returns the round with
 * its credit's columns.
 */
export function settledRounds(
  provider: string,
  credits: readonly BatchedCredit[],
  now: string,
): RawBuilder<unknown> {
  const column = <T>(pick: (credit: BatchedCredit) => T) => credits.map(pick);
  return sql`
    v as (
      select * from unnest(${column((c) => c.transactionId)}::text[],
        ${column((c) => c.roundId)}::text[], ${column((c) => c.memberId)}::integer[],
        ${column((c) => c.currency)}::text[], ${column((c) => c.requestHash)}::text[],
        ${column((c) => c.result)}::text[], ${column((c) => c.wallet)}::text[],
        ${column((c) => c.vendor)}::text[], ${column((c) => c.walletAccountId)}::integer[],
        ${column((c) => c.amount.toString())}::bigint[])
        as v(transaction_id, round_id, member_id, currency, request_hash, result, wallet, vendor,
          wallet_account_id, amount)
    ),
    s as (
      update bet_rounds b
      set status = 'settled', payout = b.payout + v.amount, result = v.result,
        settled_at = ${now}::timestamptz
      from v
      where b.provider = ${provider}::text and b.round_id = v.round_id
        and b.member_id = v.member_id and b.status = 'open' and b.stake > 0
        and b.wallet = v.wallet and (v.vendor is null or b.vassalage = v.vendor)
      returning b.round_id, b.member_id, b.stake, b.payout, b.game_id, b.category_code,
        b.vassalage, b.currency, v.transaction_id, v.request_hash, v.currency as answer_currency,
        v.wallet_account_id, v.amount
    ),
    st as (select member_id, sum(stake) as stake from s group by member_id),
    o as (
      select r.id, r.member_id, r.required - r.played as gap,
        sum(r.required - r.played) over (partition by r.member_id order by r.id) as upto
      from turnover_requirements r
      where r.member_id in (select member_id from st) and r.played < r.required
    ),
    turnover as (
      update turnover_requirements t
      set played = case when t.played + x.paid > t.required then t.required
        else t.played + x.paid end
      from (
        select o.id, case when o.gap < st.stake - (o.upto - o.gap) then o.gap
          else st.stake - (o.upto - o.gap) end as paid
        from o join st on st.member_id = o.member_id
        where o.upto - o.gap < st.stake
      ) x
      where t.id = x.id
      returning t.id
    ),
    settled_events as (
      insert into domain_events (tx_id, type, version, event_key, member_id, payload, occurred_at)
      select pg_current_xact_id()::text::bigint, 'bet.settled',
        ${domainEvents['bet.settled'].version}::integer,
        'bet.settled:' || ${provider}::text || ':' || s.round_id, s.member_id,
        json_build_object(
          'provider', ${provider}::text, 'roundId', s.round_id, 'memberId', s.member_id,
          'gameId', s.game_id, 'categoryCode', s.category_code, 'vendor', s.vassalage,
          'currency', s.currency, 'stake', s.stake::text, 'payout', s.payout::text,
          'validTurnover', s.stake::text, 'settledAt', ${now}::text)::text,
        ${now}::timestamptz
      from s
      on conflict (event_key) do nothing
      returning id
    )`;
}

/** A provider transaction row's first answer, as every seamless write keeps it (`balance` in minor units). */
export function answerOf(
  transactionId: RawBuilder<unknown>,
  balance: RawBuilder<unknown>,
  currency: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`json_build_object(
      'transactionId', ${transactionId},
      'balance', round((${balance})::numeric / 100, 2),
      'currency', ${currency},
      'replayed', false)::text`;
}
