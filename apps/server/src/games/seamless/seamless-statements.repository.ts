import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isRetryableTransactionError, isUniqueViolation } from '../../lib/db-errors.js';
import { minor } from '../../db/minor.js';
import {
  lockAccounts,
  moveMoney,
  type PostgresTransfer,
} from '../../platform/ledger/ledger.repository.js';
import { domainEvents } from '../../platform/events/event-types.js';
import { payOffParts } from '../../cashier/turnover/turnover.repository.js';
import { betSettledKey } from './bet-settled.js';
import { answerOf } from './settled-rounds.repository.js';
import {
  counted,
  gate,
  gatePasses,
  type GateMoment,
} from '../../accounts/safer-play/play-gate-statements.repository.js';

/** What the one-statement writes need of a callback, checked and resolved before. */
export interface StatementCall {
  provider: string;
  transactionId: string;
  roundId: string;
  memberId: number;
  currency: string;
  amount: bigint;
  requestHash: string;
  /** The play gate's moment: its period starts and now (PlayGate.moment()). */
  gate: GateMoment;
}

export interface DebitCall extends StatementCall {
  gameId: number;
  categoryCode: string;
  vassalage: string;
  wallet: 'main' | 'vendor';
  /** The stake's ledger transfer: member wallet to provider clearing. */
  transfer: PostgresTransfer;
}

export interface CreditCall extends StatementCall {
  /** The wallet the round plays from, and for a vendor wallet, its vendor. */
  wallet: 'main' | 'vendor';
  vendor: string | null;
  result: string | null;
  /** The payout's ledger transfer (clearing to the round's wallet); null for a loss. */
  transfer: PostgresTransfer | null;
  /** The ledger account of the round's wallet. */
  walletAccountId: number;
}

/** The first answer, as the provider transaction row keeps it (replays return it again). */
const answerJson = (call: StatementCall, balance: RawBuilder<unknown>) =>
  answerOf(sql`${call.transactionId}::text`, balance, sql`${call.currency}::text`);

/**
 * The bet.settled event of the round `s` settles (domain events, decision 024), as the checked
 * path writes it with betSettled(): written only when the round settles, in the same statement.
 */
function betSettledEvent(call: CreditCall, now: string): RawBuilder<unknown> {
  return sql`settled_event as (
      insert into domain_events (tx_id, type, version, event_key, member_id, payload, occurred_at)
      select pg_current_xact_id()::text::bigint, 'bet.settled',
        ${domainEvents['bet.settled'].version}::integer,
        ${betSettledKey(call.provider, call.roundId)}::text, ${call.memberId}::integer,
        json_build_object(
          'provider', ${call.provider}::text, 'roundId', ${call.roundId}::text,
          'memberId', ${call.memberId}::integer, 'gameId', s.game_id,
          'categoryCode', s.category_code, 'vendor', s.vassalage, 'currency', s.currency,
          'stake', s.stake::text, 'payout', s.payout::text, 'validTurnover', s.stake::text,
          'settledAt', ${now}::text)::text,
        ${now}::timestamptz
      from s
      on conflict (event_key) do nothing
      returning id
    )`;
}

/**
 * The ordinary debit and credit of the seamless wallet on PostgreSQL as ONE statement each, in
 * a transaction of its own: the round, the ledger transfer and the provider transaction row with
 * its answer are written together or not at all, and row locks are held only while the statement
 * runs. Every write depends on the one before it, so when anything is unusual (the money short,
 * the round closed or someone else's, the transaction id or its debit id used before, a break or
 * a limit of the member, a deadlock) the statement writes nothing and answers null, and the caller
 * takes the checked path of seamless.service.ts, which finds and answers the reason
 * (docs/decisions/018-seamless-wallet.md).
 *
 * The play gate is part of the statement (play-gate-statements.repository.ts, decision 051):
 * `gate` locks a member's safer-play row before anything else, as the checked path does; the first
 * write holds only when the gate passes (a `case` evaluates it before anything takes the ledger's
 * locks), and the totals are counted last, only when the provider transaction row was written.
 */
export class SeamlessStatements {
  constructor(private readonly db: DB) {}

  /** The member's wallet balance after the debit, or null for the checked path. */
  debit(call: DebitCall): Promise<bigint | null> {
    const w = call.transfer;
    const stake = { kind: 'stake', amount: call.amount } as const;
    return this.run(sql<{ balance: string }>`
      with ${gate(call.memberId, stake, call.gate)}, ${lockAccounts(w)},
      r as (
        insert into bet_rounds
          (provider, round_id, member_id, game_id, category_code, vassalage, wallet, currency,
           stake, created_at)
        select ${call.provider}::text, ${call.roundId}::text, ${call.memberId}::integer,
          ${call.gameId}::integer, ${call.categoryCode}::text, ${call.vassalage}::text,
          ${call.wallet}::text, ${call.currency}::text, ${call.amount}::bigint, ${w.now}::timestamptz
        where case when ${gatePasses} then exists (select 1 from funded) else false end
        on conflict (provider, round_id) do update set stake = bet_rounds.stake + excluded.stake
        where bet_rounds.status = 'open' and bet_rounds.member_id = excluded.member_id
          and bet_rounds.game_id = excluded.game_id
        returning id
      ),
      ${moveMoney(w, sql`exists (select 1 from r)`, 'fail')},
      p as (
        insert into provider_transactions
          (provider, transaction_id, kind, member_id, round_id, amount, request_hash, response,
           ledger_transfer_id, claim_key, created_at)
        select ${call.provider}::text, ${call.transactionId}::text, 'debit', ${call.memberId}::integer,
          ${call.roundId}::text, ${call.amount}::bigint, ${call.requestHash}::text,
          ${answerJson(call, sql`a.balance`)}, t.id, ${call.transactionId}::text, ${w.now}::timestamptz
        from t join a on a.id = ${w.fromId}::integer
        returning id
      ), ${counted(call.memberId, stake, call.gate, sql`exists (select 1 from p)`)}
      select a.balance from a
      where a.id = ${w.fromId}::integer and exists (select 1 from p)`);
  }

  /** The round's wallet balance after the credit, or null for the checked path. */
  credit(call: CreditCall): Promise<bigint | null> {
    const w = call.transfer;
    const now = w?.now ?? nowIso();
    const payout = { kind: 'payout', amount: call.amount } as const;
    // A loss (no transfer) changes no totals: no gate, as on the checked path.
    const settled = sql`s as (
        update bet_rounds
        set status = 'settled', payout = payout + ${call.amount}::bigint, result = ${call.result}::text,
          settled_at = ${now}::timestamptz
        where provider = ${call.provider}::text and round_id = ${call.roundId}::text
          and member_id = ${call.memberId}::integer and status = 'open' and stake > 0
          and wallet = ${call.wallet}::text
          and (${call.vendor}::text is null or vassalage = ${call.vendor}::text)
          and ${w ? gatePasses : sql`true`}
        returning stake, payout, game_id, category_code, vassalage, currency
      ), ${payOffParts(call.memberId, sql`(select stake from s)`)},
      ${betSettledEvent(call, now)}`;
    const record = (
      balance: RawBuilder<unknown>,
      transferId: RawBuilder<unknown>,
      from: RawBuilder<unknown>,
    ) => sql`
      p as (
        insert into provider_transactions
          (provider, transaction_id, kind, member_id, round_id, amount, request_hash, response,
           ledger_transfer_id, claim_key, created_at)
        select ${call.provider}::text, ${call.transactionId}::text, 'credit',
          ${call.memberId}::integer, ${call.roundId}::text, ${call.amount}::bigint,
          ${call.requestHash}::text, ${answerJson(call, balance)}, ${transferId}, null,
          ${now}::timestamptz
        ${from}
        returning response
      )`;
    if (!w) {
      const balance = sql`(select balance from ledger_accounts where id = ${call.walletAccountId}::integer)`;
      return this.run(sql<{ balance: string }>`
        with ${settled}, ${record(balance, sql`null::integer`, sql`from s`)}
        select ${balance} as balance where exists (select 1 from p)`);
    }
    // The round's row before the ledger's locks, as on the checked path.
    const roundThenFunds = sql`case when exists (select 1 from s)
      then exists (select 1 from funded) else false end`;
    return this.run(sql<{ balance: string }>`
      with ${gate(call.memberId, payout, call.gate)}, ${settled}, ${lockAccounts(w)},
      ${moveMoney(w, roundThenFunds, 'fail')},
      ${record(sql`a.balance`, sql`t.id`, sql`from t join a on a.id = ${w.toId}::integer`)},
      ${counted(call.memberId, payout, call.gate, sql`exists (select 1 from p)`)}
      select a.balance from a where a.id = ${w.toId}::integer and exists (select 1 from p)`);
  }

  private async run(statement: RawBuilder<{ balance: string }>): Promise<bigint | null> {
    try {
      const { rows } = await statement.execute(this.db);
      return rows[0] ? minor(rows[0].balance) : null;
    } catch (error) {
      // A used id (replay, a debit's rollback first) or a lock cycle: nothing was written.
      if (isUniqueViolation(error) || isRetryableTransactionError(error)) return null;
      throw error;
    }
  }
}
