import { describe, expect, it } from 'vitest';
import { houseGameConfigSchema } from '@portal/shared/schemas/house-games';
import { MATCH_PROFILES } from './engines/match.js';
import { SLOT_PROFILES } from './engines/slot-profiles.js';
import {
  gameConfig,
  matchProfile,
  MAX_STAKE,
  rouletteChips,
  slotLineBets,
  slotProfile,
  stakeLimits,
  type HouseGame,
} from './house-config.js';

const game = (overrides: Partial<HouseGame> = {}): HouseGame => ({
  gameCode: 'g1',
  engine: 'slot',
  minBet: 5n,
  playType: null,
  maintenance: false,
  ...overrides,
});

describe('house game configuration', () => {
  it('offers line bets from the minimum bet up in 1-2-5 steps', () => {
    expect(slotLineBets(game())).toEqual([
      5n,
      10n,
      25n,
      50n,
      100n,
      250n,
      500n,
      1000n,
      2500n,
      5000n,
    ]);
    expect(slotLineBets(game({ minBet: 0n }))[0]).toBe(100n);
    expect(slotLineBets(game({ minBet: 600_000n }))).toEqual([600_000n]);
  });

  it('limits every stake between the minimum bet and 10,000.00', () => {
    expect(stakeLimits(game({ minBet: 75n }))).toEqual({ min: 75n, max: MAX_STAKE });
    expect(rouletteChips(game({ minBet: 10n }))).toEqual([10n, 50n, 100n, 500n, 1000n, 5000n]);
  });

  it('picks variants by play type: 94% strips, cockfight sides', () => {
    expect(slotProfile(game({ playType: 'rtp94' }))).toBe(SLOT_PROFILES.rtp94);
    expect(slotProfile(game())).toBe(SLOT_PROFILES.rtp96);
    expect(matchProfile(game({ engine: 'match', playType: 'meron-wala' }))).toBe(
      MATCH_PROFILES.cockfight,
    );
    expect(matchProfile(game({ engine: 'match' }))).toBe(MATCH_PROFILES.football);
  });

  it.each(['slot', 'roulette', 'crash', 'match'] as const)(
    'describes a %s game in the shape the page reads',
    (engine) => {
      const config = gameConfig(game({ engine }));
      expect(houseGameConfigSchema.parse(config)).toEqual(config);
      expect(config.engine).toBe(engine);
    },
  );
});
