import { Stack } from '../../../components/layouts/stack';
import { WhenVisible } from '../../../components/layouts/when-visible';
import { LaunchDialogsHost } from '../../../features/games/components/launch-dialogs-host';
import { JackpotCounter } from '../../../features/jackpot/components/jackpot-counter';
import { CategoryTiles } from '../../../features/lobby/components/category-tiles';
import { LatestNews } from '../../../features/promotions/components/latest-news';
import { lazyComponent } from '../../../lib/lazy-component';

// Below the fold: their code (and the launch flow) loads when they scroll into view.
const HotGames = lazyComponent(() =>
  import('../../../features/games/components/hot-games').then((module) => module.HotGames),
);
const WinnersBoard = lazyComponent(() =>
  import('../../../features/games/components/winners-board').then((module) => module.WinnersBoard),
);

const sectionPlaceholder = <div aria-hidden="true" style={{ minHeight: 1 }} />;

/**
 * Home: the jackpot, the hot games, the game categories with their vendors, the winner board
 * and the latest news.
 */
export function HomeRoute() {
  return (
    <Stack>
      <JackpotCounter />
      <WhenVisible placeholder={sectionPlaceholder}>
        <HotGames />
      </WhenVisible>
      <CategoryTiles />
      <WhenVisible placeholder={sectionPlaceholder}>
        <WinnersBoard />
      </WhenVisible>
      <LatestNews />
      <LaunchDialogsHost />
    </Stack>
  );
}
