import { ticketLines, type Selection } from '@portal/shared/lottery/bet-types';
import type { OddsTable } from '@portal/shared/lottery/odds';
import type { LotteryRegion } from '@portal/shared/lottery/prize-structures';
import { maxPayout, ticketCost } from '@portal/shared/lottery/settle';
import { parseAmountText } from '../../lib/amount-input';

export interface SlipFigures {
  lines: number;
  /** Minor units. */
  cost: bigint;
  maxPayout: bigint;
}

/** Minor units of a typed amount, or null when it is not a positive amount of 2 decimals. */
export const amountMinor = parseAmountText;

/**
 * The slip's lines, cost and maximum payout, exactly as the server computes them (shared
 * settle.ts), or null while the selection, the stake or the odds are incomplete.
 */
export function slipFigures(
  selection: Selection | null,
  region: LotteryRegion,
  unitStake: string,
  multiplier: string,
  odds: Partial<OddsTable>,
): SlipFigures | null {
  const unit = amountMinor(unitStake);
  const times = Number(multiplier);
  if (!selection || unit === null || !Number.isSafeInteger(times) || times < 1) return null;
  if (!odds[selection.kind]) return null;
  const table = odds as OddsTable;
  const stake = { unit, multiplier: times };
  return {
    lines: ticketLines(selection),
    cost: ticketCost(selection, region, stake, table),
    maxPayout: maxPayout(selection, region, stake, table),
  };
}
