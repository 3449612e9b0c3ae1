import { basisPoints, depositMatch } from '@portal/shared/bonus-math';
import { toMinor } from '@portal/shared/money';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';

type DepositMatchTerms = Extract<PromotionSummary['terms'], { kind: 'deposit_match' }>;

/** A deposit match the deposit page offers, with its terms narrowed. */
export type DepositMatch = PromotionSummary & { terms: DepositMatchTerms };

/**
 * The deposit matches a member may choose with this deposit: those they may join now, and the
 * one they joined that waits for a deposit.
 */
export function depositMatches(list: readonly PromotionSummary[]): DepositMatch[] {
  return list.filter(
    (promotion): promotion is DepositMatch =>
      promotion.terms.kind === 'deposit_match' &&
      (promotion.action === 'join' || promotion.state === 'joined'),
  );
}

export type BonusPreview =
  | { kind: 'bonus'; bonus: bigint; turnover: bigint; capped: boolean }
  | { kind: 'belowMinimum'; min: bigint };

/**
 * What a deposit of `deposit` (minor units) gets from a deposit match, as the server reckons it
 * (bonus-rules.ts): `percent` of the deposit, floored to the minor unit, at most the cap; nothing
 * below the minimum deposit. The turnover asked is (deposit + bonus) x the multiple.
 */
export function depositMatchPreview(deposit: bigint, terms: DepositMatchTerms): BonusPreview {
  const min = toMinor(terms.minDeposit.toFixed(2));
  if (deposit < min || deposit <= 0n) return { kind: 'belowMinimum', min };
  const cap = toMinor(terms.capAmount.toFixed(2));
  const { bonus, turnover } = depositMatch(deposit, {
    percent: terms.percent,
    cap,
    minDeposit: min,
    turnoverMultiple: terms.turnoverMultiple,
  });
  return {
    kind: 'bonus',
    bonus,
    turnover,
    capped: (deposit * basisPoints(terms.percent)) / 10_000n > cap,
  };
}
