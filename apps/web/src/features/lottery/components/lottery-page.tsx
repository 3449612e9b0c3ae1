import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOTTERY_VENDOR } from '@portal/shared/schemas/lottery/constants';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGameMenu } from '../api/get-game-menu';
import { useOpenDraw } from '../api/get-open-draw';
import { useRecentGames } from '../api/get-recent-games';
import { playTypeOf, type PlayView } from '../bet-names';
import { useFavourites } from '../hooks/use-favourites';
import { useLotteryNames } from '../lottery-names';
import { BetPanel } from './bet-panel';
import { GameMenu } from './game-menu';
import { MyTickets } from './my-tickets';
import { OpenDraw } from './open-draw';
import { ResultsSection } from './results-section';
import styles from './lottery.module.css';

interface LotteryPageProps {
  signedIn: boolean;
  /** The signed-in member's username (null for a visitor, or until member info answers). */
  username: string | null;
  onLogin: () => void;
}

/**
 * /lottery (spec section 2): the game menu, and for the game of the URL's gameCode the open
 * draw with its countdown and bet slip (members), the result board and history, and the
 * member's tickets. The URL's playType picks the play type.
 */
export function LotteryPage({ signedIn, username, onLogin }: LotteryPageProps) {
  const { t } = useTranslation('lottery');
  const names = useLotteryNames();
  const [search, setSearch] = useSearchParams();
  const menu = useGameMenu();
  const recent = useRecentGames(signedIn);
  const { favourites, toggle } = useFavourites(username);
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';

  const games = menu.data?.groups.flatMap((group) => group.gameMenus) ?? [];
  const game = games.find((item) => item.gameCode === search.get('gameCode')) ?? games[0] ?? null;
  const playType = playTypeOf(search.get('playType'));
  const open = useOpenDraw(game?.gameCode ?? null, signedIn);

  const setParam = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    params.set(name, value);
    if (name === 'gameCode') params.set('vendor', LOTTERY_VENDOR);
    setSearch(params, { replace: true });
  };

  let main;
  if (menu.isPending) main = <Skeleton height={320} radius={12} />;
  else if (menu.error) main = <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />;
  else if (!game) main = <EmptyState title={t('menu.none')} />;
  else {
    let play;
    if (!signedIn) {
      play = (
        <div className={styles.card}>
          <p>{t('login.prompt')}</p>
          <Button onClick={onLogin}>{t('login.button')}</Button>
        </div>
      );
    } else if (open.isPending) play = <Skeleton height={200} radius={12} />;
    else if (open.error) {
      play = <ErrorState error={open.error} onRetry={() => void open.refetch()} compact />;
    } else {
      play = (
        // No key by draw: the member's picks and stake carry over to the next draw.
        <OpenDraw
          value={open.data}
          receivedAt={open.dataUpdatedAt}
          onClosed={() => void open.refetch()}
        >
          {(closed) => (
            <BetPanel
              key={game.gameCode}
              open={open.data}
              closed={closed}
              playType={playType}
              onPlayType={(view: PlayView) => setParam('playType', view)}
              symbol={symbol}
            />
          )}
        </OpenDraw>
      );
    }
    main = (
      <>
        <h2 className={styles.gameName}>{names.game(game)}</h2>
        {play}
        <ResultsSection key={`results-${game.gameCode}`} gameCode={game.gameCode} />
        {signedIn && (
          <MyTickets key={`tickets-${game.gameCode}`} gameCode={game.gameCode} symbol={symbol} />
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <h1 id="lottery-title" className={styles.title}>
        {t('title')}
      </h1>
      <div className={styles.layout}>
        {/* The menu's column is held while it loads, so the draw beside (or below) it stays put. */}
        {menu.isPending && <Skeleton className={styles.menuPlaceholder} radius={12} />}
        {menu.data && (
          <GameMenu
            groups={menu.data.groups}
            recent={recent.data?.list ?? []}
            favourites={favourites}
            selected={game?.gameCode ?? null}
            onSelect={(gameCode) => setParam('gameCode', gameCode)}
            onToggleFavourite={signedIn && username ? toggle : undefined}
          />
        )}
        <div className={styles.main}>{main}</div>
      </div>
    </section>
  );
}
