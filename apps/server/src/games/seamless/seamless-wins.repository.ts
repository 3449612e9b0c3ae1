import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isRetryableTransactionError, isUniqueViolation } from '../../lib/db-errors.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { TransferInput } from '../../platform/ledger/ledger.types.js';
import {
  countSums,
  lockGates,
  type GateMoment,
} from '../../accounts/safer-play/play-gate-statements.repository.js';
import { recordedCalls } from './provider-rows.repository.js';
import { settledRounds, type BatchedCredit } from './settled-rounds.repository.js';

/** A payout of a `credits` call, with its ledger transfer (clearing to the round's wallet). */
export interface BatchedWin extends BatchedCredit {
  transfer: TransferInput;
}

/** Thrown inside the transaction to write nothing: every win takes the single path. */
class WriteNothing extends Error {}

/**
 * The payouts of a `credits` call on PostgreSQL (decision 071), written together in ONE
 * transaction of four statements, where the single credit (seamless-statements.repository.ts)
 * spends one statement on each:
 *
 * 1. the members' safer-play rows, locked in member order (the single payout's `gate`);
 * 2. the rounds that settle, their stakes paying off turnover, their bet.settled events
 *    (settled-rounds.repository.ts, as for the losses of decision 069);
 * 3. each member's loss totals lowered by the sum of its payouts that settle;
 * 4. the payouts in one ledger statement (`transferMany`: the clearing shards and the wallets
 *    locked once, in id order, each entry with the balance it left), with each credit's
 *    provider transaction row in the same statement, its answer holding the balance its own
 *    payout left. The clearing shards, which every payout needs, stay locked for that statement
 *    and the commit only.
 *
 * The locks are taken in the single path's order (safer-play row, round, ledger accounts).
 * A round not open, not its member's or not of its wallet is not written, and the caller sends
 * its credit down the single path, which finds and answers the reason. A used transaction id or
 * ledger key, or a lock cycle, writes nothing at all: null, and every win takes the single path.
 */
export class SeamlessWins {
  constructor(
    private readonly db: DB,
    private readonly ledger: LedgerService,
  ) {}

  /** The wallet's balance each payout written left, by transaction id; null: none written. */
  async settle(
    provider: string,
    wins: readonly BatchedWin[],
    gate: GateMoment,
  ): Promise<Map<string, bigint> | null> {
    const now = nowIso();
    try {
      return await this.db.transaction().execute(async (trx) => {
        await lockGates(wins.map((win) => win.memberId)).execute(trx);
        const { rows: settled } = await sql<{ transaction_id: string }>`
          with ${settledRounds(provider, wins, now)}
          select transaction_id from s`.execute(trx);
        const ids = new Set(settled.map((row) => row.transaction_id));
        const paid = wins.filter((win) => ids.has(win.transactionId));
        if (paid.length === 0) return new Map<string, bigint>();
        const payouts = new Map<number, bigint>();
        for (const win of paid) {
          payouts.set(win.memberId, (payouts.get(win.memberId) ?? 0n) + win.amount);
        }
        await countSums('payout', payouts, gate).execute(trx);
        const transfers = await this.ledger.transferMany(
          paid.map((win) => win.transfer),
          trx,
          recordedCalls(
            provider,
            'credit',
            paid.map((win) => ({
              ...win,
              key: win.transfer.idempotencyKey,
              accountId: win.walletAccountId,
            })),
            now,
          ),
        );
        // A key used before moved nothing now: the single path answers it.
        if (transfers.some((transfer) => transfer.replayed)) throw new WriteNothing();
        return new Map(
          paid.map((win, index) => [win.transactionId, transfers[index]!.to.balanceAfter]),
        );
      });
    } catch (error) {
      if (
        error instanceof WriteNothing ||
        isUniqueViolation(error) ||
        isRetryableTransactionError(error)
      ) {
        return null;
      }
      throw error;
    }
  }
}
