import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Game } from '@portal/shared/schemas/games';
import type { GamePage } from './api/games-keys';
import type { GamePaging } from './components/game-grid';

/** The loaded games of a paged list, and its "Load more" state. */
export function gamePages(query: UseInfiniteQueryResult<InfiniteData<GamePage>>): {
  games: Game[];
  paging: GamePaging;
} {
  const pages = query.data?.pages ?? [];
  return {
    games: pages.flatMap((page) => page.games),
    paging: {
      hasMore: query.hasNextPage,
      loading: query.isFetching,
      onLoadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
      total: pages[0]?.total ?? null,
      failed: query.isFetchNextPageError,
    },
  };
}
