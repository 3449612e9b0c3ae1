import { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import { gameSchema, type Game } from '@portal/shared/schemas/games';
import type { IndexedGame } from './catalogue-index.js';
import { toGame, type GameRow } from './game-row.js';
import type { IconUrls } from './icon-urls.js';
import type { MemberGamesRepository } from './member-games.repository.js';

/** Who a list is for: a visitor (no stars), a member (stars looked up), or the member's favourites. */
export type Viewer = { memberId: number | null } | { allFavourites: true };

/** Turns catalogue rows into the API's games: names, icon addresses and favourite stars. */
export class GamePresenter {
  constructor(
    private readonly icons: IconUrls,
    private readonly members: MemberGamesRepository,
    private readonly random: () => number = Math.random,
  ) {}

  async present(rows: GameRow[], language: Language, viewer: Viewer): Promise<Game[]> {
    const [iconUrl, favourites] = await Promise.all([
      this.icons.resolver(),
      'memberId' in viewer && viewer.memberId !== null
        ? this.members.favouritesAmong(
            viewer.memberId,
            rows.map((row) => row.id),
          )
        : Promise.resolve(null),
    ]);
    const all = 'allFavourites' in viewer;
    return rows.map((row) =>
      toGame(row, language, iconUrl(row.iconPath), all || (favourites?.has(row.id) ?? false)),
    );
  }

  /**
   * The games as JSON texts of `gameSchema` (the list answer's element schema), for one answer:
   * one icon origin (of the image CDNs at content `version`) at random, stars when `memberId`
   * is given. Each text is kept with its game
   * (the index lives for one content version), so a game is serialized once per language,
   * origin and star.
   */
  async presentJson(
    games: readonly IndexedGame[],
    language: Language,
    memberId: number | null,
    version: number,
  ): Promise<string[]> {
    const [origins, favourites] = await Promise.all([
      this.icons.origins(version),
      memberId !== null
        ? this.members.favouritesAmong(
            memberId,
            games.map((game) => game.row.id),
          )
        : Promise.resolve(null),
    ]);
    const origin = origins[Math.floor(this.random() * origins.length)]!;
    let iconUrl: ((path: string) => string) | null = null;
    return games.map(({ row, json }) => {
      const favourite = favourites?.has(row.id) ?? false;
      const key = `${language} ${origin} ${favourite ? 1 : 0}`;
      let text = json.get(key);
      if (text === undefined) {
        iconUrl ??= this.icons.resolverFor(origin);
        text = JSON.stringify(
          z.encode(gameSchema, toGame(row, language, iconUrl(row.iconPath), favourite)),
        );
        json.set(key, text);
      }
      return text;
    });
  }
}

/** Limit and offset of a 1-based page. */
export function pageWindow(pageNo: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
