import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import type {
  Game,
  Room,
  favouriteActionPayloadSchema,
  favouriteGamesQuerySchema,
  recentGamesQuerySchema,
} from '@portal/shared/schemas/games';
import { HOUSE_LAST_ROUNDS } from '@portal/shared/schemas/house-games';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { GameMenusService } from '../game-menus/game-menus.service.js';
import { MAX_STAKE } from '../house-games/house-config.js';
import type { GameActivityRepository } from './game-activity.repository.js';
import { pageWindow, totalPages, type GamePresenter, type Viewer } from './game-presenter.js';
import { gameName, isAvailable, underMaintenance } from './game-row.js';
import type { GamesRepository } from './games.repository.js';
import type { IconUrls } from './icon-urls.js';
import type { MemberGamesRepository, MemberList } from './member-games.repository.js';
import { rouletteResult } from './roulette-result.js';

/** A room's player count covers rounds started in this window. */
export const ROOM_PLAYERS_WINDOW_MS = 10 * 60_000;
/** More live tables than any vendor has: the room list is one answer. */
const MAX_ROOMS = 100;

export interface MemberGamesServiceDeps {
  games: GamesRepository;
  members: MemberGamesRepository;
  activity: GameActivityRepository;
  presenter: GamePresenter;
  icons: IconUrls;
  menus: GameMenusService;
  now?: () => Date;
}

type MemberListQuery = z.output<typeof recentGamesQuerySchema | typeof favouriteGamesQuerySchema>;

const gameNotFound = () =>
  new AppError('GAME_NOT_FOUND', {}, [{ path: 'nodeId', reason: 'unknown_game' }]);

/** A signed-in member's lists: recent games, favourites, vendors with wallets, live rooms. */
export class MemberGamesService {
  private readonly now: () => Date;

  constructor(private readonly deps: MemberGamesServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async memberList(
    list: MemberList,
    memberId: number,
    query: MemberListQuery,
    language: Language,
  ): Promise<{ games: Game[]; totalPages: number }> {
    const { games, members, presenter } = this.deps;
    const filter = { gameType: query.gameType, vassalage: query.vassalage };
    const { limit, offset } = pageWindow(query.pageNo, query.pageSize);
    const [total, ids] = await Promise.all([
      members.count(list, memberId, filter),
      members.pageIds(list, memberId, filter, limit, offset),
    ]);
    const viewer: Viewer = list === 'favourites' ? { allFavourites: true } : { memberId };
    return {
      games: await presenter.present(await games.byIds(ids, language), language, viewer),
      totalPages: totalPages(total, query.pageSize),
    };
  }

  /** GCS_recentGame: the member's launches, newest first. */
  async recent(memberId: number, query: MemberListQuery, language: Language) {
    return this.memberList('recent', memberId, query, language);
  }

  /** MCSFE_getFavoriteGamesList: the member's favourites, newest mark first (RNG unless named). */
  async favourites(memberId: number, query: MemberListQuery, language: Language) {
    return this.memberList('favourites', memberId, query, language);
  }

  /** MCSFE_getFavoriteGames: every favourite's public id, to star games in any list. */
  async favouriteIds(memberId: number): Promise<{ nodeIds: string[] }> {
    return { nodeIds: await this.deps.members.favouriteNodeIds(memberId) };
  }

  /**
   * MCSFE_gameFavAction: sets the mark when `favourite` is given, else toggles it. A game that is
   * unknown, or switched off, cannot be marked (GAME_NOT_FOUND); an old mark can still be removed.
   * Two toggles at once both land on a mark, never on an error.
   */
  async setFavourite(
    memberId: number,
    payload: z.output<typeof favouriteActionPayloadSchema>,
  ): Promise<{ nodeId: string; favourite: boolean }> {
    const { games, members } = this.deps;
    const game = await games.findByNodeId(payload.nodeId);
    if (!game) throw gameNotFound();
    const removed =
      payload.favourite === true ? false : await members.removeFavourite(memberId, game.id);
    if (payload.favourite === false || removed) return { nodeId: game.nodeId, favourite: false };
    if (!isAvailable(game)) throw gameNotFound();
    await members.addFavourite(memberId, game.id, nowIso(this.now()));
    return { nodeId: game.nodeId, favourite: true };
  }

  /** GCSGAME_gameVendor: the game menus with each vendor's wallet mode. */
  async vendors() {
    return this.deps.menus.getWalletMenus();
  }

  /**
   * GLS2_roomList: one room per live roulette table of the vendor, with its limits (the house
   * tables' own), state, last winning numbers (the house provider's settled rounds) and players
   * of the last 10 minutes.
   */
  async rooms(vassalage: string, language: Language): Promise<{ list: Room[] }> {
    const { games, activity, icons } = this.deps;
    if ((await games.vendorCategories(vassalage)).length === 0) {
      throw new AppError('NOT_FOUND', {}, [{ path: 'vassalage', reason: 'unknown_vendor' }]);
    }
    const tables = await games.page(
      { vassalage, gameType: 'LIVE', engine: 'roulette', gamesOnly: true },
      language,
      MAX_ROOMS,
      0,
    );
    const codes = tables.map((table) => table.gameCode);
    const since = new Date(this.now().getTime() - ROOM_PLAYERS_WINDOW_MS).toISOString();
    const [outcomes, players, iconUrl] = await Promise.all([
      activity.lastOutcomes(codes, HOUSE_LAST_ROUNDS),
      activity.playersSince(codes, since),
      icons.resolver(),
    ]);
    return {
      list: tables.map((table) => ({
        nodeId: table.nodeId,
        gameName: gameName(table, language),
        icon: iconUrl(table.iconPath),
        minBet: Number(fromMinor(table.minBet)),
        // The catalogue has no table limit: the house tables take up to MAX_STAKE a bet.
        maxBet: Number(fromMinor(table.minBet > MAX_STAKE ? table.minBet : MAX_STAKE)),
        status: underMaintenance(table) ? 'maintenance' : 'open',
        lastResults: (outcomes.get(table.gameCode) ?? []).flatMap(
          (outcome) => rouletteResult(outcome) ?? [],
        ),
        players: players.get(table.gameCode) ?? 0,
      })),
    };
  }
}
