import { bucketOf, slotAt } from '@portal/shared/contracts/periods';
import type { Trx } from '../../db/transaction.js';
import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import {
  addContractFigures,
  openSlot,
  type ContractFigureRow,
  type MoneyColumn,
} from './contract-figures.repository.js';

/** The consumer that books settled bets and released bonuses for contract settlement. */
export const CONTRACT_FIGURES_CONSUMER = 'contract-figures';
export const CONTRACT_FIGURE_EVENTS = ['bet.settled', 'bonus.released'] as const;

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
  private readonly byKey = new Map<string, ContractFigureRow>();

  rows(): ContractFigureRow[] {
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
