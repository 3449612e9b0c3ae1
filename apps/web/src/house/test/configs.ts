import type { z } from 'zod';
import type {
  crashConfigSchema,
  matchConfigSchema,
  rouletteConfigSchema,
  slotConfigSchema,
} from '@portal/shared/schemas/house-games';

/** Engine configs as the session answers them (test data). */
export const slotConfig: z.infer<typeof slotConfigSchema> = {
  engine: 'slot',
  reels: 5,
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  paytable: [
    { symbol: 'CHERRY', pays: [0, 0, 5, 20, 100], wild: false, scatter: false },
    { symbol: 'BELL', pays: [0, 0, 10, 40, 200], wild: false, scatter: false },
    { symbol: 'SEVEN', pays: [0, 0, 25, 100, 500], wild: false, scatter: false },
    { symbol: 'WILD', pays: [0, 0, 50, 200, 1000], wild: true, scatter: false },
    { symbol: 'SCATTER', pays: [0, 0, 2, 10, 50], wild: false, scatter: true },
  ],
  lineBets: [0.1, 0.5, 1, 2],
  rtp: 0.96,
};

export const rouletteConfig: z.infer<typeof rouletteConfigSchema> = {
  engine: 'roulette',
  bettingSeconds: 15,
  chips: [1, 5, 25, 100],
  minBet: 1,
  maxBet: 500,
};

export const crashConfig: z.infer<typeof crashConfigSchema> = {
  engine: 'crash',
  minStake: 1,
  maxStake: 5000,
  minTarget: 1.01,
  maxTarget: 1000,
  rtp: 0.97,
};

export const matchConfig: z.infer<typeof matchConfigSchema> = {
  engine: 'match',
  minStake: 2,
  maxStake: 1000,
  sides: [
    { pick: 'home', odds: 2.11 },
    { pick: 'draw', odds: 3.8 },
    { pick: 'away', odds: 3.16 },
  ],
};
