import { BET_KINDS, type BetKind } from './bet-types.js';
import type { LotteryRegion } from './prize-structures.js';

/**
 * Odds tables of the four prize modes of the site settings (docs/decisions/033-lottery-bet-types.md).
 * No floats: an odds figure is a fraction of safe whole numbers, applied to bigint minor units
 * and rounded down, so "1 ăn 9.5" is { num: 19, den: 2 }.
 */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** A fraction of safe whole numbers; `den` is positive. */
export interface Ratio {
  num: number;
  den: number;
}

/**
 * One bet type's terms in one region. A line is staked with a point value (unit stake x
 * multiplier); it costs `pointCost` x the point value, and each hit pays `payout` x the point
 * value (the stake is not returned on top: "1 ăn 80" credits 80 for a point that cost 23).
 */
export interface OddsEntry {
  payout: Ratio;
  pointCost: Ratio;
}

export type OddsTable = Readonly<Record<BetKind, Readonly<Record<LotteryRegion, OddsEntry>>>>;

/** amount x ratio, rounded down to the minor unit. */
export function applyRatioDown(amount: bigint, ratio: Ratio): bigint {
  return (amount * BigInt(ratio.num)) / BigInt(ratio.den);
}

/** amount x ratio, rounded up to the minor unit (what a ticket costs: never undercharged). */
export function applyRatioUp(amount: bigint, ratio: Ratio): bigint {
  const den = BigInt(ratio.den);
  return (amount * BigInt(ratio.num) + den - 1n) / den;
}

const r = (num: number, den = 1): Ratio => ({ num, den });

/** [payout, pointCost] in the North and in the South and Centre (same 18-number structure). */
type Terms = readonly [Ratio, Ratio];
type ModeTerms = Record<BetKind, { north: Terms; southern: Terms }>;

function table(terms: ModeTerms): OddsTable {
  const entry = ([payout, pointCost]: Terms): OddsEntry => ({ payout, pointCost });
  return Object.fromEntries(
    BET_KINDS.map((kind) => {
      const { north, southern } = terms[kind];
      return [kind, { north: entry(north), south: entry(southern), central: entry(southern) }];
    }),
  ) as unknown as OddsTable;
}

const ONE = r(1);
/** Both regions alike, one unit a point. */
const flat = (payout: Ratio) => ({ north: [payout, ONE], southern: [payout, ONE] }) as const;

export const DEFAULT_ODDS: Readonly<Record<PrizeMode, OddsTable>> = {
  // Street prices as the Northern books quote them: a lô point costs 23 and pays 80.
  Lott: table({
    lo2: { north: [r(80), r(23)], southern: [r(75), r(18)] },
    lo3: { north: [r(900), r(23)], southern: [r(650), r(17)] },
    de: flat(r(70)),
    de_first2: flat(r(70)),
    de_first_prize: flat(r(70)),
    de_tens: flat(r(8)),
    de_units: flat(r(8)),
    dau_duoi: { north: [r(70), r(5)], southern: [r(75), r(2)] },
    ba_cang: flat(r(600)),
    xien2: { north: [r(10), ONE], southern: [r(30), ONE] },
    xien3: { north: [r(40), ONE], southern: [r(150), ONE] },
    xien4: { north: [r(100), ONE], southern: [r(700), ONE] },
    big_small: flat(r(195, 100)),
    odd_even: flat(r(195, 100)),
  }),
  // The online operators' high odds: a lô point costs one unit per prize number.
  ZY: table({
    lo2: { north: [r(98), r(27)], southern: [r(98), r(18)] },
    lo3: { north: [r(960), r(23)], southern: [r(960), r(17)] },
    de: flat(r(95)),
    de_first2: flat(r(95)),
    de_first_prize: flat(r(95)),
    de_tens: flat(r(19, 2)),
    de_units: flat(r(19, 2)),
    dau_duoi: { north: [r(95), r(5)], southern: [r(95), r(2)] },
    ba_cang: flat(r(960)),
    xien2: { north: [r(17), ONE], southern: [r(35), ONE] },
    xien3: { north: [r(65), ONE], southern: [r(200), ONE] },
    xien4: { north: [r(250), ONE], southern: [r(1000), ONE] },
    big_small: flat(r(195, 100)),
    odd_even: flat(r(195, 100)),
  }),
  // The house's fast draws: the online convention a notch below ZY.
  Elott: table({
    lo2: { north: [r(97), r(27)], southern: [r(97), r(18)] },
    lo3: { north: [r(950), r(23)], southern: [r(950), r(17)] },
    de: flat(r(95)),
    de_first2: flat(r(95)),
    de_first_prize: flat(r(95)),
    de_tens: flat(r(19, 2)),
    de_units: flat(r(19, 2)),
    dau_duoi: { north: [r(95), r(5)], southern: [r(95), r(2)] },
    ba_cang: flat(r(950)),
    xien2: { north: [r(16), ONE], southern: [r(34), ONE] },
    xien3: { north: [r(60), ONE], southern: [r(190), ONE] },
    xien4: { north: [r(220), ONE], southern: [r(900), ONE] },
    big_small: flat(r(195, 100)),
    odd_even: flat(r(195, 100)),
  }),
  // Southeast Asian decimal odds: every line costs one unit, lô pays a decimal per occurrence.
  SEA: table({
    lo2: { north: [r(36, 10), ONE], southern: [r(54, 10), ONE] },
    lo3: { north: [r(42), ONE], southern: [r(56), ONE] },
    de: flat(r(95)),
    de_first2: flat(r(95)),
    de_first_prize: flat(r(95)),
    de_tens: flat(r(19, 2)),
    de_units: flat(r(19, 2)),
    dau_duoi: { north: [r(19), ONE], southern: [r(95, 2), ONE] },
    ba_cang: flat(r(950)),
    xien2: { north: [r(16), ONE], southern: [r(34), ONE] },
    xien3: { north: [r(60), ONE], southern: [r(190), ONE] },
    xien4: { north: [r(220), ONE], southern: [r(900), ONE] },
    big_small: flat(r(195, 100)),
    odd_even: flat(r(195, 100)),
  }),
};
