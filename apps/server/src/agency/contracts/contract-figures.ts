import { PostgresAdapter, sql } from 'kysely';
import { bucketOf, slotAt, type Grain } from '@portal/shared/contracts/periods';
import type { DB } from '../../db/database.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';

/** The consumer that books settled bets and released bonuses for contract settlement. */
export const CONTRACT_FIGURES_CONSUMER = 'contract-figures';
export const CONTRACT_FIGURE_EVENTS = ['bet.settled', 'bonus.released'] as const;

const MONEY = ['valid_bets', 'bets', 'payouts', 'bonuses', 'wins', 'losses'] as const;
type MoneyColumn = (typeof MONEY)[number];

interface FigureRow {
  grain: Grain;
  bucket: number;
  memberId: number;
  betCount: number;
  money: Record<MoneyColumn, bigint>;
}

const isPostgres = (executor: Executor) =>
  executor.getExecutor().adapter instanceof PostgresAdapter;

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

/**
 * Books a batch of events (decision 034): each settled bet, and each bonus released to a main
 * wallet, in the slot it happened in, or in the first open slot when that one is already closed
 * (a late event counts in the period in which it is recorded, never in a period already paid).
 * The slot's hour and site day get the same figures. Run by the `contract-figures` consumer,
 * whose cursor moves in the same transaction: each event counts once.
 */
export async function applyContractFigures(trx: Trx, events: readonly DomainEvent[]) {
  const open = await openSlot(trx, 'share');
  const book = new FigureBook();
  for (const event of events) {
    if (event.type === 'bet.settled') {
      const payload = domainEvents['bet.settled'].payload.parse(event.payload);
      book.addRound(payload.memberId, Math.max(slotAt(new Date(payload.settledAt)), open), {
        stake: BigInt(payload.stake),
        payout: BigInt(payload.payout),
        validBet: BigInt(payload.validTurnover),
      });
    } else if (event.type === 'bonus.released') {
      const payload = domainEvents['bonus.released'].payload.parse(event.payload);
      const slot = Math.max(slotAt(new Date(payload.releasedAt)), open);
      book.add(payload.memberId, slot, 0, { bonuses: BigInt(payload.amount) });
    }
  }
  await addContractFigures(trx, book.rows());
}

/** One settled round as the figures count it (minor units). */
export interface SettledRound {
  memberId: number;
  settledAt: Date;
  stake: bigint;
  payout: bigint;
  /** The valid bet of decision 020: the stake of a settled round. */
  validBet: bigint;
}

/**
 * Books rounds written straight into bet_rounds (the demo's history), by the consumer's rule:
 * in the slot each settled in, or the first open one when that one is already closed. No
 * bet.settled event exists for them, so they are never counted twice.
 */
export async function bookSettledRounds(trx: Trx, rounds: readonly SettledRound[]) {
  const open = await openSlot(trx, 'share');
  const book = new FigureBook();
  for (const round of rounds) {
    book.addRound(round.memberId, Math.max(slotAt(round.settledAt), open), round);
  }
  await addContractFigures(trx, book.rows());
}

/** A batch's figures, summed per grain, bucket and member before they are written. */
class FigureBook {
  private readonly byKey = new Map<string, FigureRow>();

  rows(): FigureRow[] {
    return [...this.byKey.values()];
  }

  /** A settled round in a slot: its stake, payout, valid bet and its win or loss. */
  addRound(
    memberId: number,
    slot: number,
    round: { stake: bigint; payout: bigint; validBet: bigint },
  ) {
    const { stake, payout } = round;
    this.add(memberId, slot, 1, {
      valid_bets: round.validBet,
      bets: stake,
      payouts: payout,
      wins: payout > stake ? payout - stake : 0n,
      losses: stake > payout ? stake - payout : 0n,
    });
  }

  /** The slot's hour and site day get the same figures. */
  add(
    memberId: number,
    slot: number,
    betCount: number,
    money: Partial<Record<MoneyColumn, bigint>>,
  ) {
    for (const grain of ['S', 'H', 'D'] as const) {
      const bucket = bucketOf(grain, slot);
      const key = `${grain}|${bucket}|${memberId}`;
      let row = this.byKey.get(key);
      if (!row) {
        row = {
          grain,
          bucket,
          memberId,
          betCount: 0,
          money: { valid_bets: 0n, bets: 0n, payouts: 0n, bonuses: 0n, wins: 0n, losses: 0n },
        };
        this.byKey.set(key, row);
      }
      row.betCount += betCount;
      for (const [column, amount] of Object.entries(money))
        row.money[column as MoneyColumn] += amount;
    }
  }
}

async function addContractFigures(trx: DB | Trx, rows: readonly FigureRow[]) {
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
