import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import { isAppError } from '../../lib/app-error.js';
import { isRetryableTransactionError, isUniqueViolation } from '../../lib/db-errors.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { TransferInput } from '../../platform/ledger/ledger.types.js';
import {
  countSums,
  gateStakes,
  type GateMoment,
} from '../../accounts/safer-play/play-gate-statements.repository.js';
import { recordedCalls } from './provider-rows.repository.js';

/** A debit of a `debits` call written with others (decision 076), checked and resolved before. */
export interface BatchedDebit {
  transactionId: string;
  roundId: string;
  memberId: number;
  currency: string;
  requestHash: string;
  amount: bigint;
  gameId: number;
  categoryCode: string;
  vassalage: string;
  wallet: 'main' | 'vendor';
  /** The ledger account of the wallet the stake is taken from. */
  walletAccountId: number;
  /** The stake's transfer: that wallet to provider clearing. */
  transfer: TransferInput;
}

/** What a batch came to: the balance each written debit left, and the members left out. */
export interface DebitsWritten {
  balances: Map<string, bigint>;
  /** Members whose break, limits or balance refuse their stakes summed: single path. */
  leftOut: Set<number>;
}

/** Thrown inside the transaction to write nothing: every debit takes the single path. */
class WriteNothing extends Error {}

const sumBy = <K>(debits: readonly BatchedDebit[], key: (debit: BatchedDebit) => K) => {
  const sums = new Map<K, bigint>();
  for (const debit of debits) sums.set(key(debit), (sums.get(key(debit)) ?? 0n) + debit.amount);
  return sums;
};

/**
 * The stakes of a `debits` call on PostgreSQL (decision 076), written together in ONE transaction
 * of five statements, where the single debit (seamless-statements.repository.ts) spends one
 * statement and one transaction on each:
 *
 * 1. the members' safer-play rows locked in member order, and those refused by a break or a limit
 *    for their stakes of the call summed (`gateStakes`);
 * 2. the wallets that hold less than their stakes of the call summed (read, not locked);
 * 3. the rounds, written or their stakes added as the single debit does (open, the member's,
 *    the same game);
 * 4. each member's wager and loss totals raised by its stakes summed;
 * 5. the stakes in one ledger statement (`transferMany`: every wallet and clearing shard locked
 *    once, in id order, each entry with the balance it left), with each debit's provider
 *    transaction row, its answer holding the balance its own stake left.
 *
 * The members of 1 and 2 are left out and their debits take the single path, which answers each
 * one as it comes (a member may afford the first of three stakes). The locks come in the single
 * path's order: safer-play row, round, ledger accounts. A round not written, a used transaction
 * id or ledger key (the call's ids are not read first), a rollback that came first, a wallet
 * emptied meanwhile, or a lock cycle writes nothing at all: null, and every debit takes the
 * single path.
 */
export class SeamlessDebits {
  constructor(
    private readonly db: DB,
    private readonly ledger: LedgerService,
  ) {}

  async take(
    provider: string,
    debits: readonly BatchedDebit[],
    gate: GateMoment,
  ): Promise<DebitsWritten | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const leftOut = await this.leftOut(trx, debits, gate);
        const taken = debits.filter((debit) => !leftOut.has(debit.memberId));
        const balances =
          taken.length > 0 ? await this.write(trx, provider, taken, gate) : new Map();
        return { balances, leftOut };
      });
    } catch (error) {
      if (
        error instanceof WriteNothing ||
        // A wallet short of its stakes, a ledger key used before with another body: the single
        // path finds and answers the debit concerned.
        isAppError(error) ||
        isUniqueViolation(error) ||
        isRetryableTransactionError(error)
      ) {
        return null;
      }
      throw error;
    }
  }

  private async leftOut(trx: Trx, debits: readonly BatchedDebit[], gate: GateMoment) {
    const { rows: refused } = await gateStakes(
      sumBy(debits, (debit) => debit.memberId),
      gate,
    ).execute(trx);
    const owners = new Map(debits.map((debit) => [debit.walletAccountId, debit.memberId]));
    const perWallet = sumBy(debits, (debit) => debit.walletAccountId);
    const accounts = [...perWallet.keys()];
    const { rows: short } = await sql<{ id: number }>`
      select a.id from ledger_accounts a
      join unnest(${accounts}::integer[], ${accounts.map((id) => perWallet.get(id)!.toString())}::bigint[])
        as x(id, amount) on x.id = a.id
      where a.allow_negative = 0 and a.balance < x.amount`.execute(trx);
    return new Set([
      ...refused.map((row) => row.member_id),
      ...short.map((row) => owners.get(row.id)!),
    ]);
  }

  private async write(
    trx: Trx,
    provider: string,
    debits: readonly BatchedDebit[],
    gate: GateMoment,
  ): Promise<Map<string, bigint>> {
    const now = nowIso();
    const column = <T>(pick: (debit: BatchedDebit) => T) => debits.map(pick);
    const { rows: rounds } = await sql`
      insert into bet_rounds
        (provider, round_id, member_id, game_id, category_code, vassalage, wallet, currency,
         stake, created_at)
      select ${provider}::text, r.round_id, r.member_id, r.game_id, r.category_code, r.vassalage,
        r.wallet, r.currency, r.stake, ${now}::timestamptz
      from unnest(${column((d) => d.roundId)}::text[], ${column((d) => d.memberId)}::integer[],
        ${column((d) => d.gameId)}::integer[], ${column((d) => d.categoryCode)}::text[],
        ${column((d) => d.vassalage)}::text[], ${column((d) => d.wallet)}::text[],
        ${column((d) => d.currency)}::text[], ${column((d) => d.amount.toString())}::bigint[])
        with ordinality as r(round_id, member_id, game_id, category_code, vassalage, wallet,
          currency, stake, ord)
      order by r.ord
      on conflict (provider, round_id) do update set stake = bet_rounds.stake + excluded.stake
      where bet_rounds.status = 'open' and bet_rounds.member_id = excluded.member_id
        and bet_rounds.game_id = excluded.game_id
      returning id`.execute(trx);
    // A round settled, or another member's or game's: the single path answers it.
    if (rounds.length !== debits.length) throw new WriteNothing();
    await countSums(
      'stake',
      sumBy(debits, (debit) => debit.memberId),
      gate,
    ).execute(trx);
    const transfers = await this.ledger.transferMany(
      column((d) => d.transfer),
      trx,
      recordedCalls(
        provider,
        'debit',
        debits.map((debit) => ({
          ...debit,
          key: debit.transfer.idempotencyKey,
          accountId: debit.walletAccountId,
        })),
        now,
      ),
    );
    // A key used before moved nothing now: the single path answers it.
    if (transfers.some((transfer) => transfer.replayed)) throw new WriteNothing();
    return new Map(
      debits.map((debit, index) => [debit.transactionId, transfers[index]!.from.balanceAfter]),
    );
  }
}
