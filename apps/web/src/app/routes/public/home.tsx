import { Stack } from '../../../components/layouts/stack';
import { WhenVisible } from '../../../components/layouts/when-visible';
import { LaunchDialogsHost } from '../../../features/games/components/launch-dialogs-host';
import {
  HotGamesPlaceholder,
  WinnersPlaceholder,
} from '../../../features/games/components/home-placeholders';
import { useSession } from '../../../features/session/hooks/use-session';
import { JackpotCounter } from '../../../features/jackpot/components/jackpot-counter';
import { CategoryTiles } from '../../../features/lobby/components/category-tiles';
import { NewsPlaceholder } from '../../../features/promotions/components/news-placeholder';
import { lazyComponent } from '../../../lib/lazy-component';

// Each section's code and data load when its place scrolls into view; until then a placeholder
// of its size holds that place, so nothing below moves when it fills in (decision 021).
const HotGames = lazyComponent(() =>
  import('../../../features/games/components/hot-games').then((module) => module.HotGames),
);
// Members only: a visitor's first load never carries it.
const PopularGames = lazyComponent(() =>
  import('../../../features/games/components/popular-games').then((module) => module.PopularGames),
);
const WinnersBoard = lazyComponent(() =>
  import('../../../features/games/components/winners-board').then((module) => module.WinnersBoard),
);
const LatestNews = lazyComponent(() =>
  import('../../../features/promotions/components/latest-news').then((module) => module.LatestNews),
);

/**
 * Home: the jackpot, the hot games, a signed-in member's popular games, the game categories with their vendors, the winner board
 * and the latest news.
 */
export function HomeRoute() {
  const signedIn = useSession((state) => state.token !== null);
  return (
    <Stack>
      <JackpotCounter />
      <WhenVisible placeholder={<HotGamesPlaceholder />}>
        <HotGames />
      </WhenVisible>
      {signedIn && (
        <WhenVisible placeholder={<HotGamesPlaceholder />}>
          <PopularGames />
        </WhenVisible>
      )}
      <CategoryTiles />
      <WhenVisible placeholder={<WinnersPlaceholder />}>
        <WinnersBoard />
      </WhenVisible>
      <WhenVisible placeholder={<NewsPlaceholder />}>
        <LatestNews />
      </WhenVisible>
      <LaunchDialogsHost />
    </Stack>
  );
}
