import type { GameCategory } from '@portal/shared/constants/site';
import type { GameClassify, GameListValue } from '@portal/shared/schemas/games';
import type { MIN_BET_OPTIONS } from '@portal/shared/constants/limits';

export type MinBetOption = Exclude<(typeof MIN_BET_OPTIONS)[number], 'all'>;

/** What a game list asks for; an absent field does not filter. */
export interface GameFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  minBet?: MinBetOption;
}

/** One loaded page of any game list; `total` is known only for the catalogue list. */
export interface GamePage {
  games: GameListValue['games'];
  totalPages: number;
  total: number | null;
}

/**
 * Public lists live under ['games']; a member's own lists under ['member', 'games', token], so
 * logging out drops them and another member never sees them.
 */
export const gameKeys = {
  all: ['games'] as const,
  list: (filter: GameFilter) => ['games', 'list', filter] as const,
  hot: (filter: Pick<GameFilter, 'gameType' | 'vassalage'>) => ['games', 'hot', filter] as const,
  popular: (language: string) => ['games', 'popular', language] as const,
  rankList: () => ['games', 'rank-list'] as const,
};

export const memberGameKeys = {
  all: ['member', 'games'] as const,
  recentAll: ['member', 'games', 'recent'] as const,
  recent: (token: string | null, filter: GameFilter) =>
    ['member', 'games', 'recent', token, filter] as const,
  favouritesAll: ['member', 'games', 'favourites'] as const,
  favourites: (token: string | null, filter: GameFilter) =>
    ['member', 'games', 'favourites', token, filter] as const,
  favouriteIds: (token: string | null) => ['member', 'games', 'favourite-ids', token] as const,
  rooms: (token: string | null, vassalage: string) =>
    ['member', 'games', 'rooms', token, vassalage] as const,
};

/** The page after `lastPageNo`, or undefined at the last page (TanStack's "no more pages"). */
export function nextPageNo(page: GamePage, lastPageNo: number): number | undefined {
  return lastPageNo < page.totalPages ? lastPageNo + 1 : undefined;
}
