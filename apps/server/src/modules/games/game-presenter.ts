import type { Language } from '@portal/shared/constants/languages';
import type { Game } from '@portal/shared/schemas/games';
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
}

/** Limit and offset of a 1-based page. */
export function pageWindow(pageNo: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
