import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isRetryableTransactionError, isUniqueViolation } from '../../lib/db-errors.js';
import { domainEvents } from '../../platform/events/event-types.js';

/** A loss (a credit of 0) as settleLosses() writes it, checked and resolved before. */
export interface LossCall {
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
}

/**
 * The losses of a `credits` call on PostgreSQL (decision 069), written together where the
 * single credit (seamless-statements.repository.ts) writes one.
 */
export class SeamlessLosses {
  constructor(private readonly db: DB) {}

  /**
   * Many losses (credits of 0) of one provider in ONE statement (decision 069): each open round
   * named settles as credit() would settle it, the stakes pay off their members' turnover
   * requirements (summed per member, which pays off the same as one after the other), each
   * round's bet.settled goes out, and each credit's provider transaction row holds its answer.
   * A loss moves no money, so the ledger is only read. Answers the first answer of each credit
   * written; one whose round was not open, its member's, or of its wallet is not written, and the
   * caller sends it down the single path, which finds and answers the reason. A used transaction
   * id or a lock cycle writes nothing at all: null, and every one takes the single path.
   */
  async settle(provider: string, losses: readonly LossCall[]): Promise<Map<string, string> | null> {
    const now = nowIso();
    const column = <T>(pick: (loss: LossCall) => T) => losses.map(pick);
    const statement = sql<{ transaction_id: string; response: string }>`
      with v as (
        select * from unnest(${column((l) => l.transactionId)}::text[],
          ${column((l) => l.roundId)}::text[], ${column((l) => l.memberId)}::integer[],
          ${column((l) => l.currency)}::text[], ${column((l) => l.requestHash)}::text[],
          ${column((l) => l.result)}::text[], ${column((l) => l.wallet)}::text[],
          ${column((l) => l.vendor)}::text[], ${column((l) => l.walletAccountId)}::integer[])
          as v(transaction_id, round_id, member_id, currency, request_hash, result, wallet, vendor,
            wallet_account_id)
      ),
      s as (
        update bet_rounds b
        set status = 'settled', result = v.result, settled_at = ${now}::timestamptz
        from v
        where b.provider = ${provider}::text and b.round_id = v.round_id
          and b.member_id = v.member_id and b.status = 'open' and b.stake > 0
          and b.wallet = v.wallet and (v.vendor is null or b.vassalage = v.vendor)
        returning b.round_id, b.member_id, b.stake, b.payout, b.game_id, b.category_code,
          b.vassalage, b.currency, v.transaction_id, v.request_hash, v.currency as answer_currency,
          v.wallet_account_id
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
      ),
      p as (
        insert into provider_transactions
          (provider, transaction_id, kind, member_id, round_id, amount, request_hash, response,
           ledger_transfer_id, claim_key, created_at)
        select ${provider}::text, s.transaction_id, 'credit', s.member_id, s.round_id, 0,
          s.request_hash,
          json_build_object(
            'transactionId', s.transaction_id,
            'balance', round(a.balance::numeric / 100, 2),
            'currency', s.answer_currency,
            'replayed', false)::text,
          null, null, ${now}::timestamptz
        from s join ledger_accounts a on a.id = s.wallet_account_id
        returning transaction_id, response
      )
      select transaction_id, response from p`;
    try {
      const { rows } = await statement.execute(this.db);
      return new Map(rows.map((row) => [row.transaction_id, row.response]));
    } catch (error) {
      if (isUniqueViolation(error) || isRetryableTransactionError(error)) return null;
      throw error;
    }
  }
}
