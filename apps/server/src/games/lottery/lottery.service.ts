import { majorNumber as money } from '@portal/shared/money';
import { BET_KINDS } from '@portal/shared/lottery/bet-types';
import { lotteryPageUrl } from '@portal/shared/lottery/launch';
import { DEFAULT_ODDS, type PrizeMode, type Ratio } from '@portal/shared/lottery/odds';
import { nextDraws } from '@portal/shared/lottery/schedule';
import {
  FAST_GAME_CODES,
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_VENDOR,
  type GameMenuEntry,
  type GameMenuValue,
  type OpenNumeroValue,
  type lotteryLaunchQuerySchema,
} from '@portal/shared/schemas/lottery';
import type { z } from 'zod';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { drawResult, drawSummary } from './draws/draw-views.js';
import type { DrawsRepository } from './draws/draws.repository.js';
import { FAST_GAMES, lotteryGame, type LotteryGame } from './lottery-games.js';
import type { LotterySettingsReader } from './lottery-settings.js';

export interface LotteryServiceDeps {
  draws: DrawsRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
  now?: () => Date;
}

const ratio = ({ num, den }: Ratio) => num / den;

/**
 * The lottery's public and member calls of spec section 7: the game menu, the member's recent
 * games, the latest results, the draw taking tickets now with its odds and limits, and the
 * launch of spec section 3.
 */
export class LotteryService {
  private readonly now: () => Date;

  constructor(private readonly deps: LotteryServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The regions' provinces of the next draw still taking tickets, then the fast games. */
  async menu(prizeMode: PrizeMode): Promise<GameMenuValue> {
    const now = this.now();
    const { cutoffMinutes } = await this.deps.settings.get();
    // Draws whose cut-off is still ahead: their draw time is more than the cut-off away.
    const after = new Date(now.getTime() + cutoffMinutes * 60_000);
    const groups = await Promise.all(
      (['north', 'central', 'south'] as const).map(async (region) => {
        const provinces = nextDraws(after, { region, cutoffMinutes });
        const games = provinces.map((draw) => lotteryGame(`vn-${draw.province.code}`)!);
        return { group: region, gameMenus: await Promise.all(games.map((g) => this.entry(g))) };
      }),
    );
    const fast = await Promise.all(FAST_GAME_CODES.map((code) => this.entry(FAST_GAMES[code])));
    return {
      prizeMode,
      groups: [...groups, { group: 'fast', gameMenus: fast }],
      serverTime: nowIso(now),
    };
  }

  async recent(memberId: number) {
    const codes = await this.deps.draws.recentGames(memberId);
    const games = codes.map(lotteryGame).filter((game): game is LotteryGame => !!game);
    return { list: await Promise.all(games.map((game) => this.entry(game))) };
  }

  /** The last `count` results of a game, newest first (public: spec section 6). */
  async results(gameCode: string, count: number) {
    this.game(gameCode);
    const rows = await this.deps.draws.results(gameCode, count);
    return { gameCode, list: rows.map(drawResult) };
  }

  async openNumero(gameCode: string): Promise<OpenNumeroValue> {
    const game = this.game(gameCode);
    const settings = await this.deps.settings.get();
    const odds = DEFAULT_ODDS[settings.prizeMode];
    const entry = await this.entry(game);
    return {
      game: entry,
      draw: entry.nextDraw,
      odds: BET_KINDS.map((kind) => ({
        kind,
        payout: ratio(odds[kind][game.region].payout),
        pointCost: ratio(odds[kind][game.region].pointCost),
      })),
      limits: {
        minUnitStake: money(settings.minUnitStake),
        maxMultiplier: settings.maxMultiplier,
        maxStakePerNumber: money(settings.maxStakePerNumber),
      },
      serverTime: nowIso(this.now()),
    };
  }

  /** Spec section 3: the site goes to /lottery with what it knows of the request. */
  launch(query: z.infer<typeof lotteryLaunchQuerySchema>) {
    const gameCode = query.lottoGameCode;
    return {
      url: lotteryPageUrl({
        gameCode: gameCode && lotteryGame(gameCode) ? gameCode : null,
        vendor: LOTTERY_VENDOR,
        playType: query.lottoView,
      }),
    };
  }

  private game(gameCode: string): LotteryGame {
    const game = lotteryGame(gameCode);
    if (!game) throw new AppError('LOTTERY_GAME_NOT_FOUND');
    return game;
  }

  private async entry(game: LotteryGame): Promise<GameMenuEntry> {
    const draw = await this.deps.draws.openDraw(game.gameCode, nowIso(this.now()));
    return {
      gameCode: game.gameCode,
      name: game.name,
      kind: game.kind,
      region: game.region,
      accountTypeName: LOTTERY_ACCOUNT_TYPE,
      vendor: LOTTERY_VENDOR,
      intervalMinutes: game.intervalMinutes,
      nextDraw: draw ? drawSummary(draw) : null,
    };
  }
}
