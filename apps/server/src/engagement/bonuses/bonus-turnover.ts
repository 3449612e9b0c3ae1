import { addTurnover, weightedHundredths } from './bonus-rules.js';
import type { BonusRow } from './bonuses.repository.js';

export interface BetForTurnover {
  memberId: number;
  categoryCode: string;
  validTurnover: bigint;
  settledAt: string;
}

export interface CountedTurnover {
  bonus: BonusRow;
  played: bigint;
  carry: bigint;
}

/** The settled bets that count, by member. */
export function betsByMember(bets: readonly BetForTurnover[]): Map<number, BetForTurnover[]> {
  const byMember = new Map<number, BetForTurnover[]>();
  for (const bet of bets) {
    if (bet.validTurnover <= 0n) continue;
    const list = byMember.get(bet.memberId) ?? [];
    list.push(bet);
    byMember.set(bet.memberId, list);
  }
  return byMember;
}

/**
 * What a batch of bets adds to each running bonus: each bet of the bonus's member settled at or
 * after its issue counts, weighted by its category, up to the requirement. Bonuses the batch
 * does not move are left out.
 */
export function countTurnover(
  running: readonly BonusRow[],
  byMember: ReadonlyMap<number, readonly BetForTurnover[]>,
): CountedTurnover[] {
  const changed: CountedTurnover[] = [];
  for (const bonus of running) {
    const issuedAt = Date.parse(bonus.issued_at);
    let added = 0n;
    for (const bet of byMember.get(bonus.member_id) ?? []) {
      if (Date.parse(bet.settledAt) < issuedAt) continue;
      added += weightedHundredths(bet.validTurnover, bet.categoryCode, bonus.weights);
    }
    if (added <= 0n) continue;
    // The fraction of a minor unit carries to the next bet (bonus-rules.ts, addTurnover).
    const counted = addTurnover(
      { played: bonus.turnover_played, carry: bonus.turnover_carry },
      added,
    );
    changed.push({
      bonus,
      played: counted.played > bonus.turnover_required ? bonus.turnover_required : counted.played,
      carry: counted.carry,
    });
  }
  return changed;
}
