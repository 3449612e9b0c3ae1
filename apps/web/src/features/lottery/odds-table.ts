import type { BetKind } from '@portal/shared/lottery/bet-types';
import type { OddsEntry, OddsTable, Ratio } from '@portal/shared/lottery/odds';
import type { OpenNumeroValue } from '@portal/shared/schemas/lottery';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal odds figure of the API ("9.5") as an exact fraction ({ num: 95, den: 10 }). */
export function toRatio(value: number): Ratio {
  const match = DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`Not a plain decimal: ${value}`);
  const [, whole, fraction = ''] = match;
  return { num: Number(`${whole}${fraction}`), den: 10 ** fraction.length };
}

/**
 * The open draw's odds (one region's, as numbers) as the shared OddsTable that ticketCost and
 * maxPayout read: every region gets the game's terms, since only its own region is looked up.
 * Kinds the answer leaves out are missing: the game does not offer them.
 */
export function oddsTableOf(odds: OpenNumeroValue['odds']): Partial<OddsTable> {
  const table: Partial<Record<BetKind, OddsTable[BetKind]>> = {};
  for (const { kind, payout, pointCost } of odds) {
    const entry: OddsEntry = { payout: toRatio(payout), pointCost: toRatio(pointCost) };
    table[kind] = { north: entry, central: entry, south: entry };
  }
  return table;
}
