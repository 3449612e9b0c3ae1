import type { RandomSource } from './random.js';

/**
 * A match between two sides with a draw, settled at once: each outcome has an integer weight
 * (its probability in percent) and decimal odds of (1 - margin) / p rounded down to 2 decimals,
 * so each pick returns at most 1 - margin.
 */
export interface MatchSide {
  pick: string;
  weight: number;
}

export interface MatchProfile {
  name: string;
  sides: readonly MatchSide[];
}

/** The bookmaker's margin in basis points (5%). */
export const MATCH_MARGIN_BP = 500n;

export const MATCH_PROFILES = {
  football: {
    name: 'football',
    sides: [
      { pick: 'home', weight: 45 },
      { pick: 'draw', weight: 25 },
      { pick: 'away', weight: 30 },
    ],
  },
  cockfight: {
    name: 'cockfight',
    sides: [
      { pick: 'meron', weight: 49 },
      { pick: 'draw', weight: 2 },
      { pick: 'wala', weight: 49 },
    ],
  },
} as const satisfies Record<string, MatchProfile>;

const totalWeight = (profile: MatchProfile) =>
  profile.sides.reduce((sum, side) => sum + side.weight, 0);

/** A side's odds in hundredths: floor(100 x (1 - margin) x total / weight). */
export function oddsOf(profile: MatchProfile, side: MatchSide): bigint {
  return (
    ((10_000n - MATCH_MARGIN_BP) * BigInt(totalWeight(profile))) / (100n * BigInt(side.weight))
  );
}

/** The outcome, drawn over the integer weights. */
export function drawOutcome(profile: MatchProfile, random: RandomSource): MatchSide {
  let roll = random.int(0, totalWeight(profile));
  for (const side of profile.sides) {
    if (roll < side.weight) return side;
    roll -= side.weight;
  }
  throw new Error('Match weights do not cover the draw');
}

export interface MatchOutcome {
  outcome: string;
  /** The picked side's odds, hundredths. */
  odds: bigint;
  /** Minor units: stake x odds rounded down when the pick wins, else 0. */
  payout: bigint;
}

export function playMatch(
  profile: MatchProfile,
  random: RandomSource,
  stake: bigint,
  pick: MatchSide,
): MatchOutcome {
  const odds = oddsOf(profile, pick);
  const outcome = drawOutcome(profile, random);
  return {
    outcome: outcome.pick,
    odds,
    payout: outcome.pick === pick.pick ? (stake * odds) / 100n : 0n,
  };
}
