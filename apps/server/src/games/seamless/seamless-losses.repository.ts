import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isRetryableTransactionError, isUniqueViolation } from '../../lib/db-errors.js';
import { answerOf, settledRounds, type BatchedCredit } from './settled-rounds.repository.js';

/**
 * The losses of a `credits` call on PostgreSQL (decision 069), written together where the
 * single credit (seamless-statements.repository.ts) writes one.
 */
export class SeamlessLosses {
  constructor(private readonly db: DB) {}

  /**
   * Many losses (credits of 0) of one provider in ONE statement (decision 069): each open round
   * named settles as credit() would settle it, the stakes pay off their members' turnover
   * requirements, each round's bet.settled goes out, and each credit's provider transaction row
   * holds its answer (settled-rounds.repository.ts). A loss moves no money, so the ledger is only read.
   * Answers the first answer of each credit written; one whose round was not open, its
   * member's, or of its wallet is not written, and the caller sends it down the single path,
   * which finds and answers the reason. A used transaction id or a lock cycle writes nothing at
   * all: null, and every one takes the single path.
   */
  async settle(
    provider: string,
    losses: readonly BatchedCredit[],
  ): Promise<Map<string, string> | null> {
    const now = nowIso();
    const statement = sql<{ transaction_id: string; response: string }>`
      with ${settledRounds(provider, losses, now)},
      p as (
        insert into provider_transactions
          (provider, transaction_id, kind, member_id, round_id, amount, request_hash, response,
           ledger_transfer_id, claim_key, created_at)
        select ${provider}::text, s.transaction_id, 'credit', s.member_id, s.round_id, 0,
          s.request_hash, ${answerOf(sql`s.transaction_id`, sql`a.balance`, sql`s.answer_currency`)},
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
