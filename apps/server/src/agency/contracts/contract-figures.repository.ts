import { sql } from 'kysely';
import type { Grain } from '@portal/shared/contracts/periods';
import { isPostgres } from '../../db/dialect.js';
import type { Executor } from '../../db/transaction.js';

const MONEY = ['valid_bets', 'bets', 'payouts', 'bonuses', 'wins', 'losses'] as const;
export type MoneyColumn = (typeof MONEY)[number];

/** One grain, bucket and member's sums of a batch. */
export interface ContractFigureRow {
  grain: Grain;
  bucket: number;
  memberId: number;
  betCount: number;
  money: Record<MoneyColumn, bigint>;
}

/**
 * The first open slot: every earlier slot is closed for good. Read with a shared lock on
 * PostgreSQL, so that a batch of figures and the closing of a slot never interleave: a batch
 * either lands before the slot closes (and is in its period) or after (and goes to the next).
 * 0 before the settlement pass has ever run (nothing closed yet).
 */
export async function openSlot(trx: Executor, lock: 'share' | 'update' | 'none' = 'none') {
  let query = trx.selectFrom('contract_clock').select('open_slot').where('id', '=', 1);
  if (isPostgres(trx) && lock === 'share') query = query.forShare();
  if (isPostgres(trx) && lock === 'update') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? Number(row.open_slot) : 0;
}

/** Adds each row to contract_figures (a new row, or the sums of an existing one). */
export async function addContractFigures(trx: Executor, rows: readonly ContractFigureRow[]) {
  const set: Record<string, ReturnType<typeof sql>> = {
    bet_count: sql`contract_figures.bet_count + excluded.bet_count`,
  };
  for (const column of MONEY) {
    set[column] = sql`${sql.ref(`contract_figures.${column}`)} + excluded.${sql.ref(column)}`;
  }
  // Sorted, so that concurrent batches take row locks in one order.
  const sorted = [...rows].sort(
    (a, b) => a.grain.localeCompare(b.grain) || a.bucket - b.bucket || a.memberId - b.memberId,
  );
  for (let start = 0; start < sorted.length; start += 400) {
    await trx
      .insertInto('contract_figures')
      .values(
        sorted.slice(start, start + 400).map((row) => ({
          grain: row.grain,
          bucket: row.bucket,
          member_id: row.memberId,
          bet_count: row.betCount,
          ...row.money,
        })),
      )
      .onConflict((conflict) => conflict.columns(['grain', 'bucket', 'member_id']).doUpdateSet(set))
      .execute();
  }
}
