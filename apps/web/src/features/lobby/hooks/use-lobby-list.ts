import type { Game } from '@portal/shared/schemas/games';
import type { GameFilter } from '../../games/api/games-keys';
import { useFavouriteGames } from '../../games/api/get-favourite-games';
import { useGameList } from '../../games/api/get-game-list';
import { useHotGames } from '../../games/api/get-hot-games';
import { useRecentGames } from '../../games/api/get-recent-games';
import type { GamePaging } from '../../games/components/game-grid';
import { gamePages } from '../../games/game-pages';
import type { ListType } from '../lobby-key';
import type { LobbyFilters } from './use-lobby-filters';

export type LobbyList =
  | { status: 'login' }
  | { status: 'pending' }
  | { status: 'error'; error: Error; retry: () => void; retrying: boolean }
  | { status: 'ready'; games: Game[]; paging: GamePaging };

type VendorFilter = Required<Pick<GameFilter, 'gameType' | 'vassalage'>>;

/** A failed list, retried by fetching it again. */
const failed = (error: Error, retrying: boolean, refetch: () => Promise<unknown>): LobbyList => ({
  status: 'error',
  error,
  retry: () => void refetch(),
  retrying,
});

/**
 * The games of one list type of a vendor's lobby (spec section 4): the paged catalogue with its
 * filters, the hot list in one page, or the member's favourites or recent games (a visitor is
 * asked to log in). Only the chosen list is fetched.
 */
export function useLobbyList(
  listType: ListType,
  vendor: VendorFilter,
  filters: LobbyFilters,
  signedIn: boolean,
): { list: LobbyList; hotGames: Game[] | undefined } {
  const all = useGameList(
    {
      ...vendor,
      gameName: filters.gameName || undefined,
      gameClassify: filters.gameClassify ?? undefined,
      minBet: filters.minBet ?? undefined,
    },
    listType === 'all',
  );
  // Asked for every list type: whether any hot game exists decides if the hot tab shows.
  const hot = useHotGames(vendor);
  const favourites = useFavouriteGames(vendor, listType === 'fav');
  const recent = useRecentGames(vendor, listType === 'recent');

  let list: LobbyList;
  if (listType === 'hot') {
    if (hot.error) list = failed(hot.error, hot.isFetching, hot.refetch);
    else if (!hot.data) list = { status: 'pending' };
    else {
      list = {
        status: 'ready',
        games: hot.data,
        paging: { hasMore: false, loading: false, onLoadMore: () => {}, total: hot.data.length },
      };
    }
  } else if ((listType === 'fav' || listType === 'recent') && !signedIn) {
    list = { status: 'login' };
  } else {
    const query = listType === 'fav' ? favourites : listType === 'recent' ? recent : all;
    // A failed next page keeps the pages already shown (the grid says it failed).
    if (query.error && !query.data) list = failed(query.error, query.isFetching, query.refetch);
    else if (!query.data) list = { status: 'pending' };
    else list = { status: 'ready', ...gamePages(query) };
  }
  return { list, hotGames: hot.data };
}
