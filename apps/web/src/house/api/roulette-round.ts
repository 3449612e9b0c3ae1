import type { z } from 'zod';
import type {
  RouletteBet,
  rouletteBetValueSchema,
  rouletteOpenValueSchema,
  rouletteSettleValueSchema,
} from '@portal/shared/schemas/house-games';
import { errorCodeOf, houseApi } from '../lib/house-api';
import { usePlay } from '../lib/use-play';

export type RouletteOpenValue = z.infer<typeof rouletteOpenValueSchema>;
export type RouletteBetValue = z.infer<typeof rouletteBetValueSchema>;
export type RouletteSettleValue = z.infer<typeof rouletteSettleValueSchema>;

/** The three calls of one roulette round: open (or rejoin) it, bet while open, settle once closed. */
export const openRouletteRound = (token: string) =>
  houseApi<RouletteOpenValue>('roulette/open', { body: { token } });

export const betRoulette = (token: string, input: { roundId: string; bets: RouletteBet[] }) =>
  houseApi<RouletteBetValue>('roulette/bet', { body: { token, ...input } });

export const settleRoulette = (token: string, roundId: string) =>
  houseApi<RouletteSettleValue>('roulette/settle', { body: { token, roundId } });

export const useRouletteOpen = () =>
  usePlay((token: string) => openRouletteRound(token), {
    refreshRounds: false,
    clearsBanner: false,
  });

export const useRouletteBet = () => usePlay(betRoulette);

/** A settle asked a moment too early (the clocks differ a little) is tried again, quietly. */
export const useRouletteSettle = () =>
  usePlay(settleRoulette, {
    quiet: (error) => errorCodeOf(error) === 'ROUND_STILL_OPEN',
    clearsBanner: false,
  });
