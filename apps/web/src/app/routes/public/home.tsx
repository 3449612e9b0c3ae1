import { Stack } from '../../../components/layouts/stack';
import { JackpotCounter } from '../../../features/jackpot/components/jackpot-counter';
import { CategoryTiles } from '../../../features/lobby/components/category-tiles';
import { LatestNews } from '../../../features/promotions/components/latest-news';

/** Home: the jackpot, the game categories with their vendors, and the latest news. */
export function HomeRoute() {
  return (
    <Stack>
      <JackpotCounter />
      <CategoryTiles />
      <LatestNews />
    </Stack>
  );
}
