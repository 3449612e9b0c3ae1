import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/get-hot-games';
import { useLaunchGame } from '../hooks/use-launch-game';
import { FlameIcon } from './game-icons';
import { GameGrid, GameGridSkeleton } from './game-grid';
import styles from './home-sections.module.css';

/** The home page's row of the site's hot games; each card launches its game. Hidden when empty. */
export function HotGames() {
  const { t } = useTranslation('games');
  const hot = useHotGames({});
  const { launch, pendingNodeId } = useLaunchGame();
  if (hot.isError || (hot.data && hot.data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className={styles.heading}>
        <FlameIcon className={styles.flame} />
        {t('hot.title')}
      </h2>
      {hot.data ? (
        <GameGrid
          games={hot.data}
          onLaunch={launch}
          pendingNodeId={pendingNodeId}
          label={t('hot.title')}
          layout="row"
        />
      ) : (
        <GameGridSkeleton count={6} layout="row" />
      )}
    </section>
  );
}
