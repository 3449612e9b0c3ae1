import { majorNumber } from '@portal/shared/money';
import type { HouseGameConfig } from '@portal/shared/schemas/house-games';
import type { HouseEngine } from '../catalogue/catalogue.tables.js';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, CRASH_RTP_PERCENT } from './engines/crash.js';
import { MATCH_PROFILES, oddsOf, type MatchProfile } from './engines/match.js';
import { PAYLINES, PAYS, SCATTER, SLOT_SYMBOLS, WILD } from './engines/slot-paytable.js';
import { slotProfileFor } from './engines/slot-profiles.js';
import type { SlotProfile } from './engines/slot.js';

/** A house game as the provider's own catalogue knows it (read from `games` by game code). */
export interface HouseGame {
  gameCode: string;
  engine: HouseEngine;
  /** Smallest stake (line bet on slots), minor units. */
  minBet: bigint;
  /** Selects a variant: `rtp94` strips for a slot, `meron-wala` sides for a match. */
  playType: string | null;
  /** Under maintenance: rounds under way finish, new stakes are refused. */
  maintenance: boolean;
}

/** Seconds a roulette round takes bets after it opens. */
export const ROULETTE_BETTING_SECONDS = 15;
/** The largest stake of any one bet, minor units (10,000.00). */
export const MAX_STAKE = 1_000_000n;
/** A game without a minimum bet plays from 1.00. */
const DEFAULT_MIN_BET = 100n;
const LINE_BET_STEPS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n];
const CHIP_STEPS = [1n, 5n, 10n, 50n, 100n, 500n];

export function minStake(game: HouseGame): bigint {
  return game.minBet > 0n ? game.minBet : DEFAULT_MIN_BET;
}

/** The bet limits of one stake (a crash or match bet, a roulette spot), minor units. */
export function stakeLimits(game: HouseGame): { min: bigint; max: bigint } {
  const min = minStake(game);
  return { min, max: min > MAX_STAKE ? min : MAX_STAKE };
}

/** The line bets a slot offers: its minimum bet times 1, 2, 5, ... 1000, up to MAX_STAKE. */
export function slotLineBets(game: HouseGame): bigint[] {
  const min = minStake(game);
  const steps = LINE_BET_STEPS.map((step) => min * step).filter((bet) => bet <= MAX_STAKE);
  return steps.length > 0 ? steps : [min];
}

export function rouletteChips(game: HouseGame): bigint[] {
  const { min, max } = stakeLimits(game);
  return CHIP_STEPS.map((step) => min * step).filter((chip) => chip <= max);
}

export function slotProfile(game: HouseGame): SlotProfile {
  return slotProfileFor(game.playType);
}

/** Cockfight tables (play type `meron-wala`) bet meron, draw or wala; others home, draw, away. */
export function matchProfile(game: HouseGame): MatchProfile {
  return game.playType?.toLowerCase() === 'meron-wala'
    ? MATCH_PROFILES.cockfight
    : MATCH_PROFILES.football;
}

/** What the game page needs to draw the game and offer its bets (GET /house/api/session). */
export function gameConfig(game: HouseGame): HouseGameConfig {
  const limits = stakeLimits(game);
  switch (game.engine) {
    case 'slot':
      return {
        engine: 'slot',
        reels: 5,
        rows: 3,
        paylines: PAYLINES.map((rows) => [...rows]),
        paytable: SLOT_SYMBOLS.map((symbol, index) => ({
          symbol,
          pays: [...PAYS[index]!],
          wild: index === WILD,
          scatter: index === SCATTER,
        })),
        lineBets: slotLineBets(game).map(majorNumber),
        rtp: slotProfile(game).rtp,
      };
    case 'roulette':
      return {
        engine: 'roulette',
        bettingSeconds: ROULETTE_BETTING_SECONDS,
        chips: rouletteChips(game).map(majorNumber),
        minBet: majorNumber(limits.min),
        maxBet: majorNumber(limits.max),
      };
    case 'crash':
      return {
        engine: 'crash',
        minStake: majorNumber(limits.min),
        maxStake: majorNumber(limits.max),
        minTarget: majorNumber(CRASH_MIN_TARGET),
        maxTarget: majorNumber(CRASH_MAX_TARGET),
        rtp: Number(CRASH_RTP_PERCENT) / 100,
      };
    case 'match': {
      const profile = matchProfile(game);
      return {
        engine: 'match',
        minStake: majorNumber(limits.min),
        maxStake: majorNumber(limits.max),
        sides: profile.sides.map((side) => ({
          pick: side.pick,
          odds: majorNumber(oddsOf(profile, side)),
        })),
      };
    }
  }
}
