import {
  differentialOf,
  earningOf,
  type PeriodFigures,
  type Terms,
} from '@portal/shared/contracts/terms';

/** One holder's settlement of one period, before it is written. */
export interface HolderSettlement {
  contractId: number;
  holderId: number;
  grantorId: number | null;
  figures: PeriodFigures;
  tier: number;
  rates: Record<string, number>;
  gross: bigint;
  downlineGross: bigint;
  amount: bigint;
  /** Dividend: the net win carried in (0 or negative), and the one left for the next period. */
  carryIn: bigint;
  carryOut: bigint;
}

/**
 * What each holder of a period earns (decision 034): its gross on its team, less the gross of
 * the contracts it granted (in force at the same instant), never below 0. A dividend's gross is
 * on the net loss less the net win its holder carries (`carryOf`, by holder id). Holders whose
 * team had nothing in the period are left out (a carry stays as it was).
 */
export function settlePeriodFigures(
  contracts: readonly { id: number; holderId: number; grantorId: number | null; terms: Terms }[],
  figuresOf: ReadonlyMap<number, PeriodFigures>,
  carryOf: ReadonlyMap<number, bigint> = new Map(),
): HolderSettlement[] {
  const earnings = new Map<number, ReturnType<typeof earningOf>>();
  const downlineGross = new Map<number, bigint>();
  for (const contract of contracts) {
    const figures = figuresOf.get(contract.holderId);
    if (!figures) continue;
    const earning = earningOf(contract.terms, figures, carryOf.get(contract.holderId) ?? 0n);
    earnings.set(contract.holderId, earning);
    if (contract.grantorId !== null) {
      downlineGross.set(
        contract.grantorId,
        (downlineGross.get(contract.grantorId) ?? 0n) + earning.gross,
      );
    }
  }
  return contracts.flatMap((contract) => {
    const earning = earnings.get(contract.holderId);
    if (!earning) return [];
    const below = downlineGross.get(contract.holderId) ?? 0n;
    return [
      {
        contractId: contract.id,
        holderId: contract.holderId,
        grantorId: contract.grantorId,
        figures: figuresOf.get(contract.holderId)!,
        tier: earning.tier + 1,
        rates: earning.rates as Record<string, number>,
        gross: earning.gross,
        downlineGross: below,
        amount: differentialOf(earning.gross, below),
        carryIn: carryOf.get(contract.holderId) ?? 0n,
        carryOut: earning.carry,
      },
    ];
  });
}
