import { DEFAULT_LANGUAGE } from '@portal/shared/constants/languages';
import { lotteryGameName } from '@portal/shared/lottery/game-names';
import { FAST_GAME_CODES, type FastGameCode } from '@portal/shared/schemas/lottery';
import type { LotteryRegion } from '@portal/shared/lottery/prize-structures';
import { ROTATION, type FastInterval } from '@portal/shared/lottery/schedule';

/** One lottery game: a province's traditional draw (`vn-<province>`) or a fast e-lottery. */
export interface LotteryGame {
  gameCode: string;
  /** In the default language; lotteryGameName names it in another. */
  name: string;
  kind: 'traditional' | 'fast';
  region: LotteryRegion;
  /** Fast games: minutes between draws. */
  intervalMinutes: FastInterval | null;
}

/** The fast games (schema contract): vnf3 draws the Southern structure, the others the North's. */
export const FAST_GAMES: Readonly<Record<FastGameCode, LotteryGame>> = {
  vnf1: fast('vnf1', 1, 'north'),
  vnf3: fast('vnf3', 3, 'south'),
  vnf5: fast('vnf5', 5, 'north'),
};

function fast(code: FastGameCode, interval: FastInterval, region: LotteryRegion) {
  const name = lotteryGameName(code, code, DEFAULT_LANGUAGE);
  return { gameCode: code, name, kind: 'fast', region, intervalMinutes: interval } as const;
}

function traditionalGames(): LotteryGame[] {
  const games = new Map<string, LotteryGame>();
  for (const region of ['north', 'central', 'south'] as const) {
    for (const day of ROTATION[region]) {
      for (const province of day) {
        const gameCode = `vn-${province.code}`;
        // The North is one game whatever the day's station is called.
        const name = lotteryGameName(gameCode, province.name, DEFAULT_LANGUAGE);
        if (!games.has(gameCode))
          games.set(gameCode, {
            gameCode,
            name,
            kind: 'traditional',
            region,
            intervalMinutes: null,
          });
      }
    }
  }
  return [...games.values()];
}

/** Every lottery game: the traditional provinces (North, Centre, South) then the fast games. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  ...traditionalGames(),
  ...FAST_GAME_CODES.map((code) => FAST_GAMES[code]),
];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.gameCode, game]));

export function lotteryGame(gameCode: string): LotteryGame | undefined {
  return BY_CODE.get(gameCode);
}
