import { Stack } from '../../../components/layouts/stack';
import { HotGames } from '../../../features/games/components/hot-games';
import { LaunchDialogs } from '../../../features/games/components/launch-dialogs';
import { WinnersBoard } from '../../../features/games/components/winners-board';
import { JackpotCounter } from '../../../features/jackpot/components/jackpot-counter';
import { CategoryTiles } from '../../../features/lobby/components/category-tiles';
import { LatestNews } from '../../../features/promotions/components/latest-news';

/**
 * Home: the jackpot, the hot games, the game categories with their vendors, the winner board
 * and the latest news.
 */
export function HomeRoute() {
  return (
    <Stack>
      <JackpotCounter />
      <HotGames />
      <CategoryTiles />
      <WinnersBoard />
      <LatestNews />
      <LaunchDialogs />
    </Stack>
  );
}
