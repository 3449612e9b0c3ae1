import { majorNumber } from '@portal/shared/money';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import {
  HOUSE_LAST_ROUNDS,
  type HouseRound,
  type HouseSessionValue,
} from '@portal/shared/schemas/house-games';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import { GAME_SESSION_HOURS, type LaunchRequest } from '../seamless/protocol.js';
import { gameConfig } from './house-config.js';
import { minor } from '../../db/minor.js';
import type { HouseGamesRepository } from './house-games.repository.js';
import type { HousePlayers } from './house-players.js';
import { detailOf, summaryOf } from './round-records.js';

export interface HouseSessionDeps {
  repository: HouseGamesRepository;
  players: HousePlayers;
  /** Where each launch's exit goes, by token hash, for as long as the token lives. */
  store: ShortLivedStore;
}

const backKey = (token: string) => `house:back:${hashToken(token)}`;

/** A path on the portal; anything else (another origin, a script URL) exits to the home page. */
function portalPath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

/** The launch, the page's session and its list of past rounds. */
export class HouseSessionService {
  constructor(private readonly deps: HouseSessionDeps) {}

  /** POST /house/api/launch (signed by the portal): the address of the game page. */
  async launch(request: LaunchRequest): Promise<{ url: string }> {
    const game = await this.deps.repository.findGame(request.gameCode);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    const back = portalPath(request.backUrl);
    await this.deps.store.set(backKey(request.token), back, GAME_SESSION_HOURS * 3_600_000);
    const query = new URLSearchParams({ token: request.token, lang: request.language, back });
    return { url: `/house/play?${query.toString()}` };
  }

  /** GET /house/api/session: the player, the game's name and everything the page draws. */
  async session(token: string): Promise<HouseSessionValue> {
    const { player, game } = await this.deps.players.resolve(token);
    const names = await this.deps.repository.gameNames(game.gameCode);
    return {
      playerId: player.playerId,
      currency: player.currency,
      balance: player.balance,
      gameCode: game.gameCode,
      gameName: names.get(player.language) ?? names.get(FALLBACK_LANGUAGE) ?? game.gameCode,
      backUrl: (await this.deps.store.get(backKey(token))) ?? '/',
      config: gameConfig(game),
    };
  }

  /** GET /house/api/rounds: the player's last rounds of the token's game, newest first. */
  async rounds(token: string): Promise<{ list: HouseRound[] }> {
    const { player, game } = await this.deps.players.resolve(token);
    const rows = await this.deps.repository.lastRounds(
      player.playerId,
      game.gameCode,
      HOUSE_LAST_ROUNDS,
    );
    return {
      list: rows.map((row) => ({
        roundId: row.round_id,
        time: toIsoString(row.created_at),
        stake: majorNumber(minor(row.stake)),
        payout: majorNumber(minor(row.payout)),
        state: row.state,
        summary: summaryOf(row),
        detail: detailOf(row),
      })),
    };
  }
}
